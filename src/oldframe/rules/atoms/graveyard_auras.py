"""Auras that return from the graveyard onto a big creature (Dragon Breath, Dragon Fangs, Dragon Scales,
Dragon Wings; 2003: "When a creature with converted mana cost 6 or more comes into play, you may return
Dragon Breath from your graveyard to play attached to that creature."):

"When a creature with mana value 6 or greater enters the battlefield, you may return CARDNAME from your
graveyard to the battlefield attached to that creature."

- The ability works only while its card is in a graveyard (CR 113.6k): its trigger event
  (``TriggerEvent.BIG_CREATURE_ENTERS_FROM_GRAVEYARD``) never fires for a permanent; an event hook of
  ``rules.triggers`` looks in every graveyard as a creature enters and queues the abilities of the
  cards there, controlled by their owners (CR 603.3a). The creature's mana value is its card's (CR
  202.3; a face-down creature's is 0, CR 708.2).
- "you may" is chosen on resolution (CR 603.5). The Aura is put onto the battlefield attached to the
  creature, not cast, so it targets nothing (CR 303.4f; 2003: 212.4d); nothing happens if the card has
  left the graveyard (CR 400.7) or the creature the battlefield.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import executes
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import Effect
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Decision, GameState, PendingTrigger, StackItem, Zone
from oldframe.rules.target_filters import mana_value

EVENT = TriggerEvent.BIG_CREATURE_ENTERS_FROM_GRAVEYARD


def _min_mv(filters: tuple[str, ...]) -> int:
    return next((int(f[6:]) for f in filters if f.startswith("mv_ge:")), 0)


def creature_enters_hook(state: GameState, event: Event) -> None:
    """As a creature enters the battlefield, the graveyard abilities waiting for one that big trigger."""
    if not isinstance(event, Moved) or event.to != Zone.BATTLEFIELD or event.new is None:
        return
    new = state.objects.get(event.new)
    if new is None or not is_creature(state, new):
        return
    for p in state.apnap():
        for oid in state.players[p].graveyard:
            card = state.objects[oid]
            for index, ab in enumerate(card.card.behaviour.triggered):
                if ab.trigger.event == EVENT and mana_value(new) >= _min_mv(ab.trigger.filters):
                    state.pending_triggers.append(PendingTrigger(
                        card.owner, oid, card.card.name, ab,
                        {"player": card.owner, "object": new.oid, "ability_index": index}))


@dataclass(frozen=True, slots=True)
class ReturnSelfAttachedToThatCreature(Effect):
    """"return CARDNAME from your graveyard to the battlefield attached to that creature"."""


@executes(ReturnSelfAttachedToThatCreature)
def _return_attached(state: GameState, item: StackItem, eff: ReturnSelfAttachedToThatCreature) -> Decision | None:
    card = state.objects.get(item.source)
    host = state.objects.get(int(item.event.get("object", -1)))
    if card is None or card.zone != Zone.GRAVEYARD or host is None or host.zone != Zone.BATTLEFIELD \
            or not is_creature(state, host):
        return None
    new = zones.move(state, card.oid, Zone.BATTLEFIELD, controller=item.controller)
    if new is not None:
        state.objects[new].attached_to = host.oid
        state.version += 1
    return None
