"""PLACEHOLDER (server helper): the terminal helper owns this module; the lead keeps their version.

Only the agreed interface is here, with a minimal behaviour so the play server can auto-pass:
``StopMode``, ``AutoPass``, ``needs_person`` and ``mana_burn_if_pass``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from oldframe.game import Game
from oldframe.rules.actions import PassPriority
from oldframe.rules.state import Step


class StopMode(Enum):
    STOPS = "stops"
    UNTIL_SOMETHING_HAPPENS = "until_something_happens"
    END_OF_TURN = "end_of_turn"


@dataclass(frozen=True)
class AutoPass:
    """Where a seat wants to be asked: ``(it is my turn, step)`` pairs, and a mode."""

    stops: frozenset[tuple[bool, Step]]
    mode: StopMode


def mana_burn_if_pass(game: Game, seat: int) -> int:
    """Mana the seat would burn if the step ended now (2003 300.4): what floats in its pool."""
    view = game.view(seat)
    return int(sum(view["players"][seat]["mana_pool"]))


def needs_person(game: Game, seat: int, settings: AutoPass) -> bool:
    """False when passing priority is the automatic answer for ``seat`` now."""
    pending = game.pending
    if pending is None or pending.player != seat or pending.kind != "priority":
        return pending is not None and pending.player == seat
    legal = game.legal_actions()
    if legal == [PassPriority()]:
        return False
    if mana_burn_if_pass(game, seat) > 0:
        return True
    view = game.view(seat)
    mine = view["active_player"] == seat
    if settings.mode is StopMode.END_OF_TURN:
        return False if mine else view["step"] == "end_of_turn"
    if view["stack"]:  # stop to answer an opponent's spell or ability; one's own just resolves
        return bool(view["stack"][-1]["controller"] != seat)
    if settings.mode is StopMode.UNTIL_SOMETHING_HAPPENS:
        return False
    return (mine, Step[view["step"].upper()]) in settings.stops
