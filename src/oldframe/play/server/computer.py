"""The computer player of a table, chosen by a level name.

:func:`computer_player` is the one place that turns a level name into a player: when stronger agents
land (search with named levels), point this function at them. A player is a function of a private
copy of the game and the seat it plays; it sees only ``game.view(seat)`` and the legal actions.
Each decision gets a generator seeded from the game's seed and action count, so the computer's
moves do not depend on which server process computed them or whether the server restarted.
"""

from __future__ import annotations

from collections.abc import Callable

from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.random_agent import RandomAgent
from oldframe.game import Game
from oldframe.rules.actions import Action

ComputerPlayer = Callable[[Game, int], Action]

LEVELS: tuple[str, ...] = ("greedy", "random")
DEFAULT_LEVEL = "greedy"  # the strongest agent the project has today


class UnknownLevelError(ValueError):
    pass


def computer_player(level: str) -> ComputerPlayer:
    """The player for ``level``; :class:`UnknownLevelError` lists the levels there are."""
    if level == "greedy":
        def greedy(game: Game, seat: int) -> Action:
            agent = GreedyAgent(_seed(game))
            return agent.choose(game.view(seat), game.legal_actions())
        return greedy
    if level == "random":
        def rand(game: Game, seat: int) -> Action:
            return RandomAgent(_seed(game)).choose(game.view(seat), game.legal_actions())
        return rand
    raise UnknownLevelError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")


def _seed(game: Game) -> int:
    return (game.seed * 1_000_003 + len(game.actions)) % (2**63)
