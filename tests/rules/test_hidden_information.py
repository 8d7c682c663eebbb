"""Hidden information stays hidden: a face-down spell or permanent is never named to the opponent,
in the view or in the events they see (CR 708.2, 708.5; 2003: 504.1, 504.4)."""

from __future__ import annotations

import json

from oldframe.rules.actions import CastWith
from oldframe.rules.state import Step
from oldframe.testing import Scenario, resolve_stack


def test_face_down_spell_and_permanent_are_not_named_to_the_opponent() -> None:
    s = Scenario()
    skin = s.hand(0, "Skinthinner")
    for _ in range(4):
        s.battlefield(0, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(skin, "morph", 0))
    assert "Skinthinner" not in json.dumps(g.view(1))
    assert "Skinthinner" in json.dumps(g.view(0))  # its controller may look at it (CR 708.5)
    resolve_stack(g)
    assert "Skinthinner" not in json.dumps(g.view(1))
    assert "Skinthinner" not in json.dumps([e.to_json() for e in g.events_for(1)])
    seen = json.dumps(g.view(1)["battlefield"])
    assert "face-down creature" in seen
