"""A permanent swapped with a card in its controller's graveyard: "Choose target artifact a player
controls and target artifact card in that player's graveyard. If both targets are still legal as this
ability resolves, that player simultaneously sacrifices the artifact and returns the artifact card to the
battlefield." (Goblin Welder)

The card target is bound to the permanent target (``TargetSpec.relation`` "previous_controller", checked
as targets are chosen, CR 601.2c; 2003: 409.1c). On resolution both must still be legal (CR 608.2b; 2003:
413.2a) and the card must still be in the graveyard of the permanent's controller; then that player
sacrifices the permanent (CR 701.17) and the card comes back under its owner's control at the same time,
so the card entering doesn't see the permanent leaving (CR 603.10a: leaves-the-battlefield abilities look
back to a battlefield the card was not on)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.casting import PREVIOUS_CONTROLLER
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

__all__ = ["PREVIOUS_CONTROLLER", "SwapWithGraveyardCard"]


@dataclass(frozen=True, slots=True)
class SwapWithGraveyardCard(Effect):
    """``permanent`` is the permanent target; the card target is the one after it."""

    permanent: Ref


@executes(SwapWithGraveyardCard)
def _swap(state: GameState, item: StackItem, eff: SwapWithGraveyardCard) -> Decision | None:
    i = int(eff.permanent.removeprefix("target:"))
    perm_t = item.targets[i] if i < len(item.targets) else None
    card_t = item.targets[i + 1] if i + 1 < len(item.targets) else None
    if perm_t is None or card_t is None:  # "If both targets are still legal" (CR 608.2b)
        return None
    perm, card = state.objects.get(perm_t[1]), state.objects.get(card_t[1])
    if perm is None or card is None or perm.zone != Zone.BATTLEFIELD or card.zone != Zone.GRAVEYARD \
            or card.owner != perm.controller:
        return None
    sacrifice(state, perm.oid)
    zones.move(state, card.oid, Zone.BATTLEFIELD)
    return None
