"""When a player casts a spell: Standstill's "When a player casts a spell, sacrifice CARDNAME. If you
do, each of that player's opponents draws three cards." and Presence of the Master's "Whenever a
player casts an enchantment spell, counter it." (``rules.atoms.cast_triggers``)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause
from oldframe.cards.compiler.draw_variants import ShuffleFromHand
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.cast_triggers import CounterTriggeringSpell, OpponentsOfDraw, SacrificeSelfThen
from oldframe.rules.atoms.draw_variants import ShuffleFromHandThen
from oldframe.rules.model.cards import Effect, Sacrifice, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

#: ``Trigger.whose`` of "When a player casts …" (a player, written "When"; the matcher reads "each").
EACH_WHEN = "each_when"
_NUMBER = {1: "a card", 2: "two cards", 3: "three cards", 4: "four cards"}


@dataclass(frozen=True, slots=True)
class IfYouDo(Amends):
    """"If you do, <clause>." after "Sacrifice CARDNAME."."""

    then: tuple[Effect, ...]

    def amend(self, last: Effect) -> Effect:
        if isinstance(last, ShuffleFromHand):  # Lat-Nam's Legacy (draw_variants.py)
            return ShuffleFromHandThen(self.then)
        if last != Sacrifice("self"):
            raise ValueError("'If you do' after 'Sacrifice CARDNAME' or a card shuffled from hand")
        return SacrificeSelfThen(self.then)


class CastTriggerTemplates:
    def ct_when_player_casts(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.CASTS_SPELL, EACH_WHEN, filters=items[0])

    def ct_if_you_do(self, items: list[Clause]) -> Clause:
        clause = items[0]
        if clause.specs or clause.mana_choice:
            raise ValueError("'If you do' without targets")
        return Clause((IfYouDo(clause.effects),))

    def ct_opponents_draw(self, items: list[int]) -> Clause:
        return Clause((OpponentsOfDraw("event_player", items[0]),))

    def ct_counter_it(self, items: list[Token]) -> Clause:
        return Clause((CounterTriggeringSpell(),))


@renders(SacrificeSelfThen)
def _render_sacrifice_then(eff: SacrificeSelfThen, words: Words) -> list[str]:
    then = [part for e in eff.then for part in render_effect(e, words.specs, words.self_word, words.seen)]
    if len(then) != 1:
        raise ValueError("one instruction after 'If you do'")
    return [f"sacrifice {words.self_word}. If you do, {then[0]}"]


@renders(OpponentsOfDraw)
def _render_opponents_draw(eff: OpponentsOfDraw, words: Words) -> list[str]:
    if eff.who != "event_player" or eff.count not in _NUMBER:
        raise ValueError("each of that player's opponents")
    return [f"each of that player's opponents draws {_NUMBER[eff.count]}"]


@renders(CounterTriggeringSpell)
def _render_counter_it(eff: CounterTriggeringSpell, words: Words) -> list[str]:
    return ["counter it"]
