""""Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature blocking
it." (Spined Sliver): the trigger (``TriggerEvent.TYPE_BECOMES_BLOCKED``) fires once for each attacker of
the type as it becomes blocked (CR 509.3d; 2003: 309.5), whoever controls it, and names it "that Sliver";
the blockers are counted as the ability resolves (like rampage, CR 702.23b; 2003: 502.12)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.events import Blocked, Event
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone
from oldframe.rules.trigger_matchers import Info, object_passes


@dataclass(frozen=True, slots=True)
class EventCreaturePerBlocker(Effect):
    """The creature the trigger names gets +``power``/+``toughness`` for each creature blocking it;
    ``noun`` is the creature type the words name it by ("that Sliver")."""

    power: int
    toughness: int
    noun: str


def type_becomes_blocked(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """The first block of an attacker of the trigger's type (blocks are announced in blocker order)."""
    if not isinstance(event, Blocked) or state.combat is None or event.attacker not in state.objects:
        return None
    first = min(b for b, a in state.combat.blockers.items() if a == event.attacker)
    attacker = state.objects[event.attacker]
    if event.blocker != first or not object_passes(state, attacker, ab.trigger.filters):
        return None
    return {"player": attacker.controller, "object": attacker.oid}


@executes(EventCreaturePerBlocker)
def _per_blocker(state: GameState, item: StackItem, eff: EventCreaturePerBlocker) -> Decision | None:
    creature = state.objects.get(int(item.event.get("object", -1)))
    if creature is None or creature.zone != Zone.BATTLEFIELD or state.combat is None:
        return None
    n = sum(1 for a in state.combat.blockers.values() if a == creature.oid)
    if n:
        state.effects.append(ContinuousEffect("pt", creature.oid, state.new_timestamp(), "end_of_turn",
                                              n * eff.power, n * eff.toughness))
    return None
