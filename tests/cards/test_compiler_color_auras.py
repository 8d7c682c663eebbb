"""Auras that set a color (compiler/color_auras.py, rules/atoms/color_auras.py): "Enchanted creature gets
+3/+1 and is black." (Sinister Strength), "… gets +3/-1 and is black." (Grave Servitude) — the color in
layer 5 replaces the creature's own, the P/T in layer 7c (CR 613.1e, 613.4c; 2003: 418.5b)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.characteristics import colors_of, has_keyword, power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_color_auras_compile_and_render_back() -> None:
    renders_back("Sinister Strength", "Grave Servitude")


def test_sinister_strength_cast_on_a_white_creature_makes_it_a_black_5_2() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, "Sinister Strength")
    lions = s.battlefield(0, "Savannah Lions")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, aura, [lions])
    resolve_stack(g)
    o = g.state.objects[lions]
    assert colors_of(g.state, o) == frozenset({"B"})
    assert (power(g.state, o), toughness(g.state, o)) == (5, 2)


def test_grave_servitude_minus_one_toughness_kills_a_one_toughness_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, "Grave Servitude")
    lions = s.battlefield(1, "Savannah Lions")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, aura, [bears])
    resolve_stack(g)
    o = g.state.objects[bears]
    assert colors_of(g.state, o) == frozenset({"B"}) and (power(g.state, o), toughness(g.state, o)) == (5, 1)
    assert names(g, Zone.BATTLEFIELD, 1) == ["Savannah Lions"]
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    aura = s.hand(0, "Grave Servitude")
    lions = s.battlefield(1, "Savannah Lions")
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, aura, [lions])
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 1) == [] and "Savannah Lions" in names(g, Zone.GRAVEYARD, 1)


def test_thran_lens_makes_every_permanent_colorless() -> None:
    renders_back("Thran Lens")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Thran Lens")
    kavu = s.battlefield(0, "Kavu Runner", sick=True)
    lions = s.battlefield(1, "Savannah Lions")
    skeletons = s.battlefield(1, "Drudge Skeletons")
    terror = s.hand(0, "Terror")  # "nonartifact, nonblack creature"
    s.pool(0, "{1}{B}")
    g = s.start()
    assert colors_of(g.state, g.state.objects[lions]) == frozenset()
    assert has_keyword(g.state, g.state.objects[kavu], "haste")  # no white creature now (rules.atoms.unopposed)
    cast(g, terror, [skeletons])  # no longer black: a legal target
    resolve_stack(g)
    assert "Drudge Skeletons" in names(g, Zone.GRAVEYARD, 1)
