"""Layer dependencies (CR 613.8a) and effects that never start (CR 613.6): an effect that removes a
permanent's abilities applies before that permanent's own static effects, whatever the timestamps,
so those effects don't exist. Glorious Anthem, an enchantment, keeps working."""

from __future__ import annotations

import pytest

from oldframe.rules.characteristics import has_keyword, power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, resolve_stack

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


@ALL
def test_goblin_king_under_an_older_humility_pumps_nothing(rules: str) -> None:
    s = Scenario(rules)
    s.battlefield(1, "Humility")  # older than the King: timestamps alone would let the King pump
    king = s.battlefield(0, "Goblin King")
    goblin = s.battlefield(0, "Raging Goblin")
    s.battlefield(0, "Glorious Anthem")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    o = obj(g, goblin)
    # Humility makes it 1/1 with no abilities (layers 6, 7b); the King's +1/+1 and mountainwalk
    # never start; the Anthem (not a creature, keeps its ability) still adds +1/+1 in layer 7c.
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2)
    assert not has_keyword(g.state, o, "mountainwalk")
    assert (power(g.state, obj(g, king)), toughness(g.state, obj(g, king))) == (2, 2)


@ALL
def test_humble_on_goblin_king_switches_its_lord_effect_off(rules: str) -> None:
    s = Scenario(rules)
    king = s.battlefield(0, "Goblin King")
    goblin = s.battlefield(0, "Raging Goblin")
    humble = s.hand(1, "Humble")
    s.lands(1, "Plains", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    assert power(g.state, obj(g, goblin)) == 2 and has_keyword(g.state, obj(g, goblin), "mountainwalk")
    cast(g, humble, targets=[king])
    resolve_stack(g)
    o = obj(g, goblin)
    assert power(g.state, o) == 1 and not has_keyword(g.state, o, "mountainwalk")
    assert (power(g.state, obj(g, king)), toughness(g.state, obj(g, king))) == (0, 1)
