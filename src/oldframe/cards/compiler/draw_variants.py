"""Draws and looks at hands (``rules.atoms.draw_variants``): Words of Wisdom ("You draw two cards, then
each other player draws a card."), Urza's Bauble ("Look at a card at random in target player's
hand."), Lat-Nam's Legacy ("Shuffle a card from your hand into your library. If you do, draw two
cards at the beginning of the next turn's upkeep." — "If you do" is ``cast_triggers.IfYouDo``)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.search import render_search
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.draw_variants import (
    DrawHighestManaValue,
    DrawThenKeepX,
    DrawThenOthersDraw,
    LookAtRandomCard,
    SearchThenDiscardRandom,
    ShuffleFromHandThen,
    TargetCreatesTokens,
    TargetMayDraw,
)
from oldframe.rules.model.cards import Effect, GainLife, TargetSpec

_OPPONENT = TargetSpec(("player",), "opponent")
_CARDS = {v: f"{k} cards" for k, v in NUMBER_WORDS.items() if k not in ("a", "one")} | {1: "a card"}


@dataclass(frozen=True, slots=True)
class ShuffleFromHand(Effect):
    """"Shuffle a card from your hand into your library." waiting for its "If you do, …" (never played
    alone: it renders nothing)."""


class DrawVariantTemplates:
    def dw_draw_then_others(self, items: list[int]) -> Clause:
        return Clause((DrawThenOthersDraw(items[0], items[1]),))

    def dw_look_at_random(self, items: list[Token]) -> Clause:
        return Clause((LookAtRandomCard(THIS_TARGET),), (TargetSpec(("player",)),))

    def dw_search_discard_random(self, items: list[object]) -> Clause:
        """Gamble: the search's own template builds the search (``search.py``)."""
        searched = self.search(items)  # type: ignore[attr-defined]
        assert isinstance(searched, Clause) and isinstance(searched.effects[0], SearchLibrary)
        if searched.effects[0].to != "hand":
            raise ValueError("the card goes to the hand")
        return Clause((SearchThenDiscardRandom(searched.effects[0]),))

    def dw_opponent_creates(self, items: list[object]) -> Clause:
        made = self.create_tokens(items)  # type: ignore[attr-defined]  # tokens.py builds the token
        assert isinstance(made, Clause)
        base = made.effects[0]
        tokens = TargetCreatesTokens(base.count, base.name, base.power, base.toughness,  # type: ignore[attr-defined]
                                     base.colors, base.subtypes, base.keywords, THIS_TARGET)  # type: ignore[attr-defined]
        return Clause((tokens,), (_OPPONENT,))

    def dw_opponent_gains(self, items: list[Token]) -> Clause:
        return Clause((GainLife(THIS_TARGET, int(items[0])),), (_OPPONENT,))

    def dw_opponent_may_draw(self, items: list[Token]) -> Clause:
        return Clause((TargetMayDraw(THIS_TARGET),), (_OPPONENT,))

    def dw_draw_keep_x(self, items: list[int]) -> Clause:
        return Clause((DrawThenKeepX(items[0]),))

    def dw_draw_highest_mv(self, items: list[Token]) -> Clause:
        return Clause((DrawHighestManaValue(),))

    def dw_shuffle_from_hand(self, items: list[Token]) -> Clause:
        return Clause((ShuffleFromHand(),))


@renders(DrawThenOthersDraw)
def _render_draw_then_others(eff: DrawThenOthersDraw, words: Words) -> list[str]:
    return [f"you draw {_CARDS[eff.count]}, then each other player draws {_CARDS[eff.others]}"]


@renders(LookAtRandomCard)
def _render_look_at_random(eff: LookAtRandomCard, words: Words) -> list[str]:
    if words.thing(eff.who) != "target player":
        raise ValueError("target player's hand")
    return ["look at a card at random in target player's hand"]


@renders(ShuffleFromHandThen)
def _render_shuffle_then(eff: ShuffleFromHandThen, words: Words) -> list[str]:
    from oldframe.cards.compiler.render import render_effect

    then = [part for e in eff.then for part in render_effect(e, words.specs, words.self_word, words.seen)]
    if len(then) != 1:
        raise ValueError("one instruction after 'If you do'")
    return [f"shuffle a card from your hand into your library. If you do, {then[0]}"]


@renders(SearchThenDiscardRandom)
def _render_gamble(eff: SearchThenDiscardRandom, words: Words) -> list[str]:
    text = render_search(eff.search)
    if not text.endswith(", then shuffle"):
        raise ValueError("a search that ends 'then shuffle'")
    return [text.removesuffix(", then shuffle") + ", discard a card at random, then shuffle"]


@renders(DrawHighestManaValue)
def _render_draw_highest(eff: DrawHighestManaValue, words: Words) -> list[str]:
    return ["draw cards equal to the highest mana value among permanents you control"]


@renders(DrawThenKeepX)
def _render_breakthrough(eff: DrawThenKeepX, words: Words) -> list[str]:
    return [f"draw {_CARDS[eff.count]}, then choose X cards in your hand and discard the rest"]


@renders(TargetCreatesTokens)
def _render_target_creates(eff: TargetCreatesTokens, words: Words) -> list[str]:
    from oldframe.cards.compiler.render import render_create_tokens

    plain = render_create_tokens(eff)
    return [f"{words.thing(eff.who)} creates " + plain.removeprefix("create ")]


@renders(TargetMayDraw)
def _render_target_may_draw(eff: TargetMayDraw, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} may draw a card"]
