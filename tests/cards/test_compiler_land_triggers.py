"""Triggers on playing a land (compiler/land_triggers.py; CR 305.1, 2003: 212.6a): "When you play
another land, sacrifice CARDNAME." (City of Traitors) — its controller's land, not itself, not an
opponent's — beside "Whenever an opponent plays a land" (Dirtcowl Wurm)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, ids, pass_until, play_land, resolve_stack


def test_city_of_traitors_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("City of Traitors")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        assert line.rendered == line.line


def test_city_of_traitors_is_sacrificed_when_you_play_another_land() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    city = s.hand(0, "City of Traitors")
    forest = s.hand(0, "Forest")
    mountain = s.hand(1, "Mountain")
    s.library(0, ["Island", "Island", "Island"])
    s.library(1, ["Island", "Island", "Island"])
    g = s.start()
    play_land(g, city)  # playing itself doesn't trigger it
    assert not g.state.stack
    (in_play,) = ids(g, "City of Traitors")
    pass_until(g, Step.MAIN1, active=1)
    play_land(g, mountain)  # an opponent's land doesn't either
    assert not g.state.stack and in_play in g.state.battlefield
    pass_until(g, Step.MAIN1, active=0)
    play_land(g, forest)
    resolve_stack(g)
    assert in_play not in g.state.battlefield and ids(g, "City of Traitors", Zone.GRAVEYARD, owner=0)


def test_dirtcowl_wurm_grows_when_an_opponent_plays_a_land_not_its_controller() -> None:
    rec = load_pool().get("Dirtcowl Wurm")
    assert rec is not None and compile_card(rec).status == "full"
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wurm = s.battlefield(0, "Dirtcowl Wurm")
    forest = s.hand(0, "Forest")
    mountain = s.hand(1, "Mountain")
    s.library(0, ["Island", "Island", "Island"])
    s.library(1, ["Island", "Island", "Island"])
    g = s.start()
    play_land(g, forest)
    assert not g.state.stack
    pass_until(g, Step.MAIN1, active=1)
    play_land(g, mountain)
    resolve_stack(g)
    assert (g.state.objects[wurm].counters or {}).get("+1/+1") == 1
