"""Spell effects that count: per creature, "where X is", "for each", damage equal to a count, half your
life (the rules: ``rules.atoms.spell_counts``); the counted nouns use :class:`SpellTargetTemplates`."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import IT, NUMBER_WORDS, X
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, render_effect, renders
from oldframe.cards.compiler.spell_targets import SpellTargetTemplates, _creature_clause
from oldframe.cards.compiler.statics import plural_of
from oldframe.rules.atoms.spell_counts import (
    DamageEqualToCount,
    DrawAndLoseLife,
    DrawPerCreature,
    DrawPerTappedCreature,
    DrawThenDiscardRandom,
    DrawUpToOrGainLife,
    GainLifePerCreature,
    GainLifeX,
    LoseHalfLife,
    PerBattlefieldCount,
    TapAnyNumberForLife,
    WhereXIsCount,
)
from oldframe.rules.atoms.spell_permanents import ModifyPTAmount
from oldframe.rules.model.cards import DealDamage, GainLife, LoseLife, TargetSpec

__all__ = ["SpellCountTemplates"]


class SpellCountTemplates(SpellTargetTemplates):
    """Transformer methods for ``grammar/spells.lark``: counting effects."""

    subtype_names: dict[str, str]

    def spells_gain_per_creature(self, items: list[Token]) -> Clause:
        return Clause((GainLifePerCreature(int(items[0])),))

    def spells_draw_per_creature(self, items: list[Token]) -> Clause:
        return Clause((DrawPerCreature(),))

    def spells_gain_x_target(self, items: list[Token]) -> Clause:
        return Clause((GainLifeX(THIS_TARGET, X),), (TargetSpec(("player",)),))

    def spells_draw_lose(self, items: list[Token]) -> Clause:
        return Clause((DrawAndLoseLife(NUMBER_WORDS[str(items[0])], int(items[1])),))

    def spells_draw_discard_random(self, items: list[int]) -> Clause:
        return Clause((DrawThenDiscardRandom(items[0], items[1]),))

    def spells_lose_half(self, items: list[Token]) -> Clause:
        return Clause((LoseHalfLife(),))

    def spells_damage_count(self, items: list[object]) -> Clause:
        thing, count = items
        assert isinstance(thing, Thing) and isinstance(count, str) and thing.spec is not None
        if (count == "hand") != (thing.spec.kinds == ("player",)):
            raise ValueError("'that player's hand' needs a target player")
        return Clause((DamageEqualToCount(thing.ref, count),), (thing.spec,))

    def spells_count_lands(self, items: list[Token]) -> str:
        return "lands:" + {"plains": "Plains"}.get(str(items[0]), str(items[0])[:-1].capitalize())

    def spells_count_hand(self, items: list[Token]) -> str:
        return "hand"

    def spells_draw_per_tapped(self, items: list[Token]) -> Clause:
        return Clause((DrawPerTappedCreature(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    # -- drain an opponent, "have … discard", can't be regenerated, CARDNAME and a target ---------------
    def spells_drain_opponent(self, items: list[Token]) -> Clause:
        return Clause((LoseLife(THIS_TARGET, int(items[0])), GainLife("controller", int(items[1]))),
                      (TargetSpec(("player",), "opponent"),))

    # -- "…, where X is the number of Elves on the battlefield." ---------------------------------------
    def spells_where_x_type(self, items: list[object]) -> Clause:
        clause, word = items
        assert isinstance(clause, Clause) and isinstance(word, Token)
        if clause.mana_choice or not any(getattr(e, f) == X for e in clause.effects for f in e.__dataclass_fields__):
            raise ValueError("an instruction reading X")
        refs = {getattr(e, f) for e in clause.effects for f in e.__dataclass_fields__}
        return Clause((WhereXIsCount(clause.effects, self._type_name(word), THIS_TARGET if THIS_TARGET in refs else "",
                                     IT if IT in refs else ""),), clause.specs)

    def spells_x_damage_and_you(self, items: list[object]) -> Clause:
        """Sparksmith: "CARDNAME deals X damage to target creature and X damage to you, where X is …" """
        n, to, back = items
        if n != X or back != X or not isinstance(to, Thing) or to.spec is None:
            raise ValueError("X damage to a target and X damage to you")
        return Clause((DealDamage(X, to.ref), DealDamage(X, "controller")), (to.spec,))

    def spells_x_damage_and_gain(self, items: list[object]) -> Clause:
        """Profane Prayers: "CARDNAME deals X damage to any target and you gain X life, where X is …" """
        n, to = items
        if n != X or not isinstance(to, Thing) or to.spec is None:
            raise ValueError("X damage to a target and X life")
        return Clause((DealDamage(X, to.ref), GainLife("controller", X)), (to.spec,))

    def spells_pump_xx(self, items: list[object]) -> Clause:
        thing = items[0]
        assert isinstance(thing, Thing)
        return _creature_clause(thing, ModifyPTAmount(thing.ref, X, X))

    def spells_truce(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((DrawUpToOrGainLife(2, int(items[0])),), ())

    def spells_tap_for_life(self, items: list[Token]) -> SpellPiece:
        return SpellPiece((TapAnyNumberForLife(int(items[0])),), ())

    # -- "… for each Elf on the battlefield" -------------------------------------------------------------
    def spells_bf_creature(self, items: list[Token]) -> str:
        return "creature"

    def spells_bf_type(self, items: list[Token]) -> str:
        return "creature:" + self._type_name(items[0])

    def spells_bf_land(self, items: list[str]) -> str:
        return "land:" + items[0].capitalize()

    def spells_draw_per_bf(self, items: list[str]) -> Clause:
        return Clause((PerBattlefieldCount("draw", "controller", 1, items[0]),))

    def spells_gain_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("gain", "controller", int(str(items[0])), str(items[1])),))

    def spells_gain_per_graveyard(self, items: list[Token]) -> Clause:
        return Clause((PerBattlefieldCount("gain", "controller", int(items[0]), "your_graveyard"),))

    def spells_target_gains_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("gain", THIS_TARGET, int(str(items[0])), str(items[1])),),
                      (TargetSpec(("player",)),))

    def spells_each_loses_per_bf(self, items: list[object]) -> Clause:
        return Clause((PerBattlefieldCount("lose", "each_player", int(str(items[0])), str(items[1])),))


@renders(GainLifePerCreature)
def _render_gain_per_creature(eff: GainLifePerCreature, words: Words) -> list[str]:
    return [f"you gain {eff.amount} life for each creature you control"]


@renders(DrawPerCreature)
def _render_draw_per_creature(eff: DrawPerCreature, words: Words) -> list[str]:
    return ["draw a card for each creature you control"]


@renders(GainLifeX)
def _render_gain_life_x(eff: GainLifeX, words: Words) -> list[str]:
    if eff.amount != X or not eff.who.startswith("target:"):
        raise ValueError("target player gains X life")
    return [f"{words.thing(eff.who)} gains X life"]


@renders(DrawAndLoseLife)
def _render_draw_lose(eff: DrawAndLoseLife, words: Words) -> list[str]:
    if eff.count < 2:
        raise ValueError("'you draw N cards'")
    return [f"you draw {_COUNT_WORDS[eff.count]} cards and you lose {eff.life} life"]


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{_COUNT_WORDS[n]} cards"


@renders(DrawThenDiscardRandom)
def _render_draw_discard_random(eff: DrawThenDiscardRandom, words: Words) -> list[str]:
    return [f"draw {_cards(eff.draw)}, then discard {_cards(eff.discard)} at random"]


@renders(LoseHalfLife)
def _render_lose_half(eff: LoseHalfLife, words: Words) -> list[str]:
    return ["you lose half your life, rounded up"]


@renders(DamageEqualToCount)
def _render_damage_count(eff: DamageEqualToCount, words: Words) -> list[str]:
    if eff.count == "hand":
        what = "cards in that player's hand"
    else:
        land = eff.count.removeprefix("lands:")
        what = ("Plains" if land == "Plains" else land + "s") + " you control"
    return [f"CARDNAME deals damage to {words.thing(eff.to)} equal to the number of {what}"]


@renders(DrawPerTappedCreature)
def _render_draw_per_tapped(eff: DrawPerTappedCreature, words: Words) -> list[str]:
    return [f"draw a card for each tapped creature {words.thing(eff.whose)} controls"]


@renders(WhereXIsCount)
def _render_where_x(eff: WhereXIsCount, words: Words) -> list[str]:
    parts: list[str] = []
    for inner in eff.bound():
        parts.extend(render_effect(inner, words.specs, words.self_word, words.seen))
    if len(parts) == 2 and parts[0].startswith("CARDNAME deals X damage to ") \
            and parts[1] in ("CARDNAME deals X damage to you", "you gain X life"):
        parts = [parts[0] + " and " + parts[1].removeprefix("CARDNAME deals ")]
    if len(parts) != 1:
        raise ValueError("one sentence reading X")
    return [f"{parts[0]}, where X is the number of {plural_of(eff.subtype)} on the battlefield"]


@renders(DrawUpToOrGainLife)
def _render_truce(eff: DrawUpToOrGainLife, words: Words) -> list[str]:
    if eff.most != 2:
        raise ValueError("up to two cards")
    return ["each player may draw up to two cards",
            f"for each card less than two a player draws this way, that player gains {eff.life} life"]


@renders(TapAnyNumberForLife)
def _render_tap_for_life(eff: TapAnyNumberForLife, words: Words) -> list[str]:
    return ["tap any number of untapped creatures you control",
            f"you gain {eff.life} life for each creature tapped this way"]


@renders(PerBattlefieldCount)
def _render_per_bf(eff: PerBattlefieldCount, words: Words) -> list[str]:
    kind, _, sub = eff.count.partition(":")
    what = "creature" if kind == "creature" and not sub else sub
    tail = f"for each {what} on the battlefield"
    if eff.count == "your_graveyard":
        if eff.action != "gain" or eff.who != "controller":
            raise ValueError("you gain life for each card in your graveyard")
        return [f"you gain {eff.amount} life for each card in your graveyard"]
    if eff.action == "draw" and eff.who == "controller" and eff.amount == 1:
        return [f"draw a card {tail}"]
    if eff.action == "gain" and eff.who == "controller":
        return [f"you gain {eff.amount} life {tail}"]
    if eff.action == "gain" and eff.who.startswith("target:"):
        return [f"{words.thing(eff.who)} gains {eff.amount} life {tail}"]
    if eff.action == "lose" and eff.who == "each_player":
        return [f"each player loses {eff.amount} life {tail}"]
    raise ValueError(f"no rendering for {eff!r}")
