"""A permanent that counts what it has done with counters on itself and leaves after enough: "Whenever an
opponent casts a spell, counter that spell and put a depletion counter on CARDNAME. If there are three or more
depletion counters on CARDNAME, sacrifice it." (Decree of Silence). The counter goes on the permanent only if
it is still on the battlefield (CR 122.1); the sacrifice is checked as the ability resolves, after the counter
(CR 608.2c). The compiler side is ``cards/compiler/depletion_counters.py``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import counter, executes, sacrifice
from oldframe.rules.events import CounterPlaced
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class CounterThatSpellAndMark(Effect):
    """"counter that spell and put a ``counter`` counter on CARDNAME" (CR 701.5, 122.1)."""

    counter: str


@executes(CounterThatSpellAndMark)
def _counter_and_mark(state: GameState, item: StackItem, eff: CounterThatSpellAndMark) -> Decision | None:
    spell = item.event.get("object")
    if spell is not None and any(it.oid == spell and it.kind == "spell" for it in state.stack):
        counter(state, int(spell))
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        obj.counters = {**(obj.counters or {}), eff.counter: (obj.counters or {}).get(eff.counter, 0) + 1}
        state.version += 1
        zones.emit(state, CounterPlaced(obj.oid, eff.counter, 1))
    return None


@dataclass(frozen=True, slots=True)
class SacrificeAtCounters(Effect):
    """"If there are N or more ``counter`` counters on CARDNAME, sacrifice it." (checked as it resolves)."""

    counter: str
    at_least: int


@executes(SacrificeAtCounters)
def _sacrifice_at(state: GameState, item: StackItem, eff: SacrificeAtCounters) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller \
            and (obj.counters or {}).get(eff.counter, 0) >= eff.at_least:
        sacrifice(state, obj.oid)
    return None
