"""A permanent that goes back to the hand instead of untapping: "{T}: Add one mana of any color. During your
next untap step, as you untap your permanents, return CARDNAME to its owner's hand." (Undiscovered
Paradise; compiler/untap_returns.py).

The ability leaves a marker on the permanent (``RETURN_AT_UNTAP``, its controller's seat) for as long as it
stays on the battlefield; at the start of that player's next untap step, as permanents untap (CR 502.3;
2003: 302.1), it returns to its owner's hand — not a triggered ability, so nothing uses the stack and
nobody can respond (the card's rulings)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The marker: ``affected`` returns to its owner's hand during the untap step of player ``value``.
RETURN_AT_UNTAP = "return_at_untap"


@dataclass(frozen=True, slots=True)
class ReturnSelfAtNextUntap(Effect):
    """"During your next untap step, as you untap your permanents, return CARDNAME to its owner's hand." """


@executes(ReturnSelfAtNextUntap)
def _mark(state: GameState, item: StackItem, eff: ReturnSelfAtNextUntap) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD and not any(
            e.kind == RETURN_AT_UNTAP and e.affected == obj.oid for e in state.effects):
        state.effects.append(ContinuousEffect(RETURN_AT_UNTAP, obj.oid, state.new_timestamp(), "while_there",
                                              value=str(item.controller)))
    return None


def return_at_untap(state: GameState) -> None:
    """``extensions.UNTAP_STEP_BEGINS``: the active player's marked permanents return to their owners' hands."""
    if not state.effects:
        return
    due = [e.affected for e in state.effects if e.kind == RETURN_AT_UNTAP and e.value == str(state.active)]
    for oid in due:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            zones.move(state, oid, Zone.HAND)
