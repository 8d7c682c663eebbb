""""When enchanted land becomes tapped, destroy it." (Blight), "When enchanted creature is dealt damage,
destroy it." (Frozen Solid): the permanent the event names — the one the Aura was attached to as it became
tapped (``trigger_matchers`` ENCHANTED_BECOMES_TAPPED) or was dealt damage (:func:`enchanted_dealt_damage`,
CR 120.3) — is destroyed if it is still in play (CR 701.7; 2003: glossary "Destroy"), even if the Aura has
left by then (CR 603.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules.effects import destroy, executes
from oldframe.rules.events import DamageDealt, Event
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem


@dataclass(frozen=True, slots=True)
class DestroyTheEnchanted(Effect):
    """"destroy it": the enchanted permanent the trigger event named."""


@executes(DestroyTheEnchanted)
def _destroy_the_enchanted(state: GameState, item: StackItem, eff: DestroyTheEnchanted) -> Decision | None:
    oid = item.event.get("object")
    if oid is not None and int(oid) in state.battlefield:
        destroy(state, int(oid))
    return None


def enchanted_dealt_damage(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TriggerEvent.ENCHANTED_DEALT_DAMAGE``: damage dealt to the permanent this Aura is
    attached to (CR 120.3, 603.2); the event names it, its controller and the amount ("that much")."""
    if isinstance(event, DamageDealt) and event.target_kind == "object" and obj.attached_to is not None \
            and event.target == obj.attached_to and event.amount > 0:
        host = state.objects.get(event.target)
        return {"player": obj.controller if host is None else host.controller, "object": event.target,
                "amount": event.amount}
    return None
