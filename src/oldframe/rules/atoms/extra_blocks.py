""""{2}: CARDNAME can block an additional creature this turn." (Luminous Guardian, Mounted Archers, Anurid
Swarmsnapper): each resolution lets the creature block one more attacker this turn (CR 509.1a; 2003:
309.2a) — a marker effect read by ``rules.multiblock.can_block_more``, gone at end of turn (CR 514.2)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.multiblock import BLOCK_MORE_THIS_TURN
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class BlockOneMoreThisTurn(Effect):
    """``who`` can block an additional creature this turn."""

    who: Ref


@executes(BlockOneMoreThisTurn)
def _block_one_more(state: GameState, item: StackItem, eff: BlockOneMoreThisTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect(BLOCK_MORE_THIS_TURN, ident, state.new_timestamp(), "end_of_turn"))
    return None
