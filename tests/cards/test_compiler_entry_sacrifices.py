"""Entering in exchange for a sacrificed land (compiler/entry_sacrifices.py, rules/atoms/entry_sacrifices.py):
"If CARDNAME would enter the battlefield, sacrifice a Plains instead. If you do, put CARDNAME onto the
battlefield. If you don't, put it into its owner's graveyard." (CR 614.1c, 614.6; 2003: 419.6)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import PlayLand
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, apply_first, ids, names, obj


@pytest.mark.parametrize("name", ["Kjeldoran Outpost", "Soldevi Excavations", "Heart of Yavimaya"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        if "CARDNAME" not in line.line and "(" not in line.line:
            assert line.rendered == line.line


def test_outpost_sacrifices_the_chosen_plains_and_enters() -> None:
    """Two Plains: the player picks which (asked as the land would enter, CR 614.12)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    first, second = s.battlefield(0, "Plains"), s.battlefield(0, "Plains")
    s.battlefield(0, "Island")
    outpost = s.hand(0, "Kjeldoran Outpost")
    g = s.start()
    obj(g, second).tapped = True
    g.apply(PlayLand(outpost))
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 0
    assert d.data["options"] == ["sacrifice Plains", "sacrifice Plains (tapped)"]
    apply_first(g, 1)
    assert first in g.state.battlefield and second not in g.state.battlefield
    assert names(g, Zone.GRAVEYARD, 0) == ["Plains"]
    assert len(ids(g, "Kjeldoran Outpost")) == 1


def test_outpost_without_a_plains_goes_to_the_graveyard() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Island")
    outpost = s.hand(0, "Kjeldoran Outpost")
    g = s.start()
    g.apply(PlayLand(outpost))
    assert names(g, Zone.GRAVEYARD, 0) == ["Kjeldoran Outpost"]
    assert names(g, Zone.BATTLEFIELD, 0) == ["Island"]
    assert g.state.players[0].lands_played == 1  # the land play is used (CR 305.2)


@pytest.mark.parametrize("tapped", [False, True])
def test_excavations_needs_an_untapped_island(tapped: bool) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    island = s.battlefield(0, "Island")
    excavations = s.hand(0, "Soldevi Excavations")
    g = s.start()
    obj(g, island).tapped = tapped
    g.apply(PlayLand(excavations))
    if tapped:
        assert names(g, Zone.GRAVEYARD, 0) == ["Soldevi Excavations"]
        assert island in g.state.battlefield
    else:
        assert names(g, Zone.GRAVEYARD, 0) == ["Island"]
        assert names(g, Zone.BATTLEFIELD, 0) == ["Soldevi Excavations"]
