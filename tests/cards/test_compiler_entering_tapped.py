""""Artifacts and lands enter the battlefield tapped." (Root Maze) and "Artifacts, creatures, and lands your
opponents control enter the battlefield tapped." (Kismet): a replacement effect on how permanents of those
types enter (CR 614.1c, 614.12; 2003: 419.6b)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, ids, pass_until, play_land, resolve_stack


@pytest.mark.parametrize("name", ["Root Maze", "Kismet"])
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_root_maze_taps_every_entering_artifact_and_land_but_not_a_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Root Maze")  # an opponent's: it affects every player
    forest = s.hand(0, "Forest")
    bears, tome = s.hand(0, "Grizzly Bears"), s.hand(0, "Jayemdae Tome")
    s.pool(0, "{G}{G}{4}")
    g = s.start()
    play_land(g, forest)
    cast(g, bears)
    resolve_stack(g)
    cast(g, tome)
    resolve_stack(g)
    tapped = {n: g.state.objects[ids(g, n)[0]].tapped for n in ("Forest", "Grizzly Bears", "Jayemdae Tome")}
    assert tapped == {"Forest": True, "Grizzly Bears": False, "Jayemdae Tome": True}


def test_kismet_taps_only_the_opponents_permanents() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Kismet")
    mine, theirs = s.hand(0, "Forest"), s.hand(1, "Forest")
    s.battlefield(1, "Forest")
    s.battlefield(1, "Forest")
    bears = s.hand(1, "Grizzly Bears")
    g = s.start()
    play_land(g, mine)
    assert not any(g.state.objects[f].tapped for f in ids(g, "Forest"))  # its controller's own land
    pass_until(g, Step.MAIN1, active=1)
    play_land(g, theirs)
    assert [g.state.objects[f].controller for f in ids(g, "Forest") if g.state.objects[f].tapped] == [1]
    cast(g, bears)  # paid by the two Forests already there
    resolve_stack(g)
    assert g.state.objects[ids(g, "Grizzly Bears")[0]].tapped  # a creature too, for Kismet
