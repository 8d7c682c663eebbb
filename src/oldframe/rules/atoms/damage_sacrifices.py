""""Whenever CARDNAME is dealt damage, sacrifice that many permanents." (Phyrexian Negator, Phyrexian
Dreadnought's kin; 2003 wording the same).

"That many" is the damage the trigger event dealt (CR 120.3, 603.2). The ability's controller chooses
that many permanents they control, one at a time (a ``SACRIFICE`` decision offering the permanents
not chosen yet), and sacrifices them together (CR 701.17a: moved to the owner's graveyard, no
regeneration); with no more permanents than that, all of them go without a choice. The
creature itself may be among them.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SacrificeThatMany(Effect):
    """"sacrifice that many ``kind``s": as many as the event's amount, chosen by the controller."""

    kind: str = "permanent"


@executes(SacrificeThatMany)
def _sacrifice_that_many(state: GameState, item: StackItem, eff: SacrificeThatMany) -> Decision | None:
    wanted = int(item.event.get("amount", 0))
    picks: list[int] = item.choices.setdefault("sacrifice_picks", [])
    chosen = item.choices.pop("sacrifice", None)
    if isinstance(chosen, int):
        picks.append(chosen)
    options = [o for o in state.battlefield
               if state.objects[o].controller == item.controller and o not in picks
               and is_type(state, state.objects[o], eff.kind)]
    if len(picks) < wanted and options:
        if len(picks) + len(options) <= wanted:
            picks.extend(options)  # no choice left: every one of them
        else:
            return Decision(DecisionKind.SACRIFICE, item.controller, {"options": options})
    for oid in picks:  # together (CR 701.17a)
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller:
            sacrifice(state, oid)
    item.choices.pop("sacrifice_picks")
    return None
