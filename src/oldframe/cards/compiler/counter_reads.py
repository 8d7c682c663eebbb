"""Abilities that read the counters on their own source: "Destroy each artifact and creature with mana
value equal to the number of fuse counters on CARDNAME." (Powder Keg). The count, "the number of
<kind> counters on CARDNAME", is ``Count("counters:<kind>")``; the rules (and the last known counters of
a source sacrificed to pay for the ability) are in ``rules.atoms.counter_reads``. "They can't be
regenerated." after it is joined by ``effects`` (the atom is a ``DestroyAll``).

A counter put on the source as a cost: "Put a -0/-1 counter on CARDNAME: Add {G}. Activate only once each
turn." (Wall of Roots; ``Cost.put_counters``, paid by ``rules.costparts``; any P/T counter changes P/T in
layer 7c, ``rules.characteristics.counter_pt``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.counter_reads import SOURCE_COUNTERS, DestroyEachWithManaValue
from oldframe.rules.model.cards import Amount, Cost, Count


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
