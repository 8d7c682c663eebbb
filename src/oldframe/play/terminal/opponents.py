"""The computer opponent of the terminal client, by level name (:mod:`oldframe.agents.levels`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from oldframe.agents.levels import ALIASES, LEVELS, make_agent
from oldframe.rules.actions import Action

if TYPE_CHECKING:
    from oldframe.game import Game

Opponent = Callable[["Game"], Action]


def known_levels() -> tuple[str, ...]:
    return (*LEVELS, *ALIASES)


def computer_opponent(level: str, seat: int, seed: int) -> Opponent:
    """The computer player for ``level``, playing ``seat``, seeded from the game's seed: a function
    from the game to its next action (it sees only ``game.view(seat)`` or worlds dealt from it).
    Unknown levels raise ValueError naming the known ones."""
    agent = make_agent(level, seat, seed)

    def decide(game: Game) -> Action:
        action: Action = agent.decide(game, seat)
        return action

    return decide
