"""A permanent returned to its owner's hand in its controller's next untap step: "During your next untap
step, as you untap your permanents, return CARDNAME to its owner's hand." (Undiscovered Paradise's mana
ability rider).

The rider is part of the mana ability's effect (CR 605.3b: it resolves at once) and sets up a one-shot
action for later, kept as a marker ``ContinuousEffect`` that lasts until the end of that player's next
untap step (the same duration as "doesn't untap during your next untap step", CR 502.3; 2003: 302.1).
As that untap step begins the permanent — if it is still the same object (CR 400.7) — returns to its
owner's hand; nobody gets priority in the untap step (CR 502.4; 2003: 302.3), so nothing can respond.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.turns_hands import NEXT_UNTAP
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The marker's kind.
RETURN_AT_UNTAP = "return_at_untap"


@dataclass(frozen=True, slots=True)
class ReturnDuringNextUntap(Effect):
    """"During your next untap step, as you untap your permanents, return <it> to its owner's hand."."""

    what: Ref


@executes(ReturnDuringNextUntap)
def _return_during_next_untap(state: GameState, item: StackItem, eff: ReturnDuringNextUntap) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect(RETURN_AT_UNTAP, ident, state.new_timestamp(),
                                                  f"{NEXT_UNTAP}{item.controller}"))
    return None


def return_as_untapping(state: GameState) -> None:
    """``extensions.UNTAP_STEP_BEGINS``: the active player's marked permanents return to their owners'
    hands (the markers themselves end with the untap step)."""
    due = f"{NEXT_UNTAP}{state.active}"
    for e in [e for e in state.effects if e.kind == RETURN_AT_UNTAP and e.until == due]:
        obj = state.objects.get(e.affected)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            zones.move(state, obj.oid, Zone.HAND)
