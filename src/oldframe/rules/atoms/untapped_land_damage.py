"""Damage by untapped lands at each player's end step: "At the beginning of each player's end step, Citadel of
Pain deals X damage to that player, where X is the number of untapped lands they control." (Citadel of Pain) —
the lands counted as it resolves (CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.upkeep_players import DamageEqualToCount
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.state import GameState, StackItem

#: ``Count.what`` ("effects.COUNTS"): the untapped lands the event's player controls.
THEIR_UNTAPPED_LANDS = "their_untapped_lands"


def their_untapped_lands(state: GameState, item: StackItem, _arg: str) -> int:
    """``effects.COUNTS[THEIR_UNTAPPED_LANDS]``."""
    who = item.event.get("player")
    if who is None:
        return 0
    return sum(1 for o in state.battlefield if state.objects[o].controller == int(who) and not state.objects[o].tapped
               and is_type(state, state.objects[o], "land"))


@dataclass(frozen=True, slots=True)
class DamageByUntappedLands(DamageEqualToCount):
    """The damage, worded "X damage …, where X is the number of untapped lands they control"."""


executes(DamageByUntappedLands)(EXECUTORS[DamageEqualToCount])
