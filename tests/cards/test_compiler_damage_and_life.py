"""Damage and life in one instruction (compiler/damage_and_life.py, rules/atoms/damage_and_life.py):
Vicious Hunger; Corrupt gains only the damage actually dealt (CR 615: a prevented point gives no life)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, pass_priority, player, resolve_stack


@pytest.mark.parametrize("name", ["Vicious Hunger", "Corrupt"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_vicious_hunger_kills_and_gains() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hunger = s.hand(0, "Vicious Hunger")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{B}{B}")
    g = s.start()
    cast(g, hunger, [bears])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.GRAVEYARD, 1) and g.state.players[0].life == 22


def test_corrupt_gains_the_damage_dealt_after_prevention() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    corrupt = s.hand(0, "Corrupt")
    s.lands(0, "Swamp", 6)
    healer = s.battlefield(1, "Samite Healer")  # "{T}: Prevent the next 1 damage … to any target this turn."
    g = s.start()
    cast(g, corrupt, [player(1)])
    pass_priority(g)
    activate(g, healer, 0, [player(1)])
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[1].life == 15 and g.state.players[0].life == 25  # 6 Swamps, 1 prevented
