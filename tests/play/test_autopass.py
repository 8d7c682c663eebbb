"""Automatic passing: which priority decisions a person is asked (stops, modes) and the mana burn
warning (2003 300.4 under ``oldframe`` rules; no mana burn under ``modern``, CR 500.4)."""

from __future__ import annotations

import pytest

from oldframe.game import Game
from oldframe.play.autopass import (
    DEFAULT_STOPS,
    AutoPass,
    NextStop,
    StopMode,
    mana_burn_if_pass,
    needs_person,
    next_stop,
)
from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_priority

ALL_STOPS = AutoPass()


def at(step: Step, active: int = 0, rules: str = "oldframe", pool: str = "", hand1: str = "") -> Game:
    s = Scenario(rules=rules)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Mountain")
    if hand1:
        s.hand(1, hand1)
    if pool:
        s.pool(0, pool)
    s.turn(active=active, step=step)
    return s.start()


# -- mana burn ---------------------------------------------------------------------------------------
def test_floating_mana_at_end_of_phase_burns_under_oldframe_rules() -> None:
    g = at(Step.MAIN1, pool="{G}{G}")  # main phase 1 is a phase of its own: passing ends it (2003 300.4)
    assert mana_burn_if_pass(g, 0) == 2


def test_no_mana_burn_under_modern_rules() -> None:
    g = at(Step.MAIN1, rules="modern", pool="{G}{G}")  # CR 500.4: pools empty without loss of life
    assert mana_burn_if_pass(g, 0) == 0


def test_no_burn_when_the_step_does_not_end_its_phase() -> None:
    g = at(Step.UPKEEP, pool="{R}")  # upkeep → draw: the beginning phase goes on, the pool stays
    assert mana_burn_if_pass(g, 0) == 0


def test_no_burn_with_an_empty_pool() -> None:
    assert mana_burn_if_pass(at(Step.MAIN1), 0) == 0


def test_burn_check_leaves_the_game_unchanged() -> None:
    g = at(Step.MAIN1, pool="{G}{G}")
    before = g.dumps()
    mana_burn_if_pass(g, 0)
    assert g.dumps() == before


def test_passing_with_mana_that_would_burn_asks_the_person() -> None:
    g = at(Step.MAIN1, pool="{G}")
    settings = AutoPass(stops=frozenset())  # no stops at all: only the burn warning asks
    assert needs_person(g, 0, settings)
    g2 = at(Step.MAIN1)
    assert not needs_person(g2, 0, settings)


# -- stops -------------------------------------------------------------------------------------------
def test_my_main_phase_is_a_default_stop_and_the_opponents_upkeep_is_not() -> None:
    assert (True, Step.MAIN1) in DEFAULT_STOPS
    assert needs_person(at(Step.MAIN1, active=0), 0, ALL_STOPS)
    g = at(Step.UPKEEP, active=1)
    pass_priority(g)  # the active player passes first; now P1 holds priority in P2's upkeep
    assert g.pending is not None and g.pending.player == 0
    assert not needs_person(g, 0, ALL_STOPS)
    assert needs_person(g, 0, ALL_STOPS.toggle(False, Step.UPKEEP))


def test_removing_a_stop_makes_the_step_pass_automatically() -> None:
    g = at(Step.MAIN1)
    assert not needs_person(g, 0, ALL_STOPS.toggle(True, Step.MAIN1))
    assert needs_person(g, 0, ALL_STOPS.toggle(True, Step.MAIN1).toggle(True, Step.MAIN1))


def test_a_seat_with_nothing_to_decide_is_not_asked() -> None:
    g = at(Step.MAIN1)
    assert g.pending is not None and g.pending.player == 0
    assert not needs_person(g, 1, ALL_STOPS)


def test_opponents_spell_on_the_stack_stops_even_without_stops() -> None:
    g = at(Step.MAIN1, hand1="Lightning Bolt")
    bears = g.view(0)["battlefield"][0]["oid"]
    pass_priority(g)  # P2 gets priority in P1's main phase
    cast(g, g.view(1)["players"][1]["hand"][0]["oid"], targets=[bears])
    pass_priority(g)  # CR 116.3c: the caster gets priority first; P2 passes, so P1 is asked
    assert g.pending is not None and g.pending.player == 0
    assert needs_person(g, 0, AutoPass(stops=frozenset()))


def test_own_spell_on_the_stack_passes_automatically() -> None:
    s = Scenario(rules="oldframe")
    s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[("player", 1)])
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0
    assert not needs_person(g, 0, ALL_STOPS)


def test_non_priority_decisions_always_need_the_person() -> None:
    g = Game([["Forest"] * 40, ["Island"] * 40], seed=3)
    assert g.pending is not None and g.pending.kind == "mulligan"
    for mode in StopMode:
        assert needs_person(g, g.pending.player, AutoPass(stops=frozenset(), mode=mode).start(g, mode))


def test_combat_stops_count_only_when_creatures_attack() -> None:
    g = at(Step.DECLARE_ATTACKERS, active=1)  # P2 has no creatures: nobody attacks
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())
    assert Step(g.state.step) != Step.DECLARE_ATTACKERS or not needs_person(g, 0, ALL_STOPS)


# -- modes -------------------------------------------------------------------------------------------
def test_end_of_turn_mode_passes_the_rest_of_the_turn_then_stops_again() -> None:
    g = at(Step.MAIN1)
    settings = AutoPass().start(g, StopMode.END_OF_TURN)
    assert not needs_person(g, 0, settings)  # main phase is a stop, but the mode passes this turn
    seen_turn = g.state.turn
    guard = 0
    while g.state.turn == seen_turn and guard < 200:
        p = g.pending
        assert p is not None
        if p.player == 0 and p.kind == "priority":
            assert not needs_person(g, 0, settings)
        g.apply(PassPriority() if p.kind == "priority" else g.legal_actions()[-1])
        guard += 1
    assert g.state.turn == seen_turn + 1
    # the new turn is the opponent's; plain stops apply again, e.g. at its end step


def test_until_something_happens_stops_when_the_opponent_casts() -> None:
    g = at(Step.MAIN1, active=1, hand1="Lightning Bolt")  # P2's turn, P2 has priority first
    pass_priority(g)  # P2 passes: P1 has priority in P2's main phase
    settings = AutoPass().start(g, StopMode.UNTIL_SOMETHING_HAPPENS)
    assert not needs_person(g, 0, settings)
    g.apply(PassPriority())  # the main phase ends; P2 gets priority in combat? pass until P2 acts
    while g.pending is not None and g.pending.player == 0 and not needs_person(g, 0, settings):
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    bolt = g.view(1)["players"][1]["hand"][0]["oid"]
    cast(g, bolt, targets=[("player", 0)])
    assert not needs_person(g, 0, settings)  # P2 holds priority after casting (CR 116.3c)
    pass_priority(g)
    assert g.pending is not None and g.pending.player == 0
    assert needs_person(g, 0, settings)  # the opponent acted: the person is asked


def test_mode_without_anchor_behaves_as_stops() -> None:
    g = at(Step.MAIN1)
    for mode in StopMode:
        assert needs_person(g, 0, AutoPass(mode=mode))


# -- the marker ---------------------------------------------------------------------------------------
def test_next_stop_marker_in_plain_stops() -> None:
    g = at(Step.UPKEEP, active=0)
    assert next_stop(g, 0, ALL_STOPS) == NextStop(0, True, Step.MAIN1)


def test_next_stop_skips_combat_when_nobody_attacks_and_names_the_step() -> None:
    g = at(Step.MAIN1, active=0)  # deciding now in main 1: the next stop is main 2 (no attack yet)
    stop = next_stop(g, 0, ALL_STOPS)
    assert stop == NextStop(0, True, Step.MAIN2)
    assert stop is not None and stop.text == "your second main phase"


def test_next_stop_in_end_of_turn_mode_is_in_the_next_turn() -> None:
    g = at(Step.MAIN1, active=0)
    stop = next_stop(g, 0, AutoPass().start(g, StopMode.END_OF_TURN))
    assert stop == NextStop(1, False, Step.END_OF_TURN)
    assert stop is not None and stop.text == "opponent's end of turn (next turn)"


@pytest.mark.parametrize("rules", ["oldframe", "modern"])
def test_autopassing_a_whole_game_terminates(rules: str, deck_a: object, deck_b: object) -> None:
    """Two 'people' who only ever pass automatically where allowed and take the first legal answer
    otherwise: the settings never ask about a decision that isn't theirs and the game moves on."""
    g = Game([deck_a, deck_b], seed=5, rules=rules)  # type: ignore[list-item]
    asked = 0
    for _ in range(3000):
        if g.is_over():
            break
        p = g.pending
        assert p is not None
        if needs_person(g, p.player, ALL_STOPS):
            asked += 1
            g.apply(g.legal_actions()[-1] if p.kind != "priority" else PassPriority())
        else:
            assert p.kind == "priority"
            g.apply(PassPriority())
    assert asked > 0
