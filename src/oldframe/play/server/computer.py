"""The computer player of a table, chosen by a level name.

:func:`computer_player` is the one place that turns a level name into a player: the levels are
:mod:`oldframe.agents.levels`' (``hard`` is the search agent). A player is a function of a private
copy of the game and the seat it plays; it sees only ``game.view(seat)`` and the legal actions.
Each decision gets a generator seeded from the game's seed and action count, so the computer's
moves do not depend on which server process computed them or whether the server restarted.
"""

from __future__ import annotations

from collections.abc import Callable

from oldframe.agents.levels import ALIASES, make_agent
from oldframe.agents.levels import LEVELS as AGENT_LEVELS
from oldframe.game import Game
from oldframe.rules.actions import Action

ComputerPlayer = Callable[[Game, int], Action]

LEVELS: tuple[str, ...] = (*AGENT_LEVELS, *ALIASES)
DEFAULT_LEVEL = "hard"  # the strongest agent the project has (oldframe.agents.levels)


class UnknownLevelError(ValueError):
    pass


def computer_player(level: str) -> ComputerPlayer:
    """The player for ``level``; :class:`UnknownLevelError` lists the levels there are."""
    if level not in LEVELS:
        raise UnknownLevelError(f"unknown computer level {level!r}; choose one of {', '.join(LEVELS)}")

    def play(game: Game, seat: int) -> Action:
        return make_agent(level, seat, _seed(game)).decide(game, seat)

    return play


def _seed(game: Game) -> int:
    return (game.seed * 1_000_003 + len(game.actions)) % (2**63)
