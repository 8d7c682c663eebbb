"""Control changes that last indefinitely (compiler/control_changes.py, rules/atoms/control_changes.py):
Donate gives a permanent you control to the target player, Sliver Overlord takes a Sliver, Jinxed Idol
goes to the target opponent (CR 613.1b; 2003: 418.5e). The new controller can't {T} it this turn
(CR 302.6; 2003: 214.7c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ActivateAbility, CastSpell, ChooseTarget
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, legal, obj, player, resolve_stack


@pytest.mark.parametrize("name", ["Donate", "Sliver Overlord", "Jinxed Idol"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_donate_gives_the_target_player_a_permanent_you_control() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    donate = s.hand(0, "Donate")
    idol = s.battlefield(0, "Jinxed Idol")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{2}{U}")
    g = s.start()
    g.apply(CastSpell(donate))
    g.apply(ChooseTarget(player(1)))
    assert ChooseTarget(("object", theirs)) not in legal(g)  # "target permanent you control"
    g.apply(ChooseTarget(("object", idol)))
    resolve_stack(g)
    assert obj(g, idol).controller == 1 and obj(g, idol).owner == 0


def test_sliver_overlord_takes_a_sliver_for_good() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    overlord = s.battlefield(0, "Sliver Overlord")
    sliver = s.battlefield(1, "Muscle Sliver")
    s.pool(0, "{3}")
    g = s.start()
    index = next(i for i, ab in enumerate(obj(g, overlord).card.behaviour.activated) if ab.targets)
    activate(g, overlord, index, [sliver])
    resolve_stack(g)
    assert obj(g, sliver).controller == 0 and obj(g, sliver).sick
    assert all(not (isinstance(a, ActivateAbility) and a.oid == sliver) for a in legal(g))


def test_jinxed_idol_goes_to_the_target_opponent() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    idol = s.battlefield(0, "Jinxed Idol")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, idol, 0, [player(1)], costs=[bears])
    resolve_stack(g)
    assert obj(g, idol).controller == 1 and bears not in g.state.battlefield
