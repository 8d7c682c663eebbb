"""Milling (compiler/mill.py, rules/atoms/mill.py): "Mill two cards." (Mental Note) mills its caster;
Altar of Dementia mills the target player by the sacrificed creature's power as it last existed
(CR 608.2h; 2003: 413.2f), giant growth included."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, names, pass_priority, player, resolve_stack


@pytest.mark.parametrize("name", ["Mental Note", "Altar of Dementia"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_mental_note_mills_two_then_draws() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    note = s.hand(0, "Mental Note")
    s.library(0, ["Island", "Forest", "Swamp", "Mountain"])  # the first is the top card
    s.pool(0, "{U}")
    g = s.start()
    cast(g, note)
    resolve_stack(g)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Forest", "Island", "Mental Note"]
    assert "Swamp" in names(g, Zone.HAND, 0) and len(g.state.players[0].library) == 1


def test_altar_of_dementia_mills_by_the_sacrificed_creatures_last_known_power() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    altar = s.battlefield(0, "Altar of Dementia")
    giant = s.battlefield(0, "Hill Giant")  # 3/3
    s.library(1, ["Island"] * 10)
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    g = s.start()
    cast(g, growth, [giant])
    resolve_stack(g)  # a 6/6 now
    activate(g, altar, 0, [player(1)], costs=[giant])
    pass_priority(g)
    resolve_stack(g)
    assert len(names(g, Zone.GRAVEYARD, 1)) == 6 and len(g.state.players[1].library) == 4
