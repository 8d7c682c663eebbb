"""A creature-type choice offers creature types only (CR 205.3m; 2003: 212.2a, 212.2c; issue #14: a
land that had become a creature put its land type among the choices)."""

from __future__ import annotations

import pytest

from oldframe.rules.actions import ChooseType
from oldframe.rules.characteristics import is_creature
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, choose_type, obj, resolve_stack

PRESETS = pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])


@PRESETS
def test_an_animated_forest_offers_no_forest_as_a_creature_type(rules: str) -> None:
    """Living Lands makes P1's Forest a 1/1 creature that is still a Forest; Engineered Plague's
    "choose a creature type" must not offer Forest (a land type) but offers the creatures' own types."""
    s = Scenario(rules)
    s.battlefield(0, "Living Lands")
    forest = s.battlefield(0, "Forest")
    s.battlefield(1, "Grizzly Bears")
    plague = s.hand(0, "Engineered Plague")
    s.lands(0, "Swamp", 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert is_creature(g.state, obj(g, forest))
    cast(g, plague)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "choose_creature_type"
    offered = {a.name for a in g.legal_actions() if isinstance(a, ChooseType)}
    assert "Forest" not in offered and not offered & {"Plains", "Island", "Swamp", "Mountain"}
    assert {"Bear", "Legend"} <= offered
    with pytest.raises(ValueError, match="not a creature type"):
        g.apply(ChooseType("Forest"))
    choose_type(g, "Bear")
    assert g.pending is not None and g.pending.kind == "priority"
