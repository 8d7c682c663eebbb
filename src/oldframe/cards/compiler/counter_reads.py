"""Abilities that read the counters on their own source: "Destroy each artifact and creature with mana
value equal to the number of fuse counters on CARDNAME." (Powder Keg). The count, "the number of
<kind> counters on CARDNAME", is ``Count("counters:<kind>")``; the rules (and the last known counters of
a source sacrificed to pay for the ability) are in ``rules.atoms.counter_reads``. "They can't be
regenerated." after it is joined by ``effects`` (the atom is a ``DestroyAll``).

A counter put on the source as a cost: "Put a -0/-1 counter on CARDNAME: Add {G}. Activate only once each
turn." (Wall of Roots; ``Cost.put_counters``, paid by ``rules.costparts``; any P/T counter changes P/T in
layer 7c, ``rules.characteristics.pt_counter_delta``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.counter_reads import (
    SOURCE_COUNTERS,
    CounterUnlessPaysCount,
    DamageEqualToSourceCounters,
    DestroyEachWithManaValue,
    PutCountersPerExiledManaValue,
)
from oldframe.rules.atoms.trigger_bodies import SacrificeIt
from oldframe.rules.atoms.upkeep_players import SELF_POWER_AT_LEAST
from oldframe.rules.model.cards import Amount, Cost, Count, Sacrifice, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class CounterReadTemplates:
    def cr_kinds(self, items: list[Token]) -> tuple[str, ...]:
        kinds = tuple(str(t) for t in items)
        if len(set(kinds)) != len(kinds) or not set(kinds) <= {"artifact", "creature", "enchantment", "land"}:
            raise ValueError(f"permanent kinds {kinds}")
        return kinds

    def cr_self_counters(self, items: list[Token]) -> Count:
        return Count(f"{SOURCE_COUNTERS}:{items[0]}")

    def cr_put_counter_cost(self, items: list[Token]) -> Cost:
        """"Put a -0/-1 counter on CARDNAME" as a cost (CR 602.2b; 2003: 409.1f)."""
        return Cost(put_counters=(str(items[0]), 1))

    def cr_exile_library_top(self, items: list[Token]) -> Cost:
        """"Exile the top card of your library" as a cost (CR 602.2b)."""
        return Cost(exile_from_library=1)

    def cr_counters_exiled_mv(self, items: list[Token]) -> Clause:
        if str(items[0]) != "+1/+1":
            raise ValueError("+1/+1 counters")
        return Clause((PutCountersPerExiledManaValue("self"),))

    def cr_power_at_least(self, items: list[object]) -> TriggeredPiece:
        """"When CARDNAME's power is 7 or greater, sacrifice it." — a state trigger (CR 603.8; 2003: 410.11);
        "it" is the card itself."""
        n, body = items
        assert isinstance(body, Clause)
        trig = Trigger(TriggerEvent.STATE, "yours", filters=(f"{SELF_POWER_AT_LEAST}{int(str(n))}",))
        effects = tuple(Sacrifice("self") if isinstance(e, SacrificeIt) else e for e in body.effects)
        body = replace(body, effects=effects)
        return self.triggered([trig, body])  # type: ignore[attr-defined,no-any-return]

    def cr_counter_unless_count(self, items: list[object]) -> Clause:
        """Lilting Refrain: "Counter target spell unless its controller pays {X}, where X is the number of
        verse counters on CARDNAME." """
        thing, mana, count = items
        assert isinstance(thing, Thing) and isinstance(count, Count)
        if str(mana) != "{x}" or thing.spec is None or thing.spec.kinds != ("spell",):
            raise ValueError("{X} for a target spell")
        return Clause((CounterUnlessPaysCount(THIS_TARGET, count),), (thing.spec,))

    def cr_damage_own_counters(self, items: list[object]) -> Clause:
        kind, thing = items
        assert isinstance(thing, Thing) and thing.spec is not None
        return Clause((DamageEqualToSourceCounters(Count(f"{SOURCE_COUNTERS}:{kind}"), THIS_TARGET),), (thing.spec,))

    def cr_destroy_each_mv(self, items: list[object]) -> Clause:
        kinds, count = items
        assert isinstance(kinds, tuple) and isinstance(count, Count)
        return Clause((DestroyEachWithManaValue("", kinds=kinds, amount=count),))


def render_kinds(kinds: tuple[str, ...]) -> str:
    """"artifact", "artifact and creature", "artifact, creature, and enchantment"."""
    if len(kinds) <= 2:
        return " and ".join(kinds)
    return ", ".join(kinds[:-1]) + ", and " + kinds[-1]


def render_count(amount: Amount) -> str:
    """"the number of fuse counters on CARDNAME"."""
    if not isinstance(amount, Count) or not amount.what.startswith(f"{SOURCE_COUNTERS}:"):
        raise ValueError(f"not a count of counters: {amount!r}")
    return f"the number of {amount.what.partition(':')[2]} counters on CARDNAME"


@renders(DestroyEachWithManaValue)
def _render_destroy_each(eff: DestroyEachWithManaValue, words: Words) -> list[str]:
    no_regeneration = [] if eff.regenerate else ["they can't be regenerated"]
    return [f"destroy each {render_kinds(eff.kinds)} with mana value equal to {render_count(eff.amount)}",
            *no_regeneration]


@renders(PutCountersPerExiledManaValue)
def _render_exiled_mv(eff: PutCountersPerExiledManaValue, words: Words) -> list[str]:
    return [f"put X {eff.counter} counters on CARDNAME, where X is the exiled card's mana value"]


@renders(CounterUnlessPaysCount)
def _render_counter_unless(eff: CounterUnlessPaysCount, words: Words) -> list[str]:
    return [f"counter {words.thing(eff.what)} unless its controller pays {{X}}, where X is {render_count(eff.amount)}"]


@renders(DamageEqualToSourceCounters)
def _render_damage_own_counters(eff: DamageEqualToSourceCounters, words: Words) -> list[str]:
    if not isinstance(eff.amount, Count) or not eff.amount.what.startswith(f"{SOURCE_COUNTERS}:"):
        raise ValueError("a count of its own counters")
    kind = eff.amount.what.partition(":")[2]
    return [f"CARDNAME deals damage equal to the number of {kind} counters on it to {words.thing(eff.to)}"]
