"""An intervening-if on how many creatures are on the battlefield (CR 603.4; 2003: 404.3): "At the beginning of
your upkeep, if there are four or more creatures on the battlefield, sacrifice Planar Collapse and destroy all
creatures. They can't be regenerated." — checked as it triggers and again as it resolves."""

from __future__ import annotations

from oldframe.rules.characteristics import is_creature
from oldframe.rules.state import GameState

#: "there are N or more creatures on the battlefield": the condition is this prefix and N.
CREATURES_AT_LEAST = "creatures_at_least:"


def condition(state: GameState, cond: str, source: int) -> bool | None:
    """``extensions.TRIGGER_CONDITIONS``: this module's condition; None for another's."""
    if not cond.startswith(CREATURES_AT_LEAST):
        return None
    n = sum(1 for o in state.battlefield if is_creature(state, state.objects[o]))
    return n >= int(cond[len(CREATURES_AT_LEAST):])
