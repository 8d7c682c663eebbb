"""Landcycling (CR 702.29e; 2003: 502.18c), compiler/landcycling.py: "Mountaincycling {2}" is
"{2}, Discard this card: Search your library for a Mountain card, reveal it, put it into your hand,
then shuffle" — from the hand; the search may find nothing (CR 701.19b)."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, ids, names, resolve_stack


def test_landcycling_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Chartooth Cougar", "Twisted Abomination", "Elvish Aberration", "Noble Templar", "Eternal Dragon"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


@pytest.mark.parametrize("name, land, other", [("Chartooth Cougar", "Mountain", "Swamp"),
                                               ("Twisted Abomination", "Swamp", "Mountain")])
def test_landcycling_finds_a_land_of_its_type(name: str, land: str, other: str) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    card = s.hand(0, name)
    s.library(0, [other, land, other])
    s.pool(0, "{2}")
    g = s.start()
    index = next(i for i, ab in enumerate(g.state.objects[card].card.behaviour.activated) if ab.zone == "hand")
    g.apply(ActivateAbility(card, index))
    assert names(g, Zone.GRAVEYARD, 0) == [name]  # discarded as the cost
    resolve_stack(g)
    assert set(g.state.decision.data["options"]) == set(ids(g, land, Zone.LIBRARY, 0))  # type: ignore[union-attr]
    choose(g, ids(g, land, Zone.LIBRARY, 0)[0])
    assert names(g, Zone.HAND, 0) == [land] and names(g, Zone.LIBRARY, 0) == [other, other]


def test_a_landcycling_search_may_find_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cougar = s.hand(0, "Chartooth Cougar")
    s.library(0, ["Mountain"])
    s.pool(0, "{2}")
    g = s.start()
    index = next(i for i, ab in enumerate(g.state.objects[cougar].card.behaviour.activated) if ab.zone == "hand")
    g.apply(ActivateAbility(cougar, index))
    resolve_stack(g)
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.HAND, 0) == [] and names(g, Zone.LIBRARY, 0) == ["Mountain"]
