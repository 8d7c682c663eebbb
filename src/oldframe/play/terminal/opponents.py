"""The computer opponent, chosen by a level name in one place (:func:`computer_opponent`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.random_agent import RandomAgent
from oldframe.rules.actions import Action

if TYPE_CHECKING:
    from oldframe.game import Game

Opponent = Callable[["Game"], Action]
#: levels this module knows by itself; ``oldframe.agents.levels`` (the search agent) adds more.
BUILTIN_LEVELS = {"random": RandomAgent, "easy": GreedyAgent, "greedy": GreedyAgent}


def known_levels() -> tuple[str, ...]:
    levels = _levels_module()
    if levels is not None:
        return (*getattr(levels, "LEVELS", ()), "greedy")
    return tuple(BUILTIN_LEVELS)


def _levels_module() -> Any:
    try:
        return importlib.import_module("oldframe.agents.levels")
    except ImportError:
        return None


def computer_opponent(level: str, seat: int, seed: int) -> Opponent:
    """The computer player for ``level``, playing ``seat``, seeded from the game's seed: a function
    from the game to its next action (it sees only ``game.view(seat)`` or a determinized copy).

    When the search agent's ``oldframe.agents.levels.make_agent`` exists it decides every level;
    otherwise ``random`` and ``easy``/``greedy`` (the rule-of-thumb player) are available.
    Unknown levels raise ValueError naming the known ones.
    """
    levels = _levels_module()
    if levels is not None and hasattr(levels, "make_agent"):
        agent = levels.make_agent(level, seat, seed)

        def decide(game: Game) -> Action:
            action: Action = agent.decide(game, seat)
            return action

        return decide
    name = level.strip().lower()
    cls = BUILTIN_LEVELS.get(name)
    if cls is None:
        raise ValueError(f"unknown computer level {level!r}; choose from {', '.join(BUILTIN_LEVELS)}")
    player = cls(seed * 2 + seat + 1)

    def choose(game: Game) -> Action:
        action: Action = player.choose(game.view(seat), game.legal_actions())
        return action

    return choose
