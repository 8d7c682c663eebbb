""""Choose artifact, creature, or land. Tap all untapped permanents of the chosen type target player controls, or
untap all tapped permanents of that type that player controls." (Turnabout; chosen on resolution, CR 608.2d)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseType
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, player, resolve_stack


def test_turnabout_compiles_fully_and_renders_its_oracle_line() -> None:
    record = load_pool().get("Turnabout")
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


@pytest.mark.parametrize("way", ["tap", "untap"])
def test_turnabout_taps_or_untaps_the_chosen_type_of_the_target_player(way: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    turnabout = s.hand(0, "Turnabout")
    lands = [s.battlefield(1, "Forest", tapped=(way == "untap")) for _ in range(2)]
    bears = s.battlefield(1, "Grizzly Bears", tapped=(way == "untap"))
    mine = s.battlefield(0, "Forest", tapped=(way == "untap"))
    s.pool(0, "{2}{U}{U}")
    g = s.start()
    cast(g, turnabout, [player(1)])
    resolve_stack(g)
    g.apply(ChooseType("land"))
    g.apply(ChooseType(way))
    tapped = way == "tap"
    assert all(g.state.objects[o].tapped == tapped for o in lands)
    assert g.state.objects[bears].tapped != tapped and g.state.objects[mine].tapped != tapped  # not chosen
