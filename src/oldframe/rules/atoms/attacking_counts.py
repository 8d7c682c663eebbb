"""Pumps counted over the other attackers (Goblin Piledriver): "it gets +2/+0 until end of turn for each
other attacking Goblin". The attacking creatures of that type other than the source are counted once, as
the ability resolves (CR 608.2h; 2003: 413.2f), and the bonus lasts until end of turn (CR 514.2;
2003: 314.2). An attacking creature is one declared as an attacker this combat and still in it
(CR 506.4; 2003: 308.1)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import creature_types, is_creature
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class PumpPerOtherAttacking(Effect):
    """The source gets +``power``/+``toughness`` for each other attacking creature of ``subtype``."""

    power: int
    toughness: int
    subtype: str


@executes(PumpPerOtherAttacking)
def _pump_per_other_attacking(state: GameState, item: StackItem, eff: PumpPerOtherAttacking) -> Decision | None:
    me = state.objects.get(item.source)
    if me is None or me.zone != Zone.BATTLEFIELD or state.combat is None:
        return None
    n = sum(1 for oid in state.combat.attackers
            if oid != me.oid and oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD
            and is_creature(state, state.objects[oid]) and eff.subtype in creature_types(state, state.objects[oid]))
    if n:
        state.effects.append(ContinuousEffect("pt", me.oid, state.new_timestamp(), "end_of_turn",
                                              eff.power * n, eff.toughness * n))
    return None
