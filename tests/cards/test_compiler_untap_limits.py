"""Untap restrictions (compiler/untap_limits.py, rules/atoms/untap_limits.py): "As long as CARDNAME is
untapped, players can't untap more than one land during their untap steps." (Winter Orb), "… more than two
permanents …" (Static Orb) — the active player chooses which untap (CR 502.3; 2003: 302.1); "Lands don't
untap during their controllers' untap steps." and "At the beginning of each player's upkeep, that player
untaps a land they control." (Rising Waters); "Islands don't untap …" (Choke)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import StepBegan
from oldframe.rules.state import Step
from oldframe.testing import Scenario, choose, obj, pass_until, pass_until_decision, resolve_stack


@pytest.mark.parametrize("name", ["Winter Orb", "Static Orb", "Rising Waters", "Choke", "Stasis"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def _start(s: Scenario) -> Game:
    s.turn(active=1, step=Step.END_OF_TURN)
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    return s.start()


def _tapped(g: Game, oids: list[int]) -> list[bool]:
    return [obj(g, o).tapped for o in oids]


def test_winter_orb_lets_the_active_player_untap_one_land_of_their_choice() -> None:
    s = Scenario()
    s.battlefield(1, "Winter Orb")
    lands = [s.battlefield(0, "Forest", tapped=True) for _ in range(3)]
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = _start(s)
    pass_until_decision(g, "untap_choice")
    d = g.state.decision
    assert d is not None and d.player == 0 and set(d.data["options"]) == set(lands)
    choose(g, lands[1])
    assert g.state.step == Step.UPKEEP
    assert _tapped(g, lands) == [True, False, True]
    assert not obj(g, bears).tapped  # a creature is not a land: the Orb doesn't hold it


def test_winter_orb_tapped_stops_applying() -> None:
    s = Scenario()
    s.battlefield(1, "Winter Orb", tapped=True)
    lands = [s.battlefield(0, "Forest", tapped=True) for _ in range(3)]
    g = _start(s)
    pass_until(g, Step.UPKEEP, active=0)
    assert _tapped(g, lands) == [False, False, False]


def test_winter_orb_with_one_tapped_land_asks_nothing() -> None:
    s = Scenario()
    s.battlefield(0, "Winter Orb")
    land = s.battlefield(0, "Forest", tapped=True)
    untapped = s.battlefield(0, "Forest")
    g = _start(s)
    pass_until(g, Step.UPKEEP, active=0)
    assert not obj(g, land).tapped and not obj(g, untapped).tapped


def test_static_orb_untaps_two_permanents_of_any_kind() -> None:
    s = Scenario()
    s.battlefield(1, "Static Orb")
    them = [s.battlefield(0, "Forest", tapped=True), s.battlefield(0, "Grizzly Bears", tapped=True),
            s.battlefield(0, "Mox Pearl", tapped=True)]
    g = _start(s)
    pass_until_decision(g, "untap_choice")
    choose(g, them[2])
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.UNTAP_CHOICE and set(d.data["options"]) == set(them[:2])
    choose(g, them[0])
    assert _tapped(g, them) == [False, True, False]


def test_winter_orb_and_static_orb_both_hold() -> None:
    s = Scenario()
    s.battlefield(1, "Static Orb")
    s.battlefield(1, "Winter Orb")
    lands = [s.battlefield(0, "Forest", tapped=True) for _ in range(2)]
    bears = [s.battlefield(0, "Grizzly Bears", tapped=True) for _ in range(2)]
    g = _start(s)
    pass_until_decision(g, "untap_choice")
    choose(g, lands[0])
    d = g.state.decision
    assert d is not None and set(d.data["options"]) == set(bears)  # no second land under Winter Orb
    choose(g, bears[1])
    assert _tapped(g, lands + bears) == [False, True, True, False]


def test_rising_waters_holds_lands_and_untaps_one_each_upkeep() -> None:
    s = Scenario()
    s.battlefield(1, "Rising Waters")
    lands = [s.battlefield(0, "Island", tapped=True) for _ in range(2)]
    g = _start(s)
    pass_until(g, Step.UPKEEP, active=0)
    assert _tapped(g, lands) == [True, True]
    resolve_stack(g)
    choose(g, lands[0])
    assert _tapped(g, lands) == [False, True]


def test_choke_holds_islands_only() -> None:
    s = Scenario()
    s.battlefield(1, "Choke")
    island = s.battlefield(0, "Island", tapped=True)
    forest = s.battlefield(0, "Forest", tapped=True)
    g = _start(s)
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, island).tapped and not obj(g, forest).tapped


def test_stasis_skips_untap_steps_but_not_the_end_of_summoning_sickness() -> None:
    """CR 614.10 (2003: 419.1b): the step doesn't happen; a creature controlled since the turn began can
    still attack (CR 302.6)."""
    s = Scenario()
    s.battlefield(1, "Stasis")
    land = s.battlefield(0, "Forest", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    g = _start(s)
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, land).tapped and not obj(g, bears).sick
    began = [e.step for e in g.events_for(0) if isinstance(e, StepBegan) and e.active == 0]
    assert Step.UNTAP not in began and Step.UPKEEP in began
