"""A spell's effect replaced with threshold (compiler/threshold_instead.py,
rules/atoms/threshold_instead.py): Cabal Ritual's "Add {B}{B}{B}." and "Threshold — Add {B}{B}{B}{B}{B}
instead if seven or more cards are in your graveyard.", Grizzly Fate's tokens — threshold checked as the
spell resolves (CR 702.38a; 2003: 502.23a). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_threshold_instead_cards_compile_and_render_back() -> None:
    renders_back("Cabal Ritual", "Grizzly Fate")


def _ritual(graveyard: int) -> list[int]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ritual = s.hand(0, "Cabal Ritual")
    s.graveyard(0, ["Swamp"] * graveyard)
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)
    return list(g.state.players[0].pool)


def test_cabal_ritual_adds_three_black_without_threshold() -> None:
    assert _ritual(6) == [0, 0, 3, 0, 0, 0]


def test_cabal_ritual_adds_five_black_with_threshold_instead() -> None:
    assert _ritual(7) == [0, 0, 5, 0, 0, 0]  # instead: not three plus five


def test_grizzly_fate_creates_four_bears_with_threshold() -> None:
    for yard, bears in ((0, 2), (7, 4)):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        fate = s.hand(0, "Grizzly Fate")
        s.graveyard(0, ["Forest"] * yard)
        s.pool(0, "{3}{G}{G}")
        g = s.start()
        cast(g, fate)
        resolve_stack(g)
        assert len(names(g, Zone.BATTLEFIELD, 0)) == bears
