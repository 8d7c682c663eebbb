"""Keywords for each player's basic lands while that player controls few lands (compiler/basic_land_grants.py,
rules/atoms/basic_land_grants.py): "Basic lands each player controls have shroud as long as that player controls
three or fewer lands." (Sheltering Prayers) — read per player, continuously (CR 611.3, 613.1f, 702.18a)."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.game import IllegalActionError
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, play_land


def test_sheltering_prayers_compiles_and_renders_back() -> None:
    renders_back("Sheltering Prayers")


def test_only_the_basic_lands_of_a_player_with_three_or_fewer_lands_have_shroud() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Sheltering Prayers")
    few = [s.battlefield(0, "Forest"), s.battlefield(0, "Mountain")]
    mishra = s.battlefield(0, "Mishra's Factory")  # a nonbasic land: counted, never shrouded
    many = [s.battlefield(1, "Plains") for _ in range(4)]
    extra = s.hand(0, "Forest")
    g = s.start()
    assert all(has_keyword(g.state, g.state.objects[o], "shroud") for o in few)
    assert not has_keyword(g.state, g.state.objects[mishra], "shroud")
    assert not any(has_keyword(g.state, g.state.objects[o], "shroud") for o in many)
    play_land(g, extra)  # four lands now
    assert not any(has_keyword(g.state, g.state.objects[o], "shroud") for o in few)


def test_a_shrouded_land_cant_be_targeted() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(1, "Sheltering Prayers")
    forest = s.battlefield(0, "Forest")
    stone_rain = s.hand(1, "Stone Rain")
    s.pool(1, "{2}{R}")
    g = s.start()
    with pytest.raises(IllegalActionError):
        cast(g, stone_rain, [forest])
    assert names(g, Zone.BATTLEFIELD, 0) == ["Forest"]

