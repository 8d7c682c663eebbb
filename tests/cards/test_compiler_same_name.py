"""Exiling every card with the target's name (compiler/same_name.py, rules/atoms/same_name.py): Splinter
exiles the artifact, then every card of its name from its controller's graveyard, hand and library,
and that library is shuffled (CR 608.2h for the name as it last existed; CR 701.20a)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


@pytest.mark.parametrize("name", ["Splinter", "Eradicate", "Scour"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_splinter_exiles_every_copy_from_graveyard_hand_and_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    splinter = s.hand(0, "Splinter")
    tome = s.battlefield(1, "Jayemdae Tome")
    s.hand(1, ["Jayemdae Tome", "Ornithopter"])
    s.graveyard(1, "Jayemdae Tome")
    s.library(1, ["Island", "Jayemdae Tome", "Island"])
    s.battlefield(0, "Jayemdae Tome")  # the caster's own copy isn't searched for
    s.pool(0, "{2}{G}{G}")
    g = s.start()
    cast(g, splinter, [tome])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 1) == ["Jayemdae Tome"] * 4
    assert names(g, Zone.HAND, 1) == ["Ornithopter"] and names(g, Zone.GRAVEYARD, 1) == []
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Island", "Island"]
    assert names(g, Zone.BATTLEFIELD, 0) == ["Jayemdae Tome"]
