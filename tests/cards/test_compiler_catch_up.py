"""Upkeep triggers that help the player who is behind (compiler/catch_up.py, rules/atoms/catch_up.py):
Oath of Druids and Oath of Ghouls. The upkeep player chooses the target (CR 603.3d; 2003: 410.4); with no
opponent who qualifies the ability is removed from the stack, and a target that no longer qualifies makes
it do nothing (CR 608.2b; 2003: 413.2a); "may" is the first player's choice (CR 603.5; 2003: 410.5)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, choose, ids, names, pass_until, player, resolve_stack, target


@pytest.mark.parametrize("name", ["Oath of Druids", "Oath of Ghouls"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def _upkeep(s: Scenario, active: int) -> Game:
    s.turn(active=1 - active, step=Step.END_OF_TURN)
    s.library(1 - active, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=active)
    return g


def _decision(g: Game, kind: DecisionKind, who: int) -> dict[str, object]:
    d = g.state.decision
    assert d is not None and d.kind is kind and d.player == who, d
    return d.data


def test_oath_of_druids_puts_the_first_creature_revealed_onto_the_battlefield() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    s.battlefield(1, "Llanowar Elves")
    s.library(0, ["Island", "Swamp", "Craw Wurm", "Forest"])  # top first
    g = _upkeep(s, active=0)
    assert _decision(g, DecisionKind.TARGET, 0)["options"] == [("player", 1)]
    target(g, player(1))
    resolve_stack(g)
    _decision(g, DecisionKind.MAY, 0)
    answer(g, True)
    assert ids(g, "Craw Wurm") and g.state.objects[ids(g, "Craw Wurm")[0]].controller == 0
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Island", "Swamp"]
    assert names(g, Zone.LIBRARY, 0) == ["Forest"]


def test_oath_of_druids_does_nothing_for_the_player_with_more_creatures() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    s.battlefield(0, "Llanowar Elves")
    s.library(0, ["Craw Wurm"])
    g = _upkeep(s, active=0)
    assert not g.state.stack and g.state.decision is not None and g.state.decision.kind is DecisionKind.PRIORITY
    assert names(g, Zone.LIBRARY, 0) == ["Craw Wurm"]


def test_oath_of_druids_helps_its_controllers_opponent_too_who_chooses_the_target() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    s.battlefield(0, "Llanowar Elves")
    s.library(1, ["Craw Wurm"])
    g = _upkeep(s, active=1)
    _decision(g, DecisionKind.TARGET, 1)  # that player chooses
    target(g, player(0))
    resolve_stack(g)
    _decision(g, DecisionKind.MAY, 1)
    answer(g, True)
    (wurm,) = ids(g, "Craw Wurm")
    assert g.state.objects[wurm].controller == 1


def test_oath_of_druids_may_be_declined() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    s.battlefield(1, "Llanowar Elves")
    s.library(0, ["Island", "Craw Wurm"])
    g = _upkeep(s, active=0)
    target(g, player(1))
    resolve_stack(g)
    answer(g, False)
    assert names(g, Zone.LIBRARY, 0) == ["Craw Wurm", "Island"] and not ids(g, "Craw Wurm")


def test_oath_of_druids_without_a_creature_card_mills_every_card_revealed() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    s.battlefield(1, "Llanowar Elves")
    s.library(0, ["Island", "Swamp"])
    g = _upkeep(s, active=0)
    target(g, player(1))
    resolve_stack(g)
    answer(g, True)
    assert names(g, Zone.LIBRARY, 0) == [] and sorted(names(g, Zone.GRAVEYARD, 0)) == ["Island", "Swamp"]


def test_oath_of_druids_does_nothing_if_the_target_no_longer_has_more_creatures() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Druids")
    elves = s.battlefield(1, "Llanowar Elves")
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.library(0, ["Craw Wurm"])
    g = _upkeep(s, active=0)
    target(g, player(1))
    cast(g, shock, [elves])
    resolve_stack(g)
    assert elves not in g.state.battlefield
    resolve_stack(g)  # the target is illegal now (CR 608.2b): no "may", no reveal
    assert names(g, Zone.LIBRARY, 0) == ["Craw Wurm"] and not g.state.stack


def test_oath_of_ghouls_returns_a_creature_card_to_the_hand() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Ghouls")
    bears, _ = s.graveyard(0, ["Grizzly Bears", "Island"])
    g = _upkeep(s, active=0)
    target(g, player(1))
    resolve_stack(g)
    assert _decision(g, DecisionKind.PICK, 0)["options"] == [bears]
    choose(g, bears)
    assert "Grizzly Bears" in names(g, Zone.HAND, 0)


def test_oath_of_ghouls_does_nothing_for_the_player_with_fewer_creature_cards() -> None:
    s = Scenario()
    s.battlefield(0, "Oath of Ghouls")
    s.graveyard(1, ["Grizzly Bears"])
    g = _upkeep(s, active=0)
    assert not g.state.stack
