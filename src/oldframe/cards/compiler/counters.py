"""Counter templates: X +1/+1 counters on entering, and depletion counters.

* "CARDNAME enters the battlefield with X +1/+1 counters on it." on X spells (CR 107.3, 614.1c;
  2003: 107.3, 419.6b): Ivy Elemental, Krakilin, Shifting Wall, Rock Hydra, Phyrexian Marauder.
* Depletion counters: "CARDNAME enters the battlefield tapped with two depletion counters on it." and
  "{T}, Remove a depletion counter from CARDNAME: Add {G}{G}. If there are no depletion counters on
  CARDNAME, sacrifice it." (Hickory Woodlot, Peat Bog, Remote Farm, Sandstone Needle, Saprazzan
  Skerry; the rider keeps it a mana ability, CR 605.1a); "CARDNAME doesn't untap during your untap
  step if it has a depletion counter on it." and "At the beginning of your upkeep, remove a
  depletion counter from CARDNAME." (Land Cap, Lava Tubes, River Delta, Timberline Ridge, Veldt;
  CR 502.3, 122.1). The rules are in ``rules.atoms.counters``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, renders, renders_static
from oldframe.rules.atoms.counters import (
    ENTERS_TAPPED_WITH_COUNTERS,
    NO_UNTAP_WITH_COUNTER,
    X_COUNTERS,
    RemoveCounterFromSelf,
    SacrificeIfNoCounters,
)
from oldframe.rules.model.cards import StaticAbility

_WORDS = {n: w for w, n in NUMBER_WORDS.items()}


class CounterTemplates:
    def etb_x_counters(self, items: list[Token]) -> StaticPiece:
        if str(items[0]) != "+1/+1":  # the engine reads +1/+1 counters only among P/T counters here
            raise ValueError(f"X {items[0]} counters")
        return StaticPiece(StaticAbility(X_COUNTERS, "+1/+1"))

    def etb_tapped_counters(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_TAPPED_WITH_COUNTERS, str(items[1]),
                                         power=NUMBER_WORDS[str(items[0])]))

    def no_untap_with_counter(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_WITH_COUNTER, str(items[0])))

    def sac_if_no_counters(self, items: list[Token]) -> Clause:
        return Clause((SacrificeIfNoCounters(str(items[0])),))

    def remove_counter(self, items: list[Token]) -> Clause:
        return Clause((RemoveCounterFromSelf(str(items[0])),))


@renders_static(X_COUNTERS)
def _render_x(st: StaticAbility) -> str:
    return f"CARDNAME enters the battlefield with X {st.text} counters on it."


@renders_static(ENTERS_TAPPED_WITH_COUNTERS)
def _render_tapped(st: StaticAbility) -> str:
    return f"CARDNAME enters the battlefield tapped with {_WORDS[st.power]} {st.text} counters on it."


@renders_static(NO_UNTAP_WITH_COUNTER)
def _render_no_untap(st: StaticAbility) -> str:
    return f"CARDNAME doesn't untap during your untap step if it has a {st.text} counter on it."


@renders(SacrificeIfNoCounters)
def _render_sac(eff: SacrificeIfNoCounters, words: Words) -> list[str]:
    return [f"if there are no {eff.counter} counters on CARDNAME, sacrifice it"]


@renders(RemoveCounterFromSelf)
def _render_remove(eff: RemoveCounterFromSelf, words: Words) -> list[str]:
    return [f"remove a {eff.counter} counter from CARDNAME"]
