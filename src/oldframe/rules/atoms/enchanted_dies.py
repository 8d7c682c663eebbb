""""When enchanted creature dies, …" (Elephant Guide: "create a 3/3 green Elephant creature token.";
Abduction, Pattern of Rebirth; 2003: "When enchanted creature is put into a graveyard, …").

The creature and the Aura part as the creature leaves: the Aura is detached at once and put into its
owner's graveyard by a state-based action afterwards (CR 704.5m; 2003: 420.5d). The ability looks back
in time (CR 603.10a; 2003: 410.10): as a permanent leaves the battlefield
(``extensions.LEAVING_BATTLEFIELD``) each Aura with such an ability attached to it notes its host (a
marker effect of kind :data:`WAS_ENCHANTING`, ``power`` the host); the matcher of
``TriggerEvent.ENCHANTED_DIES`` then knows the creature going to a graveyard was the one it enchanted.
The Aura's controller controls the ability (CR 603.3a); "that card" is the creature card in the
graveyard (none for a token, CR 111.8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``ContinuousEffect.kind``: the Aura (``affected``) was attached to ``power`` as that permanent left
WAS_ENCHANTING: Final = "was_enchanting"


def _has_trigger(aura: Obj) -> bool:
    return any(ab.trigger.event == TriggerEvent.ENCHANTED_DIES for ab in aura.card.behaviour.triggered)


def note_host(state: GameState, leaving: Obj) -> None:
    """A permanent is leaving the battlefield: Auras attached to it with "When enchanted creature dies"
    remember it (until end of turn; the marker ends sooner as the Aura leaves, CR 400.7)."""
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to == leaving.oid and not aura.face_down and _has_trigger(aura):
            state.effects.append(ContinuousEffect(WAS_ENCHANTING, oid, state.new_timestamp(), "end_of_turn",
                                                  power=leaving.oid))


def enchanted_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TriggerEvent.ENCHANTED_DIES``: the creature this Aura enchanted went from the
    battlefield to a graveyard (CR 700.4), a creature as it last existed (CR 603.10a)."""
    if not isinstance(event, Moved) or event.from_zone != Zone.BATTLEFIELD or event.to != Zone.GRAVEYARD \
            or event.old is None:
        return None
    if not any(e.kind == WAS_ENCHANTING and e.affected == obj.oid and e.power == event.old for e in state.effects):
        return None
    if "Creature" not in state.last_known_types.get(event.old, frozenset()):
        return None
    return {"player": obj.controller, "object": event.new,
            "creature_controller": event.controller}  # "that creature's controller" as it left (CR 603.10a)


@dataclass(frozen=True, slots=True)
class ReturnThatCardToBattlefield(Effect):
    """"return that card to the battlefield under its owner's control" (Abduction): the creature card the
    event put into a graveyard, if it is still there (CR 400.7), under its owner's control (CR 110.2)."""


@executes(ReturnThatCardToBattlefield)
def _return_that_card(state: GameState, item: StackItem, eff: ReturnThatCardToBattlefield) -> Decision | None:
    card = state.objects.get(int(item.event.get("object") or -1))
    if card is not None and card.zone == Zone.GRAVEYARD:
        zones.move(state, card.oid, Zone.BATTLEFIELD, controller=card.owner)
    return None
