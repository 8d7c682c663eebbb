"""Amounts from the damage a trigger saw (compiler/damage_amounts.py, rules/atoms/damage_amounts.py):
"Whenever CARDNAME is dealt damage, you lose that much life." (Filthy Cur, Thrashing Mudspawn), "… each
opponent gains that much life." (Grollub), "… you may create that many 1/1 green Insect creature tokens."
(Saber Ants, Broodhatch Nantuko) — "that much" is the damage dealt (CR 120.3, 603.2). Played through the
public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe import Game
from oldframe.rules.state import Step
from oldframe.testing import Scenario, answer, cast, resolve_stack

CARDS = ["Filthy Cur", "Thrashing Mudspawn", "Grollub", "Saber Ants", "Broodhatch Nantuko"]


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def _shocked(creature: str) -> Game:
    """Player 1 Shocks ``creature`` (player 0's): 2 damage, and its trigger goes on the stack."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    victim = s.battlefield(0, creature)
    shock = s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, shock, targets=[victim])
    resolve_stack(g)  # Shock
    return g


def test_filthy_cur_makes_its_controller_lose_that_much_life() -> None:
    g = _shocked("Filthy Cur")
    resolve_stack(g)  # the trigger
    assert [p.life for p in g.state.players] == [18, 20]


def test_grollub_gives_each_opponent_that_much_life() -> None:
    g = _shocked("Grollub")
    resolve_stack(g)
    assert [p.life for p in g.state.players] == [20, 22]


def test_saber_ants_may_create_an_insect_per_point_of_damage() -> None:
    g = _shocked("Saber Ants")
    resolve_stack(g)
    answer(g, True)
    insects = [o for o in g.state.battlefield if g.state.objects[o].is_token]
    assert len(insects) == 2
    assert all(g.state.objects[o].controller == 0 and "Insect" in g.state.objects[o].card.subtypes
               for o in insects)


def test_saber_ants_declined_creates_nothing() -> None:
    g = _shocked("Saber Ants")
    resolve_stack(g)
    answer(g, False)
    assert not [o for o in g.state.battlefield if g.state.objects[o].is_token]
