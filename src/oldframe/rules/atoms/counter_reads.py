"""Abilities that read the counters on their own source: "Destroy each artifact and creature with mana
value equal to the number of fuse counters on CARDNAME." (Powder Keg; compiler/counter_reads.py).

The count is ``Count("counters:<kind>")`` (``effects.COUNTS``): the source's counters of that kind as the
ability resolves, or — when the source has left play, as Powder Keg does when it is sacrificed to pay
for its own ability — as it last existed on the battlefield, kept when the ability was activated
(CR 113.7a, 608.2h; 2003: 413.2f; Powder Keg's ruling: the number of fuse counters it had when
sacrificed). A counter is a marker, not a characteristic, so the count is what was on the permanent
(CR 122.1; 2003: 216.1)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import CounterUnlessPay, DestroyAll, PutCounters, counter_unless_pay
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import (
    COUNTS,
    _amount,
    deal_damage,
    destroy,
    execute,
    executes,
    resolve_targets,
    source_colors,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Amount, DealDamage, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value

#: ``Count.what`` prefix: "counters:fuse" is the number of fuse counters on the ability's source.
SOURCE_COUNTERS = "counters"


def source_counters(state: GameState, item: StackItem, kind: str) -> int:
    """The number of ``kind`` counters on the source now, or as it left play (CR 113.7a)."""
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return (obj.counters or {}).get(kind, 0)
    return int(item.choices.get("source_counters", {}).get(kind, 0))


COUNTS[SOURCE_COUNTERS] = source_counters


@dataclass(frozen=True, slots=True)
class DestroyEachWithManaValue(DestroyAll):
    """Every permanent of one of ``kinds`` (card types, lower case) whose mana value equals ``amount``,
    destroyed at once (CR 701.7, 202.3; 2003: 203.3 converted mana cost): a token and a card with no
    mana cost have mana value 0 (CR 202.3a; 2003: 203.3), so they go when the count is 0."""

    kinds: tuple[str, ...] = ()
    amount: Amount = 0


@executes(DestroyEachWithManaValue)
def _destroy_each_with_mana_value(state: GameState, item: StackItem, eff: DestroyEachWithManaValue) -> Decision | None:
    n = _amount(state, item, eff.amount)
    doomed = [oid for oid in state.battlefield
              if any(is_type(state, state.objects[oid], k) for k in eff.kinds)
              and mana_value(state.objects[oid]) == n]
    for oid in doomed:  # the set is fixed first, then all are destroyed at once (2003: 413.2)
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


@dataclass(frozen=True, slots=True)
class PutCountersPerExiledManaValue(Effect):
    """"Put X +1/+1 counters on CARDNAME, where X is the exiled card's mana value." — the card exiled to pay
    the cost (``Cost.exile_from_library``), its mana value as it was exiled (CR 202.3; 2003: 203.3)."""

    what: Ref = "self"
    counter: str = "+1/+1"


@executes(PutCountersPerExiledManaValue)
def _counters_per_exiled(state: GameState, item: StackItem, eff: PutCountersPerExiledManaValue) -> Decision | None:
    n = int(item.choices.get("paid", {}).get("exiled_mana_value", 0))
    return execute(state, item, PutCounters(eff.what, eff.counter, n)) if n > 0 else None


@dataclass(frozen=True, slots=True)
class CounterUnlessPaysCount(Effect):
    """"Counter target spell unless its controller pays {X}, where X is the number of verse counters on
    CARDNAME." (Lilting Refrain): X counted as it resolves — on the sacrificed source, as it last existed
    (CR 113.7a, 608.2h) — then the ordinary "unless pays" choice (CR 118.12; 2003: 409.1)."""

    what: Ref
    amount: Amount = 0


@executes(CounterUnlessPaysCount)
def _counter_unless_count(state: GameState, item: StackItem, eff: CounterUnlessPaysCount) -> Decision | None:
    cost = item.choices.get("unless_cost")
    if cost is None:  # counted once, before the payer is asked
        cost = item.choices["unless_cost"] = _amount(state, item, eff.amount)
    return counter_unless_pay(state, item, CounterUnlessPay(eff.what, ManaCost(generic=int(cost))))


@dataclass(frozen=True, slots=True)
class DamageEqualToSourceCounters(DealDamage):
    """"CARDNAME deals damage equal to the number of +1/+1 counters on it to target attacking or blocking
    creature." (Daru Stinger): ``amount`` is a count of the source's counters, read as it resolves (or as it
    last existed, CR 113.7a); no damage when it is 0 (CR 120.8)."""


@executes(DamageEqualToSourceCounters)
def _damage_own_counters(state: GameState, item: StackItem, eff: DamageEqualToSourceCounters) -> Decision | None:
    n = _amount(state, item, eff.amount)
    if n > 0:
        for t in resolve_targets(state, item, eff.to):
            deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
    return None
