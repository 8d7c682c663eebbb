"""A rider on a destroyed land by what it was (compiler/land_riders.py, rules/atoms/land_riders.py): the
land as it last existed (CR 608.2h; 2003: 413.2f) — Thermokarst's life for a snow land, Choking Sands'
damage for a nonbasic one, and its "non-Swamp" target filter (CR 205.3i)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, ChooseTarget
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, legal, resolve_stack


@pytest.mark.parametrize("name", ["Thermokarst", "Icequake", "Choking Sands"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


@pytest.mark.parametrize(("land", "life"), [("Snow-Covered Forest", 21), ("Forest", 20)])
def test_thermokarst_gains_life_only_for_a_snow_land(land: str, life: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    karst = s.hand(0, "Thermokarst")
    target = s.battlefield(1, land)
    s.pool(0, "{1}{G}{G}")
    g = s.start()
    cast(g, karst, [target])
    resolve_stack(g)
    assert target not in g.state.battlefield and g.state.players[0].life == life


@pytest.mark.parametrize(("land", "life"), [("Tundra", 18), ("Island", 20)])
def test_choking_sands_damages_the_controller_of_a_nonbasic_land(land: str, life: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    sands = s.hand(0, "Choking Sands")
    target = s.battlefield(1, land)
    swamp = s.battlefield(1, "Swamp")
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    g.apply(CastSpell(sands))
    assert ChooseTarget(("object", swamp)) not in legal(g)  # "non-Swamp land"
    g.apply(ChooseTarget(("object", target)))
    resolve_stack(g)
    assert target not in g.state.battlefield and g.state.players[1].life == life
