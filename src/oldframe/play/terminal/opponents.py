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


def computer_table(level: str, seats: list[int], seed: int) -> Opponent:
    """The computer players of a free-for-all table, one agent per seat in ``seats``, all at
    ``level``: a function from the game to the next action of whichever of them must decide."""
    players = {seat: computer_opponent(level, seat, seed) for seat in seats}

    def decide(game: Game) -> Action:
        pending = game.pending
        if pending is None or pending.player not in players:
            raise ValueError(f"no computer player decides now ({pending})")
        return players[pending.player](game)

    return decide
