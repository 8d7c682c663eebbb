"""Abilities of a card that an opponent's spell or ability makes its owner discard: "When a spell or ability
an opponent controls causes you to discard CARDNAME, CARDNAME deals 4 damage to any target." (Guerrilla
Tactics; Sand Golem's is the same trigger).

The ability looks at the card in the zone it was discarded to (CR 603.6c, 603.10a): its trigger event
(``TriggerEvent.DISCARDED_SELF_BY_OPPONENT``) matches nothing on the battlefield; :func:`discarded_hook` (a
``triggers.EVENT_HOOKS`` entry) sees the card move from the hand right after it was discarded (CR 701.8)
while a spell or ability controlled by another player resolves, and puts the card's ability, controlled by
its owner, among the pending triggers; the owner chooses its targets as it is put on the stack (CR 603.3d).
Discarded to a cleanup step, as a cost or by its owner's own spell, it doesn't trigger."""

from __future__ import annotations

from typing import Any

from oldframe.rules.events import Discarded, Event, Moved
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, Obj, PendingTrigger, Zone

DISCARDED_SELF_BY_OPPONENT = TriggerEvent.DISCARDED_SELF_BY_OPPONENT


def never(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher: a permanent never triggers it (the hook finds the discarded card)."""
    return None


def discarded_hook(state: GameState, event: Event) -> None:
    """A card that an opponent's resolving spell or ability made its owner discard triggers its own ability."""
    if not isinstance(event, Moved) or event.from_zone != Zone.HAND or event.new is None or len(state.events) < 2:
        return
    before = state.events[-2]
    cause = state.resolving
    if not isinstance(before, Discarded) or before.oid != event.old or cause is None \
            or cause.controller == before.player:
        return
    obj = state.objects.get(event.new)
    if obj is None:
        return
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == DISCARDED_SELF_BY_OPPONENT:
            state.pending_triggers.append(
                PendingTrigger(obj.owner, obj.oid, obj.card.name, ab, {"player": obj.owner, "ability_index": index}))
