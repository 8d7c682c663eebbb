"""Mass effects with a count or a chosen number (``rules.atoms.mass_variants``): Decree of Pain's "Draw a
card for each creature destroyed this way.", Mageta the Lion's "Destroy all creatures except for
CARDNAME. Those creatures can't be regenerated.", Void, and "Each player shuffles the cards from their
hand into their library, then draws that many cards." (Winds of Change; "Shuffle the cards from your
hand …, then draw that many cards.": the Whirlpools)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Amends, Clause, ExileSelfMarker
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.mass_variants import (
    ChosenNumberPurge,
    DestroyAllCreaturesButSelf,
    DestroyAllThenDraw,
    ExileSelfDiscardHandsReturn,
    LoseAThirdOfEverything,
    ShuffleHandsDrawThatMany,
)
from oldframe.rules.model.cards import Effect, TargetSpec


@dataclass(frozen=True, slots=True)
class DrawPerDestroyed(Amends):
    """"Draw a card for each creature destroyed this way." after "Destroy all creatures. [They can't be
    regenerated.]"."""

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, DestroyAll) or last.kind != "creature" or last.subtype:
            raise ValueError("'destroyed this way' after 'Destroy all creatures'")
        return DestroyAllThenDraw(last)


@dataclass(frozen=True, slots=True)
class _DiscardHandsReturn(Amends):
    """"Each player discards their hand, then returns up to three cards …" after "Exile CARDNAME." (the
    spell exiles itself first, so it is not among the cards returned; CR 608.2n)."""

    count: int

    def amend(self, last: Effect) -> Effect:
        if not isinstance(last, ExileSelfMarker):
            raise ValueError("'Exile CARDNAME.' before it")
        return ExileSelfDiscardHandsReturn(self.count)


@dataclass(frozen=True, slots=True)
class ThoseNoRegen(Amends):
    """"Those creatures can't be regenerated." after "Destroy all creatures except for CARDNAME."."""

    def amend(self, last: Effect) -> Effect:
        if last != DestroyAllCreaturesButSelf():
            raise ValueError("'Those creatures' after 'Destroy all creatures except for CARDNAME'")
        return replace(last, regenerate=False)


class MassVariantTemplates:
    def mv_draw_per_destroyed(self, items: list[Token]) -> Clause:
        return Clause((DrawPerDestroyed(),))

    def mv_destroy_but_self(self, items: list[Token]) -> Clause:
        return Clause((DestroyAllCreaturesButSelf(),))

    def mv_those_no_regen(self, items: list[Token]) -> Clause:
        return Clause((ThoseNoRegen(),))

    def mv_void(self, items: list[Token]) -> Clause:
        return Clause((ChosenNumberPurge(THIS_TARGET),), (TargetSpec(("player",)),))

    def mv_ill_gotten_gains(self, items: list[Token]) -> Clause:
        return Clause((_DiscardHandsReturn(NUMBER_WORDS[str(items[0])]),))

    def mv_pox(self, items: list[Token]) -> Clause:
        return Clause((LoseAThirdOfEverything(),))

    def mv_each_shuffle_draw(self, items: list[Token]) -> Clause:
        return Clause((ShuffleHandsDrawThatMany("each_player"),))

    def mv_shuffle_draw(self, items: list[Token]) -> Clause:
        return Clause((ShuffleHandsDrawThatMany("controller"),))


@renders(DestroyAllThenDraw)
def _render_destroy_then_draw(eff: DestroyAllThenDraw, words: Words) -> list[str]:
    from oldframe.cards.compiler.render import render_effect

    return [*render_effect(eff.destroy, words.specs, words.self_word, words.seen),
            "draw a card for each creature destroyed this way"]


@renders(DestroyAllCreaturesButSelf)
def _render_but_self(eff: DestroyAllCreaturesButSelf, words: Words) -> list[str]:
    return [f"destroy all creatures except for {words.self_word}",
            *([] if eff.regenerate else ["those creatures can't be regenerated"])]


@renders(ChosenNumberPurge)
def _render_void(eff: ChosenNumberPurge, words: Words) -> list[str]:
    if words.thing(eff.who) != "target player":
        raise ValueError("target player")
    return ["choose a number. Destroy all artifacts and creatures with mana value equal to that number. Then target "
            "player reveals their hand and discards all nonland cards with mana value equal to the number"]


@renders(ShuffleHandsDrawThatMany)
def _render_shuffle_draw(eff: ShuffleHandsDrawThatMany, words: Words) -> list[str]:
    if eff.who == "each_player":
        return ["each player shuffles the cards from their hand into their library, then draws that many cards"]
    return ["shuffle the cards from your hand into your library, then draw that many cards"]


@renders(LoseAThirdOfEverything)
def _render_pox(eff: LoseAThirdOfEverything, words: Words) -> list[str]:
    return ["each player loses a third of their life, then discards a third of the cards in their hand, then "
            "sacrifices a third of the creatures they control, then sacrifices a third of the lands they control. "
            "Round up each time"]


@renders(ExileSelfDiscardHandsReturn)
def _render_ill_gotten(eff: ExileSelfDiscardHandsReturn, words: Words) -> list[str]:
    n = {v: k for k, v in NUMBER_WORDS.items() if k not in ("a", "one")}[eff.count]
    return [f"exile {words.self_word}. Each player discards their hand, then returns up to {n} cards from their "
            "graveyard to their hand"]
