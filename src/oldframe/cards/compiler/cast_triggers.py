"""When a player casts a spell: Standstill's "When a player casts a spell, sacrifice CARDNAME. If you
do, each of that player's opponents draws three cards." and Presence of the Master's "Whenever a
player casts an enchantment spell, counter it." (``rules.atoms.cast_triggers``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import Amends, Clause, Thing
from oldframe.cards.compiler.draw_variants import ShuffleFromHand
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.cast_triggers import CounterTriggeringSpell, OpponentsOfDraw, SacrificeSelfThen
from oldframe.rules.atoms.draw_variants import ShuffleFromHandThen
from oldframe.rules.atoms.sleepers import BecomeCreatureOnly
from oldframe.rules.model.cards import Effect, Sacrifice, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

#: ``Trigger.whose`` of "When a player casts …" (a player, written "When"; the matcher reads "each").
EACH_WHEN = "each_when"
#: ``Trigger.condition``: "if CARDNAME is an enchantment" (``rules.triggers.condition_holds``).
SELF_ENCHANTMENT = "self_enchantment"
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
    def ct_cast_mv_le(self, items: list[object]) -> Trigger:
        """Pyrostatic Pillar: "Whenever a player casts a spell with mana value 3 or less" (filter "mv_le")."""
        filters, n = items
        assert isinstance(filters, tuple)
        return Trigger(TriggerEvent.CASTS_SPELL, "each", filters=(*filters, f"mv_le:{int(str(n))}"))

    def ct_when_player_casts(self, items: list[tuple[str, ...]]) -> Trigger:
        return Trigger(TriggerEvent.CASTS_SPELL, EACH_WHEN, filters=items[0])

    def ct_if_enchantment(self, items: list[object]) -> TriggeredPiece:
        """"…, if CARDNAME is an enchantment, …": an intervening-if (CR 603.4; 2003: 404.3)."""
        trig = items[0]
        assert isinstance(trig, Trigger)
        if trig.event not in (TriggerEvent.CASTS_SPELL, TriggerEvent.WHEN_CASTS,
                              TriggerEvent.CREATURE_TO_OPPONENT_GRAVEYARD) or trig.condition is not None:
            raise ValueError("'if CARDNAME is an enchantment' after a cast trigger (or Lurking Skirge's)")
        return self.triggered([replace(trig, condition=SELF_ENCHANTMENT), items[1]])  # type: ignore[attr-defined,no-any-return]

    def ct_becomes_creature(self, items: list[object]) -> Clause:
        thing, pt, *rest = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        if thing.ref != "self":
            raise ValueError("CARDNAME becomes")
        words = [str(t) for t in rest if isinstance(t, Token)]
        kws = next((k for k in rest if isinstance(k, tuple)), ())
        p, t = parse_pt(pt)
        subtypes = tuple(self.subtype_names[w.lower()] for w in words)  # type: ignore[attr-defined]
        return Clause((BecomeCreatureOnly("self", p, t, subtypes, tuple(str(k) for k in kws)),))

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


@renders(BecomeCreatureOnly)
def _render_become_creature(eff: BecomeCreatureOnly, words: Words) -> list[str]:
    if eff.who != "self" or not eff.subtypes:
        raise ValueError("CARDNAME becomes a creature of some type")
    pt = f"{eff.power}/{eff.toughness}"
    text = f"{words.self_word} becomes {'an' if pt[0] == '8' else 'a'} {pt} {' '.join(eff.subtypes)} creature"
    if eff.keywords:
        text += " with " + " and ".join(eff.keywords)
    return [text]
