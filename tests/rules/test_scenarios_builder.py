"""The scenario builder itself (:mod:`oldframe.testing`): positions are built through the engine's
own types and left exactly as the engine would have them."""

from __future__ import annotations

import pytest

from oldframe.rules.actions import ChooseYesNo, action_from_json, parse_notation
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    DEFAULT_LIBRARY,
    Scenario,
    ScenarioError,
    act,
    attack,
    block,
    cast,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def test_objects_get_engine_ids_and_timestamps_in_call_order() -> None:
    s = Scenario()
    a = s.battlefield(0, "Grizzly Bears", tapped=True, damage=1)
    b = s.battlefield(1, "Grizzly Bears", controller=0, sick=True)
    hand = s.hand(0, ["Lightning Bolt", "Shock"])
    g = s.start()
    assert a < b < hand[0] < hand[1]
    assert obj(g, a).timestamp < obj(g, b).timestamp
    assert obj(g, a).tapped and obj(g, a).damage == 1
    assert obj(g, b).owner == 1 and obj(g, b).controller == 0 and obj(g, b).sick
    assert g.state.players[0].hand == hand


def test_start_is_priority_for_the_active_player_with_mulligans_done() -> None:
    s = Scenario("modern")
    s.turn(active=1, step=Step.MAIN2, lands_played=1)
    g = s.start()
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("priority", 1)
    st = g.state
    assert st.active == 1 and st.step == Step.MAIN2 and st.turn == 3
    assert st.players[1].lands_played == 1
    assert all(p.kept for p in st.players)
    assert [len(p.library) for p in st.players] == [len(DEFAULT_LIBRARY)] * 2  # nobody decks out


def test_library_is_listed_top_first() -> None:
    s = Scenario()
    s.library(0, ["Grizzly Bears", "Hill Giant"])
    s.library(0, "Shock")
    s.turn(active=0, step=Step.DRAW)  # the draw step's draw happens as the game starts
    g = s.start()
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"]
    assert names(g, Zone.LIBRARY, 0) == ["Shock", "Hill Giant"]  # list end = top


def test_starting_in_the_untap_step_untaps_and_runs_to_upkeep() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears", tapped=True, sick=True)
    s.turn(active=0, step=Step.UNTAP)
    g = s.start()
    assert g.state.step == Step.UPKEEP
    assert not obj(g, bears).tapped and not obj(g, bears).sick


def test_state_based_actions_run_at_start() -> None:
    s = Scenario()
    s.battlefield(0, "Grizzly Bears", damage=2)
    g = s.start()
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_unplayable_cards_need_explicit_permission() -> None:
    s = Scenario()
    with pytest.raises(ScenarioError, match="allow_unplayable"):
        s.battlefield(0, "Chaos Orb")  # a dexterity card: never playable
    s.battlefield(0, "Chaos Orb", allow_unplayable=True)
    Scenario(allow_unplayable=True).hand(0, "Vesuvan Doppelganger")


def test_bad_scenarios_are_refused() -> None:
    s = Scenario()
    with pytest.raises(ScenarioError):
        s.hand(2, "Shock")
    with pytest.raises(ScenarioError):
        s.turn(active=0, step=Step.COMBAT_DAMAGE)
    s.start()
    with pytest.raises(ScenarioError):
        s.start()


def test_driving_helpers_play_a_small_combat() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(1, "Savannah Lions")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.pool(0, "{G}")
    g = s.start()
    assert g.state.players[0].pool[4] == 1
    attack(g, {bears: 1})
    block(g, {lions: bears})
    pass_priority(g)
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    pass_until(g, Step.MAIN2)
    assert lions in g.state.battlefield and obj(g, lions).damage == 0
    act(g, "pass")
    assert g.pending is not None and g.pending.player == 1


def test_player_target_and_notation_of_may_answers() -> None:
    assert player(1) == ("player", 1)
    assert ChooseYesNo(True).notation() == "may yes"
    assert parse_notation("may no") == ChooseYesNo(False)
    assert action_from_json(ChooseYesNo(True).to_json()) == ChooseYesNo(True)
