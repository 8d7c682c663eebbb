""""Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until
end of turn." (Daru Spiritualist): the trigger sees a spell cast or an ability put on the stack that
targets such a creature (CR 115.1, 603.2; 2003: 410.1); "it" is that creature, which gets the bonus until
end of turn (CR 514.2; 2003: 314.2) if it is still in play (CR 400.7). A spell that targets two of them
triggers the ability once (a simplification)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules.characteristics import creature_types, is_creature
from oldframe.rules.effects import executes
from oldframe.rules.events import Event
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone
from oldframe.rules.trigger_matchers import _targets_of


def becomes_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TYPE_YOURS_BECOMES_TARGET``."""
    wanted = [f[8:] for f in ab.trigger.filters if f.startswith("subtype:")]
    for t in _targets_of(event):
        if t is None:
            continue
        kind, ident = t
        if kind != "object":
            continue
        target = state.objects.get(int(ident))
        if target is None or target.zone != Zone.BATTLEFIELD or target.controller != obj.controller \
                or not is_creature(state, target):
            continue
        if all(w in creature_types(state, target) for w in wanted):
            return {"player": obj.controller, "object": target.oid}
    return None


@dataclass(frozen=True, slots=True)
class EventCreatureGets(Effect):
    """"it gets +``power``/+``toughness`` until end of turn": "it" is the creature the event names."""

    power: int
    toughness: int


@executes(EventCreatureGets)
def _event_creature_gets(state: GameState, item: StackItem, eff: EventCreatureGets) -> Decision | None:
    obj = state.objects.get(int(item.event.get("object", -1)))
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        state.effects.append(ContinuousEffect("pt", obj.oid, state.new_timestamp(), "end_of_turn",
                                              eff.power, eff.toughness))
    return None
