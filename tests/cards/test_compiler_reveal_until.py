"""Revealing until a card of a kind turns up (compiler/reveal_until.py, rules/atoms/reveal_until.py;
CR 701.16a): Hermit Druid's basic land to the hand, the rest to the graveyard — the whole library when
there is none."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, resolve_stack


@pytest.mark.parametrize("name", ["Hermit Druid", "Sacred Guide"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_hermit_druid_finds_the_first_basic_land_and_mills_the_rest() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    druid = s.battlefield(0, "Hermit Druid")
    s.library(0, ["Tundra", "Grizzly Bears", "Forest", "Island"])  # listed top first
    s.pool(0, "{G}")
    g = s.start()
    activate(g, druid, 0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Forest"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Tundra"]
    assert names(g, Zone.LIBRARY, 0) == ["Island"]


def test_hermit_druid_without_a_basic_land_reveals_the_whole_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    druid = s.battlefield(0, "Hermit Druid")
    s.library(0, ["Tundra", "Grizzly Bears"])
    s.pool(0, "{G}")
    g = s.start()
    activate(g, druid, 0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == [] and names(g, Zone.LIBRARY, 0) == []
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Tundra"]
