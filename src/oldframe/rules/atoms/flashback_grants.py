"""Flashback granted to a card in a graveyard: "Target sorcery card in your graveyard gains flashback until
end of turn. The flashback cost is equal to its mana cost." (Recoup).

The card is marked (a ``ContinuousEffect`` of kind ``altcosts.GRANTED_FLASHBACK`` that ends with the
turn, CR 514.2); while it stays in the graveyard its owner may cast it by flashback, paying its mana cost
(CR 702.34a; 2003: 502.22), and it is exiled as it leaves the stack like any flashback spell. A card that
leaves the graveyard is a new object without the mark (CR 400.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.altcosts import GRANTED_FLASHBACK, mark
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

__all__ = ["GRANTED_FLASHBACK", "GrantFlashback"]


@dataclass(frozen=True, slots=True)
class GrantFlashback(Effect):
    """``what`` gains flashback until end of turn; its flashback cost is its mana cost."""

    what: Ref


@executes(GrantFlashback)
def _grant(state: GameState, item: StackItem, eff: GrantFlashback) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            mark(state, ident, GRANTED_FLASHBACK, until="end_of_turn")
    return None
