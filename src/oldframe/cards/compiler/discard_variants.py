"""Discards with a twist (``rules.atoms.discard_variants``): Gerrard's Verdict ("Target player discards
two cards. You gain 3 life for each land card discarded this way."), Stupor ("Target opponent
discards a card at random, then discards a card."), Recoil ("Return target permanent to its owner's
hand. Then that player discards a card.")."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Amends, Clause
from oldframe.cards.compiler.effects import IT, NUMBER_WORDS
from oldframe.cards.compiler.render import Words, cap, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.discard_variants import (
    DiscardGainPerKind,
    DiscardRandomThenChosen,
    GuessColorCount,
    OwnerDiscards,
    RevealChooseOfColor,
    RevealDamagePerType,
    RevealDiscardUnlessLife,
    RevealThreeChooseOne,
    RevealXChooseOne,
)
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.model.cards import DiscardAtRandom, Effect, TargetSpec

_CARDS = {v: f"{k} cards" for k, v in NUMBER_WORDS.items() if k not in ("a", "one")} | {1: "a card"}


@dataclass(frozen=True, slots=True)
class GainPerDiscarded(Amends):
    """"You gain L life for each <kind> card discarded this way." after "<who> discards N cards."."""

    life: int
    kind: str

    def amend(self, last: Effect) -> Effect:
        if type(last) is not DiscardChosen:
            raise ValueError("'discarded this way' after a discard")
        return DiscardGainPerKind(last.who, last.count, self.life, self.kind)


class DiscardVariantTemplates:
    def dv_gain_per_discarded(self, items: list[object]) -> Clause:
        life, kind = items
        if str(kind) in ("player", "spell", "permanent"):
            raise ValueError("a card type")
        return Clause((GainPerDiscarded(int(str(life)), str(kind)),))

    def dv_opponent_random_then_chosen(self, items: list[Token]) -> Clause:
        return Clause((DiscardRandomThenChosen(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def dv_discard_n_random(self, items: list[Token]) -> Clause:
        """Hymn to Tourach: "Target player discards two cards at random." (CR 701.8c)."""
        n = NUMBER_WORDS[str(items[0])]
        if n < 2:
            raise ValueError("'a card at random' is the core's")
        return Clause((DiscardAtRandom(THIS_TARGET, n),), (TargetSpec(("player",)),))

    def dv_addle(self, items: list[TargetSpec]) -> Clause:
        return Clause((RevealChooseOfColor(THIS_TARGET),), (items[0],))

    def dv_damage_per_type(self, items: list[object]) -> Clause:
        spec, amount = items
        assert isinstance(spec, TargetSpec)
        return Clause((RevealDamagePerType(THIS_TARGET, int(str(amount))),), (spec,))

    def dv_guess_color_count(self, items: list[TargetSpec]) -> Clause:
        if items[0].controller != "opponent":
            raise ValueError("target opponent")
        return Clause((GuessColorCount(THIS_TARGET),), (items[0],))

    def dv_discard_unless_life(self, items: list[object]) -> Clause:
        spec, color, life = items
        assert isinstance(spec, TargetSpec)
        return Clause((RevealDiscardUnlessLife(THIS_TARGET, COLOR_LETTERS[str(color)], "instant", int(str(life))),),
                      (spec,))

    def dv_reveal_n_choose(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        if n < 2:
            raise ValueError("several cards")
        return Clause((RevealThreeChooseOne(THIS_TARGET, n),), (TargetSpec(("player",)),))

    def dv_reveal_x_choose(self, items: list[Token]) -> Clause:
        return Clause((RevealXChooseOne(THIS_TARGET),), (TargetSpec(("player",)),))

    def dv_then_owner_discards(self, items: list[Token]) -> Clause:
        return Clause((OwnerDiscards(IT),))


@renders(DiscardGainPerKind)
def _render_discard_gain(eff: DiscardGainPerKind, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} discards {_CARDS[eff.count]}. "
            f"You gain {eff.life} life for each {eff.kind} card discarded this way"]


@renders(DiscardRandomThenChosen)
def _render_random_then_chosen(eff: DiscardRandomThenChosen, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} discards a card at random, then discards a card"]


@renders(OwnerDiscards)
def _render_owner_discards(eff: OwnerDiscards, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen or eff.count != 1:
        raise ValueError("the owner of the permanent returned before")
    if "player" in words.specs[int(eff.what[7:])].kinds:
        raise ValueError("a permanent's owner")
    return ["then that player discards a card"]


def _reveals(words: Words, who: str) -> str:
    spec = words.specs[int(who[7:])] if who.startswith("target:") else None
    if spec is None or spec.kinds != ("player",) or spec.filters:
        raise ValueError("target player or opponent")
    words.seen.add(who)
    return f"target {'opponent' if spec.controller == 'opponent' else 'player'} reveals their hand"


@renders(RevealChooseOfColor)
def _render_addle(eff: RevealChooseOfColor, words: Words) -> list[str]:
    return [f"choose a color. {cap(_reveals(words, eff.who))} and you choose a card of that color from it. "
            "That player discards that card"]


@renders(RevealDamagePerType)
def _render_damage_per_type(eff: RevealDamagePerType, words: Words) -> list[str]:
    return [f"choose a card type. {cap(_reveals(words, eff.who))}. {words.self_word} deals {eff.amount} damage to "
            "that player for each card of the chosen type revealed this way"]


@renders(GuessColorCount)
def _render_guess(eff: GuessColorCount, words: Words) -> list[str]:
    return [f"choose a number greater than 0 and a color. {cap(_reveals(words, eff.who))}. If that opponent reveals "
            "exactly the chosen number of cards of the chosen color, you draw a card"]


@renders(RevealDiscardUnlessLife)
def _render_sirocco(eff: RevealDiscardUnlessLife, words: Words) -> list[str]:
    color = {v: k for k, v in COLOR_LETTERS.items()}[eff.color]
    return [f"{_reveals(words, eff.who)}. For each {color} {eff.card_type} card revealed this way, that player "
            f"discards that card unless they pay {eff.life} life"]


@renders(RevealXChooseOne)
def _render_reveal_x(eff: RevealXChooseOne, words: Words) -> list[str]:
    if words.thing(eff.who) != "target player":
        raise ValueError("target player")
    return ["target player reveals X cards from their hand and you choose one of them. That player discards that card"]


@renders(RevealThreeChooseOne)
def _render_blackmail(eff: RevealThreeChooseOne, words: Words) -> list[str]:
    if words.thing(eff.who) != "target player":
        raise ValueError("target player")
    return [f"target player reveals {_CARDS[eff.count]} from their hand and you choose one of them. "
            "That player discards that card"]
