"""A permanent that becomes one color until end of turn (compiler/color_changes.py,
rules/atoms/color_changes.py): "{U}: Target creature becomes blue until end of turn." (Fylamarid, Metathran
Transport), "{W}: Target permanent becomes white until end of turn." (Aurora Griffin), "That creature becomes
black until end of turn." (Singe) — a layer-5 effect that replaces its colors (CR 613.1e, 105.3; 2003:
418.5b), gone at end of turn (CR 514.2). Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.rules.characteristics import colors_of
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, obj, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Fylamarid", "Metathran Transport", "Aurora Griffin", "Singe"])
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def test_fylamarid_turns_a_creature_blue_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    fyl = s.battlefield(0, "Fylamarid")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{U}")
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    g = s.start()
    activate(g, fyl, targets=[bears])
    resolve_stack(g)
    assert colors_of(g.state, obj(g, bears)) == frozenset({"U"})  # blue only: no longer green
    pass_until(g, Step.UPKEEP, active=1)
    assert colors_of(g.state, obj(g, bears)) == frozenset({"G"})  # until end of turn


def test_aurora_griffin_can_make_a_land_white() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    griffin = s.battlefield(0, "Aurora Griffin")
    land = s.battlefield(1, "Forest")
    s.pool(0, "{W}")
    g = s.start()
    activate(g, griffin, targets=[land])
    resolve_stack(g)
    assert colors_of(g.state, obj(g, land)) == frozenset({"W"})


def test_singe_deals_damage_and_the_same_creature_becomes_black() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    singe = s.hand(0, "Singe")
    bears = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}")
    g = s.start()
    cast(g, singe, targets=[bears])
    resolve_stack(g)
    assert obj(g, bears).damage == 1
    assert colors_of(g.state, obj(g, bears)) == frozenset({"B"})
    assert colors_of(g.state, obj(g, other)) == frozenset({"G"})


@pytest.mark.parametrize("name", ["Chaoslace", "Deathlace", "Lifelace", "Purelace", "Thoughtlace"])
def test_laces_compile_and_render_back(name: str) -> None:
    renders_back(name)


def test_purelace_makes_a_permanent_white_past_the_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    lace = s.hand(0, "Purelace")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{W}")
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    g = s.start()
    cast(g, lace, targets=[bears])
    resolve_stack(g)
    assert colors_of(g.state, obj(g, bears)) == frozenset({"W"})
    pass_until(g, Step.UPKEEP, active=1)
    assert colors_of(g.state, obj(g, bears)) == frozenset({"W"})  # no end: it stays white


def test_chaoslace_can_target_a_spell_on_the_stack() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bears = s.hand(0, "Grizzly Bears")
    lace = s.hand(0, "Chaoslace")
    s.pool(0, "{1}{G}{R}")
    g = s.start()
    cast(g, bears)
    spell = g.state.stack[-1].oid
    cast(g, lace, targets=[spell])
    assert g.state.stack[-1].oid != spell
    resolve_stack(g)  # the Lace only
    assert g.state.stack and g.state.stack[-1].oid == spell
    assert colors_of(g.state, obj(g, spell)) == frozenset({"R"})  # the spell is red now (CR 105.3)
