"""Each player by what that player has (the rules: ``rules.atoms.per_player``): "CARDNAME deals damage to
each player equal to twice the number of nonbasic lands that player controls." (Price of Progress),
"… equal to the number of lands they control." (Acidic Soil), "… twice the number of creatures with
flying that player controls." (Wing Storm), "CARDNAME deals 1 damage to each creature target opponent
controls." (Simoon), "Tap all lands target player controls and that player loses all unspent mana."
(Mana Short), "You gain shroud until end of turn." (Gilded Light), "CARDNAME deals damage to each
opponent equal to the number of Islands that player controls." (Typhoon)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.effects import PLAYER
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.cards.compiler.statics import plural_of
from oldframe.rules.atoms.per_player import (
    DamageEachCreatureOf,
    DamagePlayersByCount,
    ForEachCardInYourHand,
    PlayerGainsShroud,
    TapAllLandsEmptyPool,
)
from oldframe.rules.atoms.turns_hands import ExtraTurn
from oldframe.rules.model.cards import Amount, CreateTokens, DamageEach, GainLife, TargetSpec

OPPONENT = TargetSpec(("player",), "opponent")
_TWICE = 2


class PerPlayerTemplates:
    def pp_twice(self, items: list[Token]) -> int:
        return _TWICE

    def pp_target_player(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, PLAYER)

    def pp_target_opponent(self, items: list[Token]) -> Thing:
        return Thing(THIS_TARGET, OPPONENT)

    def pp_nonbasic_lands(self, items: list[Token]) -> str:
        return "land:nonbasic"

    def pp_lands(self, items: list[Token]) -> str:
        return "land"

    def pp_creatures(self, items: list[Token]) -> str:
        return "creature"

    def pp_artifacts(self, items: list[Token]) -> str:
        return "artifact"

    def pp_creatures_with(self, items: list[Token]) -> str:
        return f"creature:{items[0]}"

    def pp_land_type(self, items: list[Token]) -> str:
        word = str(items[0])
        return "land:" + ("Plains" if word == "plains" else word[:-1].capitalize())

    def pp_that_player(self, items: list[Token]) -> bool:
        return False

    def pp_they(self, items: list[Token]) -> bool:
        return True

    def pp_damage_by_count(self, items: list[object]) -> Clause:
        each, *rest = items
        if each != DamageEach(0, creatures=False, players=True):
            raise ValueError("damage to each player by that player's count")
        multiplier = rest.pop(0) if len(rest) == 3 else 1
        counted, they = rest
        assert isinstance(multiplier, int) and isinstance(counted, str) and isinstance(they, bool)
        return Clause((DamagePlayersByCount(counted, multiplier, they),))

    def pp_damage_opponents_by_count(self, items: list[object]) -> Clause:
        clause = self.pp_damage_by_count([DamageEach(0, creatures=False, players=True), *items])
        eff = clause.effects[0]
        assert isinstance(eff, DamagePlayersByCount)
        return Clause((replace(eff, opponents=True),))

    def pp_damage_creatures_of(self, items: list[object]) -> Clause:
        amount, whose = items
        assert isinstance(whose, Thing) and whose.spec is not None
        if not isinstance(amount, int):
            raise ValueError("a fixed amount of damage to each creature")
        return Clause((DamageEachCreatureOf(amount, whose.ref),), (whose.spec,))

    def pp_gain_per_card_in_hand(self, items: list[Token]) -> Clause:
        return Clause((ForEachCardInYourHand(GainLife("controller", int(items[0]))),))

    def pp_tokens_per_card_in_hand(self, items: list[object]) -> Clause:
        if items[0] != 1:
            raise ValueError("a token for each card")
        clause = self.create_tokens(items)  # type: ignore[attr-defined]
        assert isinstance(clause, Clause)
        return Clause((ForEachCardInYourHand(clause.effects[0]),))

    def pp_target_extra_turn(self, items: list[Token]) -> Clause:
        return Clause((ExtraTurn(THIS_TARGET),), (PLAYER,))

    def pp_you_gain_keyword(self, items: list[Token]) -> Clause:
        if str(items[0]) != "shroud":
            raise ValueError("a player gains shroud only")
        return Clause((PlayerGainsShroud("controller"),))

    def pp_tap_lands_empty_pool(self, items: list[Thing]) -> Clause:
        whose = items[0]
        if whose.spec != PLAYER:
            raise ValueError("Mana Short's target player")
        return Clause((TapAllLandsEmptyPool(whose.ref),), (whose.spec,))


def _counted_words(counted: str) -> str:
    kind, _, narrow = counted.partition(":")
    if not narrow:
        return plural_of(kind)
    if narrow == "nonbasic":
        return "nonbasic " + plural_of(kind)
    if narrow[0].isupper():
        return "Plains" if narrow == "Plains" else narrow + "s"
    return f"{plural_of(kind)} with {narrow}"


def _player_words(ref: str, words: Words) -> str:
    if not ref.startswith("target:"):
        raise ValueError("a target player or opponent")
    return words.thing(ref)


@renders(DamagePlayersByCount)
def _render_damage_by_count(eff: DamagePlayersByCount, words: Words) -> list[str]:
    times = {1: "", _TWICE: "twice "}[eff.multiplier]
    whose = "they control" if eff.they_control else "that player controls"
    players = "each opponent" if eff.opponents else "each player"
    return [f"{words.self_word} deals damage to {players} equal to {times}the number of "
            f"{_counted_words(eff.counted)} {whose}"]


@renders(DamageEachCreatureOf)
def _render_damage_creatures_of(eff: DamageEachCreatureOf, words: Words) -> list[str]:
    amount: Amount = eff.amount
    return [f"{words.self_word} deals {words.num(amount)} damage to each creature "
            f"{_player_words(eff.whose, words)} controls"]


@renders(TapAllLandsEmptyPool)
def _render_tap_lands(eff: TapAllLandsEmptyPool, words: Words) -> list[str]:
    return [f"tap all lands {_player_words(eff.whose, words)} controls and that player loses all unspent mana"]


@renders(PlayerGainsShroud)
def _render_shroud(eff: PlayerGainsShroud, words: Words) -> list[str]:
    if eff.who != "controller":
        raise ValueError("you gain shroud")
    return ["you gain shroud until end of turn"]


@renders(ForEachCardInYourHand)
def _render_per_card_in_hand(eff: ForEachCardInYourHand, words: Words) -> list[str]:
    inner = eff.inner
    if isinstance(inner, GainLife) and inner.who == "controller" and isinstance(inner.amount, int):
        return [f"you gain {inner.amount} life for each card in your hand"]
    if isinstance(inner, CreateTokens) and inner.count == 1 and inner.who == "controller":
        return [f"{render_create_tokens(inner)} for each card in your hand"]
    raise ValueError(f"no rendering for {eff!r}")
