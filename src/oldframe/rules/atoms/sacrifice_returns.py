"""Cards returned from a graveyard in exchange for a sacrifice: "Choose two target creature cards in your
graveyard. Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped." (Victimize)

The cards are targets (CR 601.2c; 2003: 409.1c), checked again on resolution (CR 608.2b). As it resolves,
its controller sacrifices a creature of their choice (CR 701.17a); only if they did (CR 608.2c, "If you
do") the target cards still in the graveyard return together, tapped, under their owner's control (CR 110.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SacrificeThenReturnTargets(Effect):
    """Sacrifice a permanent of ``kind``; if one was sacrificed, the ``count`` targets from ``first`` on
    return to the battlefield (``tapped``)."""

    first: Ref
    count: int
    kind: str
    tapped: bool = True


@executes(SacrificeThenReturnTargets)
def _sacrifice_then_return(state: GameState, item: StackItem, eff: SacrificeThenReturnTargets) -> Decision | None:
    me = item.controller
    options = [o for o in state.battlefield
               if state.objects[o].controller == me and is_type(state, state.objects[o], eff.kind)]
    chosen = item.choices.pop("sacrifice", None)
    if chosen is None:
        if not options:
            return None  # nothing sacrificed: nothing returns
        if len(options) > 1:
            return Decision(DecisionKind.SACRIFICE, me, {"options": options})
        chosen = options[0]
    sacrifice(state, int(chosen))
    start = int(eff.first.removeprefix("target:"))
    cards = [t[1] for t in item.targets[start:start + eff.count] if t is not None and t[0] == "object"]
    ts = state.new_timestamp()
    for oid in cards:
        card = state.objects.get(oid)
        if card is not None and card.zone == Zone.GRAVEYARD:
            new = zones.move(state, oid, Zone.BATTLEFIELD, controller=card.owner, tapped=eff.tapped)
            if new is not None:
                state.objects[new].timestamp = ts  # together (CR 608.2; 2003: 420.5e tie)
    return None
