"""Milling by an amount the ability knows only as it resolves: "Sacrifice a creature: Target player
mills cards equal to the sacrificed creature's power." (Altar of Dementia) — the sacrificed creature's
power as it last existed on the battlefield (CR 608.2h; 2003: 413.2f), kept when the cost was paid
(``costparts.remember_sacrificed``). "Mill two cards." is :class:`~oldframe.rules.atoms.spell_cards.MillCards`
with ``who`` "controller" (CR 701.13; 2003 wording "put the top N cards of your library into your
graveyard")."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.spell_cards import MillCards
from oldframe.rules.costparts import sacrificed_stat
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class MillBySacrificed(Effect):
    """``who`` mills cards equal to the sacrificed permanent's ``stat`` ("power", "toughness", "mana value")."""

    who: Ref
    noun: str = "creature"
    stat: str = "power"


@executes(MillBySacrificed)
def _mill_by_sacrificed(state: GameState, item: StackItem, eff: MillBySacrificed) -> Decision | None:
    n = sacrificed_stat(item, eff.stat)
    if n <= 0:
        return None
    return EXECUTORS[MillCards](state, item, MillCards(eff.who, n))
