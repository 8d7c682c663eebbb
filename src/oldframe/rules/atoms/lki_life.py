"""Life equal to a creature's power or toughness after it was removed or destroyed (Swords to
Plowshares, Chastise, Exile, Sever Soul): the value and its controller are the creature's as it
last existed on the battlefield if it has left (last known information, CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.effects import executes
from oldframe.rules.events import LifeGained
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class GainLifeEqualToStat(Effect):
    """"``who`` gains life equal to ``what``'s ``stat``": ``who`` is "controller" (you) or
    "its_controller" (the creature's controller)."""

    who: str
    what: Ref
    stat: str  # "power" or "toughness"


@executes(GainLifeEqualToStat)
def _gain_equal(state: GameState, item: StackItem, eff: GainLifeEqualToStat) -> Decision | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None  # an illegal target: nothing to measure (CR 608.2b)
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        value = power(state, obj) if eff.stat == "power" else toughness(state, obj)
        owner_now = obj.controller
    else:
        known = item.choices.get("lki", {}).get(str(oid))
        if known is None:
            return None
        value = int(known[0] if eff.stat == "power" else known[1])
        owner_now = int(known[2])
    player = item.controller if eff.who == "controller" else owner_now
    if value > 0:  # (no life for a creature with 0 or less power, CR 107.1b)
        state.players[player].life += value
        zones.emit(state, LifeGained(player, value))
    return None
