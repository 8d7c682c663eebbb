"""Shared fixtures: the benchmark decks as deck lists the engine accepts."""

from __future__ import annotations

import pytest

from oldframe.cards.decks import Deck
from oldframe.play.selfplay_cmd import builtin_deck


@pytest.fixture(scope="session")
def deck_a() -> Deck:
    return builtin_deck("red_green.txt")


@pytest.fixture(scope="session")
def deck_b() -> Deck:
    return builtin_deck("blue_black_white.txt")
