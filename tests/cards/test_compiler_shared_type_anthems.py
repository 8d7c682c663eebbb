""""Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type
with it." (compiler/shared_type_anthems.py, rules/atoms/shared_type_anthems.py; Coat of Arms) — counted per
creature, whoever controls the others, continuously (CR 611.3a, 613.4c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, resolve_stack


def test_coat_of_arms_compiles_and_renders_back() -> None:
    renders_back("Coat of Arms")


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = g.state.objects[oid]
    return power(g.state, o), toughness(g.state, o)


def test_coat_of_arms_counts_other_creatures_sharing_a_type() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Coat of Arms")
    raider = s.battlefield(0, "Goblin Raider")  # 2/2 Goblin
    raging = s.battlefield(1, "Raging Goblin")  # 1/1 Goblin Berserker: the opponent's counts too
    bears = s.battlefield(0, "Grizzly Bears")  # 2/2 Bear: shares nothing
    shock = s.hand(0, "Shock")
    s.pool(0, "{R}")
    g = s.start()
    assert _pt(g, raider) == (3, 3) and _pt(g, raging) == (2, 2) and _pt(g, bears) == (2, 2)
    cast(g, shock, [raging])
    resolve_stack(g)
    assert _pt(g, raider) == (2, 2)  # no other Goblin left
