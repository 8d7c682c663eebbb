""""When CARDNAME enters the battlefield, tap all lands you control." (CR 701.21a): Silt Crawler in a
real game."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, obj, resolve_stack


def test_silt_crawler_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get("Silt Crawler"))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def test_silt_crawler_taps_your_lands_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    crawler = s.hand(0, "Silt Crawler")
    forests = s.lands(0, "Forest", 2)
    theirs = s.battlefield(1, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}{G}")
    g = s.start()
    cast(g, crawler)
    resolve_stack(g)
    resolve_stack(g)  # the enters ability
    assert all(obj(g, f).tapped for f in forests)
    assert not obj(g, theirs).tapped and not obj(g, bears).tapped
