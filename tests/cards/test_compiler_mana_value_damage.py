"""Damage equal to a destroyed artifact's mana value (compiler/mana_value_damage.py,
rules/atoms/mana_value_damage.py): the artifact as it last existed (CR 608.2h) deals it to Goblin
Tinkerer; Viashino Heretic deals it to the artifact's controller."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, ids, resolve_stack


@pytest.mark.parametrize("name", ["Goblin Tinkerer", "Viashino Heretic"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


@pytest.mark.parametrize(("artifact", "dies"), [("Jayemdae Tome", True), ("Ornithopter", False)])
def test_goblin_tinkerer_is_dealt_the_artifacts_mana_value(artifact: str, dies: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tinkerer = s.battlefield(0, "Goblin Tinkerer")  # 1/2
    target = s.battlefield(1, artifact)
    s.pool(0, "{R}")
    g = s.start()
    activate(g, tinkerer, 0, [target])
    resolve_stack(g)
    assert ids(g, artifact, Zone.GRAVEYARD, 1)
    assert (tinkerer not in g.state.battlefield) == dies
    assert g.state.players[1].life == 20


def test_viashino_heretic_deals_the_mana_value_to_the_controller() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    heretic = s.battlefield(0, "Viashino Heretic")
    tome = s.battlefield(1, "Jayemdae Tome")
    s.pool(0, "{1}{R}")
    g = s.start()
    activate(g, heretic, 0, [tome])
    resolve_stack(g)
    assert ids(g, "Jayemdae Tome", Zone.GRAVEYARD, 1) and g.state.players[1].life == 16
