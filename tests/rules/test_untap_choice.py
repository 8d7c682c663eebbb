""""You may choose not to untap CARDNAME during your untap step" (CR 502.3; 2003: 302.1): a
decision in the untap step, made before anything untaps; tap-and-hold effects last while it stays
tapped (CR 611.2b; 2003: 418.3d)."""

from __future__ import annotations

import pytest

from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.characteristics import toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, obj, pass_until, resolve_stack

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


@ALL
@pytest.mark.parametrize("untap", [False, True])
def test_endoskeleton_may_stay_tapped_and_keep_its_bonus(rules: str, untap: bool) -> None:
    s = Scenario(rules)
    skeleton = s.battlefield(0, "Endoskeleton")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skeleton, 0, targets=[bears])
    resolve_stack(g)
    assert toughness(g.state, obj(g, bears)) == 5
    pass_until(g, Step.MAIN1, active=1)
    while g.pending is not None and g.pending.kind != "may_untap":
        g.apply(g.legal_actions()[0])  # everyone passes (or declines) until P1's next untap step
    assert g.pending is not None and g.pending.player == 0 and g.state.active == 0
    assert g.legal_actions() == [ChooseYesNo(True), ChooseYesNo(False)]
    g.apply(ChooseYesNo(untap))
    assert obj(g, skeleton).tapped is (not untap)
    assert not any(obj(g, o).tapped for o in g.state.battlefield if obj(g, o).name == "Plains")
    assert toughness(g.state, obj(g, bears)) == (2 if untap else 5)
