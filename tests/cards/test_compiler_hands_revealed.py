"""Hands played revealed (compiler/hands_revealed.py, rules/atoms/hands_revealed.py): "Players play with their
hands revealed." (Revelation, Wandering Eye), "Your opponents play with their hands revealed." (Telepathy)
— the hands named are public (CR 400.2; 2003: 217.1): every player's view shows them, and a search of
possible worlds keeps them as they are (rules/determinize.py). Played through the public API."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.rules.determinize import resample_hidden
from oldframe.rules.rng import Rng
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, resolve_stack


@pytest.mark.parametrize("name", ["Revelation", "Wandering Eye", "Telepathy"])
def test_cards_compile_and_render_back(name: str) -> None:
    renders_back(name)


def _hand_names(view: dict[str, object], player: int) -> list[str] | None:
    entry = view["players"][player]  # type: ignore[index]
    return None if "hand" not in entry else sorted(c["name"] for c in entry["hand"])


def test_telepathy_reveals_the_opponents_hand_not_its_controllers() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    telepathy = s.hand(0, "Telepathy")
    s.hand(0, "Shock")
    s.hand(1, "Counterspell")
    s.hand(1, "Giant Growth")
    s.pool(0, "{U}")
    g = s.start()
    assert _hand_names(g.view(0), 1) is None  # hidden before
    cast(g, telepathy)
    resolve_stack(g)
    assert _hand_names(g.view(0), 1) == ["Counterspell", "Giant Growth"]
    assert _hand_names(g.view(1), 1) == ["Counterspell", "Giant Growth"]
    assert _hand_names(g.view(1), 0) is None  # its controller's own hand stays hidden


def test_revelation_reveals_every_hand_and_a_resampled_world_keeps_them() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(1, "Revelation")
    s.hand(0, "Shock")
    s.hand(1, "Counterspell")
    s.library(1, ["Island"] * 5)
    s.library(0, ["Mountain"] * 5)
    g = s.start()
    assert _hand_names(g.view(1), 0) == ["Shock"]
    assert _hand_names(g.view(0), 1) == ["Counterspell"]
    world = resample_hidden(g.state, 0, Rng(7))
    assert [world.objects[o].card.name for o in world.players[1].hand] == ["Counterspell"]


def test_without_a_revealer_a_resampled_hand_may_differ() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.hand(1, "Counterspell")
    s.library(1, ["Island"] * 20)
    s.library(0, ["Mountain"] * 5)
    g = s.start()
    assert _hand_names(g.view(0), 1) is None
    names = {world.objects[world.players[1].hand[0]].card.name
             for world in (resample_hidden(g.state, 0, Rng(i)) for i in range(8))}
    assert "Island" in names  # hidden: dealt again from the pool
