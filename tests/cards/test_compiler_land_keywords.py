""""All lands gain shroud until end of turn." (compiler/land_keywords.py; Skyshroud Blessing): every land on the
battlefield as it resolves, whoever controls it, until end of turn; not the creatures (CR 611.2c, 702.18a)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_until, resolve_stack


def test_skyshroud_blessing_compiles_and_renders_back() -> None:
    renders_back("Skyshroud Blessing")


def test_skyshroud_blessing_gives_every_land_shroud_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    blessing = s.hand(0, "Skyshroud Blessing")
    mine, theirs = s.battlefield(0, "Forest"), s.battlefield(1, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, ["Forest"] * 3)
    s.library(1, ["Island"] * 3)
    s.pool(0, "{1}{G}")
    g = s.start()
    cast(g, blessing)
    resolve_stack(g)
    assert has_keyword(g.state, g.state.objects[mine], "shroud")
    assert has_keyword(g.state, g.state.objects[theirs], "shroud")
    assert not has_keyword(g.state, g.state.objects[bears], "shroud")
    assert len(g.state.players[0].hand) == 1  # "Draw a card."
    pass_until(g, Step.UPKEEP, active=1)
    assert not has_keyword(g.state, g.state.objects[mine], "shroud")
