"""A group of creatures gets +X/-X until end of turn (compiler/mass_x_pumps.py, rules/atoms/mass_x_pumps.py):
"All creatures get +X/-X until end of turn." (Flowstone Slide) — X announced as it is cast, the creatures fixed
as it resolves (CR 107.3, 611.2c, 613.4c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastWith
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, pass_until, resolve_stack


def test_flowstone_slide_compiles_and_renders_back() -> None:
    renders_back("Flowstone Slide")


def test_flowstone_slide_gives_every_creature_plus_x_minus_x() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    slide = s.hand(0, "Flowstone Slide")
    wurm = s.battlefield(0, "Craw Wurm")  # 6/4
    s.battlefield(1, "Grizzly Bears")  # 2/2: dies
    s.pool(0, "{2}{2}{R}{R}")
    g = s.start()
    g.apply(CastWith(slide, "x", 2))
    resolve_stack(g)
    o = g.state.objects[wurm]
    assert (power(g.state, o), toughness(g.state, o)) == (8, 2)
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 1)
    pass_until(g, Step.UPKEEP, active=1)
    assert (power(g.state, o), toughness(g.state, o)) == (6, 4)
