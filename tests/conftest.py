"""Shared fixtures: the benchmark decks as deck lists the engine accepts."""

from __future__ import annotations

from importlib import resources

import pytest

from oldframe.cards.decks import Deck, parse_deck


def builtin_deck(name: str) -> Deck:
    text = resources.files("oldframe.play").joinpath("decks", name).read_text(encoding="utf-8")
    return parse_deck(text, name)


@pytest.fixture(scope="session")
def deck_a() -> Deck:
    return builtin_deck("red_green.txt")


@pytest.fixture(scope="session")
def deck_b() -> Deck:
    return builtin_deck("blue_black_white.txt")
