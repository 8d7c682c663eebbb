"""What every player outside the rules core offers: ``decide(game, seat)``.

Rule-of-thumb agents only need what ``seat`` sees (``game.view(seat)``) and the legal actions;
search agents also need :meth:`oldframe.Game.determinize`, which deals the cards ``seat`` cannot
see again at random. Neither reads the real hidden state. One protocol for both lets the CLI, the
arena and the play server hold any agent the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from oldframe.rules.actions import Action

if TYPE_CHECKING:
    from oldframe.game import Game


class Agent(Protocol):
    name: str

    def decide(self, game: Game, seat: int) -> Action: ...


class ViewPlayer(Protocol):
    name: str

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action: ...


class ViewAgent:
    """An agent that decides from the view and the legal actions alone (random, greedy)."""

    def __init__(self, player: ViewPlayer) -> None:
        self.player = player
        self.name = player.name

    def decide(self, game: Game, seat: int) -> Action:
        return self.player.choose(game.view(seat), game.legal_actions())
