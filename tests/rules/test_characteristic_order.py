"""Setting and modifying P/T effects: the 2003 order (``CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS``,
``scourge2003``; 2003 418.5e, digest §10 after seed 004's Sorceress Queen example) applies them purely by
timestamp, so a later setting effect wipes an earlier pump; today's layers (CR 613.4b-c) always apply
the setting effect (7b) before the pump (7c)."""

from __future__ import annotations

import pytest

from oldframe import Game
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, resolve_stack


def _bears_with(rules: str, first: str, second: str) -> tuple[Game, int]:
    """P2 casts ``first`` then ``second`` (each resolving) on P1's Grizzly Bears."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    spells = s.hand(1, [first, second])
    s.lands(1, "Forest", 1)
    s.lands(1, "Plains", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    for spell in spells:
        cast(g, spell, targets=[bears])
        resolve_stack(g)
    return g, bears


@pytest.mark.parametrize(("rules", "expected"), [("scourge2003", (0, 1)), ("oldframe", (3, 4)), ("modern", (3, 4))])
def test_a_later_setting_effect_overrides_an_earlier_pump_only_in_2003(rules: str, expected: tuple[int, int]) -> None:
    g, bears = _bears_with(rules, "Giant Growth", "Humble")
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == expected


@pytest.mark.parametrize("rules", ["scourge2003", "oldframe", "modern"])
def test_a_pump_after_a_setting_effect_adds_to_it_under_every_order(rules: str) -> None:
    g, bears = _bears_with(rules, "Humble", "Giant Growth")
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (3, 4)
