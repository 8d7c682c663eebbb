""""You skip your next turn." (Meditate, Chronatog, Lethal Vapors): a replacement of the player's next
turn (CR 614.10; 2003: 419.1b: "skip" means the event doesn't happen). Each instance skips one turn,
so two make the player skip their next two turns; the mark stays on the player (a ``ContinuousEffect``
on ``player_marker``) until the turn it skips would begin, and is saved and undone with the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, player_marker

#: ``ContinuousEffect.kind`` of one skipped turn waiting on a player.
SKIP_NEXT_TURN = "skip_next_turn"


@dataclass(frozen=True, slots=True)
class SkipNextTurn(Effect):
    """"You skip your next turn." — the controller of the spell or ability."""


@executes(SkipNextTurn)
def _skip_next_turn(state: GameState, item: StackItem, eff: SkipNextTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(SKIP_NEXT_TURN, player_marker(item.controller), state.new_timestamp(),
                                          "until_used"))
    state.version += 1
    return None


def turn_skipped(state: GameState, player: int) -> bool:
    """``extensions.TURN_SKIPPED``: use up the oldest waiting skip of ``player``, if any."""
    marker = player_marker(player)
    for i, e in enumerate(state.effects):
        if e.kind == SKIP_NEXT_TURN and e.affected == marker:
            del state.effects[i]
            state.version += 1
            return True
    return False
