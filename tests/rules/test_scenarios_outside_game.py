"""Ruling scenarios, area D7: outside the game, Wishes and Ring of Ma'rûf — OTG-01 … OTG-06.

Under ``oldframe`` a card you own outside the game is one in your sideboard or removed from the game
(October 2002 glossary "Outside the Game"); under ``modern`` only the sideboard (CR 400.11a).
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, choose, names, pass_until, resolve_draw, resolve_stack

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def wish_options(g: Game) -> list[int]:
    assert g.pending is not None and g.pending.kind == "wish"
    return [a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)]


# -- OTG-01 ----------------------------------------------------------------------------------------
@presets("OTG-01")
def test_OTG_01_burning_wish_fetches_a_flashed_back_sorcery_from_the_removed_zone(rules: str) -> None:
    """OTG-01 (seed 000 §7; October 2002 Rulings item 1; 2003 502.22): Deep Analysis, removed from
    the game by its flashback, is outside the game: Burning Wish may take it; the Wish is removed."""
    s = Scenario(rules)
    wish = s.hand(0, "Burning Wish")
    analysis = s.exile(0, "Deep Analysis", allow_unplayable=True)  # flashed back earlier
    s.sideboard(0, ["Grizzly Bears", "Counterspell"])  # no sorceries
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    assert wish_options(g) == [analysis]
    choose(g, analysis)
    assert names(g, Zone.HAND, 0) == ["Deep Analysis"]
    assert names(g, Zone.EXILE, 0) == ["Burning Wish"]


# -- OTG-02 ----------------------------------------------------------------------------------------
@presets("OTG-02")
def test_OTG_02_wish_taking_a_sideboard_card_goes_to_the_sideboard(rules: str) -> None:
    """OTG-02 (scourge2003: October 2002 Rulings & Errata item 1, a tournament procedure): Counterspell
    goes to P1's hand and the Cunning Wish card goes into P1's sideboard face up instead of staying
    removed from the game: the sideboard holds 15 again."""
    s = Scenario(rules)
    wish = s.hand(0, "Cunning Wish")
    board = s.sideboard(0, ["Counterspell"] + ["Grizzly Bears"] * 14)
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    choose(g, board[0])
    assert names(g, Zone.HAND, 0) == ["Counterspell"]
    assert names(g, Zone.EXILE, 0) == []
    assert len(g.state.players[0].sideboard) == 15
    assert "Cunning Wish" in names(g, Zone.SIDEBOARD, 0)


@presets("OTG-01")
def test_OTG_02_a_wish_taking_a_removed_card_stays_removed(rules: str) -> None:
    """OTG-02's procedure covers only a card taken from the sideboard: a Wish that took a card from
    the removed-from-the-game zone (2003 glossary "Outside the Game") is removed from the game by its
    own text under every preset that allows it."""
    s = Scenario(rules)
    wish = s.hand(0, "Cunning Wish")
    removed = s.exile(0, "Counterspell")
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    choose(g, removed)
    assert names(g, Zone.HAND, 0) == ["Counterspell"]
    assert names(g, Zone.EXILE, 0) == ["Cunning Wish"]
    assert names(g, Zone.SIDEBOARD, 0) == []


@OLDFRAME
def test_OTG_02_wish_taking_a_sideboard_card_stays_removed_from_the_game(rules: str) -> None:
    """OTG-02, expected under oldframe (seed 000 §7.2; CR 400.11a–b): Counterspell goes to hand;
    Cunning Wish is removed from the game by its own text and stays there — the October 2002
    tournament swap into the sideboard is not one of the deltas, so the sideboard holds 14."""
    s = Scenario(rules)
    wish = s.hand(0, "Cunning Wish")
    board = s.sideboard(0, ["Counterspell"] + ["Grizzly Bears"] * 14)
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    assert wish_options(g) == [board[0]]
    choose(g, board[0])
    assert names(g, Zone.HAND, 0) == ["Counterspell"]
    assert names(g, Zone.EXILE, 0) == ["Cunning Wish"]
    assert len(g.state.players[0].sideboard) == 14
    assert "Cunning Wish" not in names(g, Zone.SIDEBOARD, 0)


# -- OTG-03 ----------------------------------------------------------------------------------------
@presets("OTG-03")
def test_OTG_03_only_cards_you_own_qualify(rules: str) -> None:
    """OTG-03 (seed 000 §7.2; Judgment Oracle): of the two creatures Swords to Plowshares removed,
    Living Wish may take P1's Grizzly Bears but not P2's Craw Wurm."""
    s = Scenario(rules)
    wish = s.hand(0, "Living Wish")
    bears = s.exile(0, "Grizzly Bears")  # P2's Swords on P1's Bears
    s.exile(1, "Craw Wurm")  # P1's Swords on P2's Wurm
    s.exile(0, "Swords to Plowshares", allow_unplayable=True)
    s.exile(1, "Swords to Plowshares", allow_unplayable=True)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    assert wish_options(g) == [bears]
    choose(g, bears)
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    assert names(g, Zone.EXILE, 1) == ["Craw Wurm", "Swords to Plowshares"]


# -- OTG-05 ----------------------------------------------------------------------------------------
@presets("OTG-05")
def test_OTG_05_ring_of_maruf_can_choose_a_card_from_the_removed_zone(rules: str) -> None:
    """OTG-05 (seed 000 §7.3; 2003 419): the Ring replaces the draw-step draw; P1 takes Wrath of
    God, removed earlier by Tormod's Crypt, and draws nothing from the library."""
    s = Scenario(rules)
    ring = s.battlefield(0, "Ring of Ma'rûf")
    wrath = s.exile(0, "Wrath of God")
    s.exile(0, ["Grizzly Bears", "Shock"])
    for _ in range(5):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    library = len(g.state.players[0].library)
    activate(g, ring)
    resolve_stack(g)
    pass_until(g, Step.DRAW)
    resolve_draw(g)  # (2003 304.1: the draw resolves from the stack; the Ring replaces it either way)
    choose(g, wrath)
    assert names(g, Zone.HAND, 0) == ["Wrath of God"]
    assert len(g.state.players[0].library) == library


# -- OTG-06 ----------------------------------------------------------------------------------------
@presets("OTG-06")
def test_OTG_06_graveyard_and_library_are_not_outside_the_game(rules: str) -> None:
    """OTG-06 (seed 000 §7.1; October 2002 glossary; 2003 416.3): Pacifism in the graveyard is
    inside the game: Golden Wish finds nothing, and is still removed from the game."""
    s = Scenario(rules)
    wish = s.hand(0, "Golden Wish")
    s.graveyard(0, "Pacifism", allow_unplayable=True)
    s.library(0, "Pacifism", allow_unplayable=True)
    s.sideboard(0, ["Grizzly Bears", "Shock"])
    for _ in range(5):
        s.battlefield(0, "Plains")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wish)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "priority"  # no choice offered
    assert not [a for a in g.legal_actions() if isinstance(a, ChooseYesNo)]
    assert names(g, Zone.HAND, 0) == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Pacifism"]
    assert names(g, Zone.EXILE, 0) == ["Golden Wish"]
