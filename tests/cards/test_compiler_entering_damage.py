"""Damage an entering creature deals by its controller's choice (Pandemonium): the creature's controller
chooses the target (CR 603.3d; 2003: 410.4) and the "may" (CR 603.5; 2003: 410.5); the creature is the
source and deals damage equal to its power (CR 120.3; 2003: 419.3), as it last existed if it has left
(CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, player, resolve_stack, target

_PANDEMONIUM = "Pandemonium"


def test_pandemonium_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get(_PANDEMONIUM))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _opponent_casts_bears() -> Scenario:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, _PANDEMONIUM)
    s.hand(1, "Grizzly Bears")
    s.pool(1, "{1}{G}")
    return s


def test_the_entering_creatures_controller_chooses_target_and_may() -> None:
    s = _opponent_casts_bears()
    g = s.start()
    [bears] = ids(g, "Grizzly Bears", Zone.HAND)
    cast(g, bears)
    resolve_stack(g)  # the Bears enter: Pandemonium's ability goes on the stack
    d = g.state.decision
    assert d is not None and d.kind == "target" and d.player == 1  # the Bears controller, not Pandemonium.s
    target(g, player(0))
    before = g.copy()
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    answer(g, True)
    assert g.state.players[0].life == 18  # the Bears' power
    resolve_stack(before)
    answer(before, False)
    assert before.state.players[0].life == 20


def test_a_creature_that_left_deals_damage_equal_to_its_last_power() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, _PANDEMONIUM)
    s.hand(0, ["Grizzly Bears", "Shock"])
    lion = s.battlefield(1, "Savannah Lions")
    s.pool(0, "{1}{G}{R}")
    g = s.start()
    [bears] = ids(g, "Grizzly Bears", Zone.HAND)
    cast(g, bears)
    resolve_stack(g)
    target(g, lion)
    [shock] = ids(g, "Shock", Zone.HAND)
    [bears_now] = ids(g, "Grizzly Bears")
    cast(g, shock, targets=[bears_now])  # in response: the Bears die before the ability resolves
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Savannah Lions") == []  # 2 damage from the Bears as they last existed
