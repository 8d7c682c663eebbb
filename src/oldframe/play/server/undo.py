"""Undo: how far back a seat may take the game, and who must agree (docs/protocol.md, "Undo").

A game is its setup plus its accepted actions, so undoing is truncating the action list and replaying
what is left. A seat undoes to its own **previous decision**: the newest action it answered itself
(``source`` ``player``; what auto-pass or the computer answered goes with it), so that decision is
asked again. Against the computer this is free; against people every other person at the table must
accept the request first, and nothing changes until they all have.

**Hidden information.** An undo never crosses an action that showed the requesting seat something it
could not see before, or that drew on the game's random generator:

* a card drawn by that seat, a card moved out of a library or another player's hand where the seat
  saw it, a card revealed, a hand or library looked at by that seat, a face-down creature turned up;
* any shuffle, coin flip or random choice (the generator's state moved): replaying the same actions
  gives the same results, but different ones after an undo would deal new random results, and the
  first ones were seen.

So "undo the attack that ran into a trick" works, and "undo the draw step to keep the land on top"
does not. :class:`UndoBook` keeps, per seat, the last action that was such a barrier, and who
answered each action, as actions are applied (a few comparisons per action; nothing when nobody
asks for an undo but that bookkeeping).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from oldframe.rules.events import Drew, HandLooked, LibraryLooked, Moved, Revealed, TurnedFaceUp
from oldframe.rules.state import Zone

if TYPE_CHECKING:
    from oldframe.game import Game

_LIBRARY = int(Zone.LIBRARY)
_HAND = int(Zone.HAND)
#: the only events that may show a hidden card (most actions make none: a pass, a step beginning)
_REVEALING = (Drew, Moved, Revealed, TurnedFaceUp, HandLooked, LibraryLooked)


def revealed_to(game: Game, seat: int, log_start: int) -> bool:
    """Whether the events from ``log_start`` on showed ``seat`` a hidden card (see the module)."""
    for e in game.events_for(seat, log_start):
        if isinstance(e, Drew) and e.player == seat:
            return True
        if isinstance(e, Moved) and e.name and (
                e.from_zone == _LIBRARY or (e.from_zone == _HAND and e.owner != seat)):
            return True
        if isinstance(e, Revealed | TurnedFaceUp):
            return True
        if isinstance(e, HandLooked) and e.player == seat and e.names is not None:
            return True
        if isinstance(e, LibraryLooked) and e.player == seat and e.names is not None:
            return True
    return False


@dataclass
class UndoBook:
    """Who answered each action and, per seat, the newest action that is a barrier to undoing."""

    seats: int
    answered_by: list[tuple[int, str]] = field(default_factory=list)  # (seat, source) by action index
    barrier: list[int] = field(default_factory=list)  # per seat: newest action index an undo can't cross

    def __post_init__(self) -> None:
        self.barrier = [-1] * self.seats

    def record(self, game: Game, seat: int, source: str, log_start: int, rng_before: int) -> None:
        """Note the action just applied (``game`` is after it; ``log_start`` the log length before)."""
        index = len(self.answered_by)
        self.answered_by.append((seat, source))
        random = game.state.rng.state != rng_before
        if not random and not any(isinstance(e, _REVEALING) for e in game.log[log_start:]):
            return
        for s in range(self.seats):
            if random or revealed_to(game, s, log_start):
                self.barrier[s] = index

    def target(self, seat: int) -> tuple[int | None, str]:
        """The action count ``seat`` may undo to (its newest own decision), or None and why not."""
        for index in range(len(self.answered_by) - 1, -1, -1):
            if index <= self.barrier[seat]:
                return None, ("undo can't go back past a card you saw or a random result (a draw, a "
                              "shuffle, a reveal)")
            who, source = self.answered_by[index]
            if who == seat and source == "player":
                return index, ""
        return None, "you have made no decision to undo"


@dataclass
class UndoRequest:
    """A request waiting for the other people's consent; void once the game moves on."""

    by: int
    to: int
    at: int  # the action count when it was made
    waiting: set[int]

    def to_json(self) -> dict[str, object]:
        """What clients are shown."""
        return {"by": self.by, "to": self.to, "waiting": sorted(self.waiting)}

    def stored(self) -> dict[str, object]:
        """What the store keeps (``play_tables.undo_request``), so every process shows the same one."""
        return {**self.to_json(), "at": self.at}

    @staticmethod
    def from_stored(data: dict[str, Any] | None, actions: int) -> UndoRequest | None:
        """The stored request, if there is one and the game has not moved on since it was made."""
        if not data or "by" not in data or data.get("at") != actions:
            return None
        return UndoRequest(int(data["by"]), int(data["to"]), actions, {int(s) for s in data["waiting"]})
