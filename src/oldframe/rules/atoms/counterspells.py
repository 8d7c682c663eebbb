""""Its controller loses N life" after a spell or ability dealt with its target: "Counter target spell.
Its controller loses 3 life." (Undermine), "Destroy target land. Its controller loses 2 life." (Despoil;
compiler/counterspells.py). The controller is the target's as it last existed if it has left its zone
(last known information, CR 608.2h; 2003: 413.2f): a permanent's from the record ``zones.move`` keeps
for this resolution, a countered spell's from the ``Countered`` event of this same resolution; a
spell that couldn't be countered, or a permanent that regenerated, is still there."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes, lose_life
from oldframe.rules.events import Countered
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ItsControllerLosesLife(Effect):
    """"Its controller loses ``amount`` life": ``what`` is the target the sentence before named."""

    what: Ref
    amount: int


def target_controller(state: GameState, item: StackItem, what: Ref) -> int | None:
    """The controller of the object ``what`` targets: now, or as it last existed (CR 608.2h)."""
    index = int(what[7:]) if what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return obj.controller
    for it in state.stack:
        if it.oid == oid:
            return it.controller
    known = item.choices.get("lki", {}).get(str(oid))
    if known is not None:
        return int(known[2])
    for event in reversed(state.events):
        if isinstance(event, Countered) and event.oid == oid:
            return event.player
    return None


@executes(ItsControllerLosesLife)
def _loses_life(state: GameState, item: StackItem, eff: ItsControllerLosesLife) -> Decision | None:
    player = target_controller(state, item, eff.what)
    if player is not None:
        lose_life(state, player, eff.amount)
    return None
