""""When enchanted land becomes tapped, destroy it." (Blight): the permanent the event names — the one the
Aura was attached to as it became tapped (``trigger_matchers`` ENCHANTED_BECOMES_TAPPED) — is destroyed if
it is still in play (CR 701.7; 2003: glossary "Destroy"), even if the Aura has left by then (CR 603.2)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import destroy, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DestroyTheEnchanted(Effect):
    """"destroy it": the enchanted permanent the trigger event named."""


@executes(DestroyTheEnchanted)
def _destroy_the_enchanted(state: GameState, item: StackItem, eff: DestroyTheEnchanted) -> Decision | None:
    oid = item.event.get("object")
    if oid is not None and int(oid) in state.battlefield:
        destroy(state, int(oid))
    return None
