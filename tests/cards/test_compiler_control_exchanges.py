"""Exchange control of two targets (compiler/control_exchanges.py, rules/atoms/control_exchanges.py): "Exchange
control of target land you control and target land an opponent controls." (Political Trickery), Chromeshell Crab's
"you may exchange control of target creature you control and target creature an opponent controls." — only if both
are still there (CR 701.10)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, resolve_stack


def test_control_exchanges_compile_and_render_back() -> None:
    renders_back("Political Trickery", "Chromeshell Crab")


def test_political_trickery_swaps_two_lands() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    trickery = s.hand(0, "Political Trickery")
    mine, theirs = s.battlefield(0, "Island"), s.battlefield(1, "Volcanic Island")
    s.pool(0, "{2}{U}")
    g = s.start()
    cast(g, trickery, [mine, theirs])
    resolve_stack(g)
    assert g.state.objects[mine].controller == 1 and g.state.objects[theirs].controller == 0


def test_political_trickery_does_nothing_if_a_target_is_gone() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    trickery = s.hand(0, "Political Trickery")
    mine, theirs = s.battlefield(0, "Island"), s.battlefield(1, "Mountain")
    boomerang = s.hand(1, "Boomerang")
    s.pool(0, "{2}{U}")
    s.pool(1, "{U}{U}")
    g = s.start()
    cast(g, trickery, [mine, theirs])
    g.apply(PassPriority())
    cast(g, boomerang, [theirs])  # the Mountain goes back to its owner's hand
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.objects[mine].controller == 0
