""""Whenever CARDNAME or another Cleric dies, …" (Rotlung Reanimator): leaves-the-battlefield abilities
look back in time (CR 603.10a; 2003: 410.10), so the source and the creatures that die at the same time
as it all see each other's deaths:

- another creature of the type dies while the source is in play: the matcher ``other_died``;
- the source dies: ``on_event`` triggers it from its graveyard card (CR 700.4); while that trigger waits
  to be put on the stack (CR 603.3: before any player gets priority), creatures of the type that die
  after it — in the same state-based action check, the same resolving "destroy all" (CR 704.3; 2003:
  420.3) — still trigger it. (Creatures dying in a later state-based check before anyone gets priority
  count too: a simplification.)

The creature's type is read from the card in its new zone (a creature type an effect gave it in play is
not kept: a simplification of last known information).
"""

from __future__ import annotations

from typing import Any

from oldframe.rules.characteristics import creature_types
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, Obj, PendingTrigger, Zone
from oldframe.rules.trigger_matchers import object_passes


def _died(state: GameState, event: Event) -> Moved | None:
    """The event if a creature went from play to a graveyard (CR 700.4), by its types as it left."""
    if not isinstance(event, Moved) or event.from_zone != Zone.BATTLEFIELD or event.to != Zone.GRAVEYARD:
        return None
    types = state.last_known_types.get(event.old) if event.old is not None else None
    return event if types is not None and "Creature" in types else None


def _of_type(state: GameState, died: Moved, ab: TriggeredAbility) -> bool:
    card = state.objects.get(died.new) if died.new is not None else None
    if card is None:
        return False
    wanted = [f[8:] for f in ab.trigger.filters if f.startswith("subtype:")]
    return all(t in creature_types(state, card) for t in wanted) and object_passes(
        state, card, tuple(f for f in ab.trigger.filters if not f.startswith("subtype:")))


def other_died(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``SELF_OR_TYPE_DIES`` in play: another creature of the type died."""
    died = _died(state, event)
    if died is None or died.old == obj.oid or not _of_type(state, died, ab):
        return None
    return {"player": obj.controller, "object": died.new}


def on_event(state: GameState, event: Event) -> None:
    """``triggers.EVENT_HOOKS``: the source's own death, and deaths at the same time as it (CR 603.10a)."""
    died = _died(state, event)
    if died is None or died.new is None:
        return
    card = state.objects.get(died.new)
    if card is not None and card.zone == Zone.GRAVEYARD and died.old not in state.last_known_silent:
        for index, ab in enumerate(card.card.behaviour.triggered):
            if ab.trigger.event == TriggerEvent.SELF_OR_TYPE_DIES:
                state.pending_triggers.append(PendingTrigger(
                    died.controller, card.oid, card.card.name, ab,
                    {"player": died.controller, "object": card.oid, "ability_index": index}))
    for pending in list(state.pending_triggers):  # sources that died in this same event (CR 603.10a)
        dead = pending.ability
        if dead is None or dead.trigger.event != TriggerEvent.SELF_OR_TYPE_DIES or pending.source == died.new \
                or pending.event.get("object") != pending.source or not _of_type(state, died, dead):
            continue
        state.pending_triggers.append(PendingTrigger(
            pending.controller, pending.source, pending.source_name, dead,
            {"player": pending.controller, "object": died.new, "ability_index": pending.event["ability_index"]}))


def to_opponent_graveyard(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``CREATURE_TO_OPPONENT_GRAVEYARD``: a creature went from play to a graveyard of an
    opponent of the source's controller — its owner's graveyard (CR 404.1; 2003: 217.2)."""
    died = _died(state, event)
    card = state.objects.get(died.new) if died is not None and died.new is not None else None
    if card is None or card.owner == obj.controller:
        return None
    return {"player": card.owner, "object": card.oid}
