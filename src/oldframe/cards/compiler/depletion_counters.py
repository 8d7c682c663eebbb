""""Whenever an opponent casts a spell, counter that spell and put a depletion counter on CARDNAME. If there are
three or more depletion counters on CARDNAME, sacrifice it." (Decree of Silence). The rules:
``rules.atoms.depletion_counters``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.depletion_counters import CounterThatSpellAndMark, SacrificeAtCounters

_WORDS = {n: w for w, n in NUMBER_WORDS.items()}


class DepletionCounterTemplates:
    """Transformer methods of ``grammar/depletion_counters.lark``."""

    def dc_counter_and_mark(self, items: list[Token]) -> Clause:
        return Clause((CounterThatSpellAndMark(str(items[0])),))

    def dc_sacrifice_at(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        if n < 2:
            raise ValueError("'one or more': not this template")
        return Clause((SacrificeAtCounters(str(items[1]), n),))


@renders(CounterThatSpellAndMark)
def _render_counter(eff: CounterThatSpellAndMark, words: Words) -> list[str]:
    article = "an" if eff.counter[0] in "aeiou" else "a"
    return [f"counter that spell and put {article} {eff.counter} counter on CARDNAME"]


@renders(SacrificeAtCounters)
def _render_sacrifice(eff: SacrificeAtCounters, words: Words) -> list[str]:
    return [f"if there are {_WORDS[eff.at_least]} or more {eff.counter} counters on CARDNAME, sacrifice it"]
