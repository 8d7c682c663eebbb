"""Spell effects on libraries, hands and lands played: look, search, mill, loot, discard, put from hand,
return a chosen permanent (the rules: ``rules.atoms.spell_cards``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import _COUNT_WORDS, COLOR_NAMES, Words, renders
from oldframe.cards.compiler.spell_counts import _cards
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.spell_cards import (
    CantPlayLandsThisTurn,
    HaveDiscard,
    LookAtHand,
    LookAtTopPutBack,
    MillCards,
    PutCreatureFromHand,
    ReturnChosenPermanent,
    SearchExile,
    TargetDrawsNextUpkeep,
    TargetLoots,
)
from oldframe.rules.model.cards import TargetSpec

__all__ = ["SpellCardTemplates"]


class SpellCardTemplates:
    """Transformer methods for ``grammar/spells.lark``: library and hand effects."""

    subtype_names: dict[str, str]

    def spells_look_top(self, items: list[Token]) -> Clause:
        return Clause((LookAtTopPutBack(NUMBER_WORDS[str(items[0])]),))

    # -- chosen things: a creature to return, a color, a creature type, protection ---------------------
    def spells_return_chosen(self, items: list[ReturnChosenPermanent]) -> Clause:
        return Clause((items[-1],))

    def spells_rw_two_colors(self, items: list[Token]) -> ReturnChosenPermanent:
        a, b = COLOR_LETTERS[str(items[0])], COLOR_LETTERS[str(items[1])]
        if a == b:
            raise ValueError("two colors")
        return ReturnChosenPermanent("creature", frozenset({a, b}))

    def spells_rw_color(self, items: list[Token]) -> ReturnChosenPermanent:
        return ReturnChosenPermanent("creature", frozenset({COLOR_LETTERS[str(items[0])]}))

    def spells_rw_creature(self, items: list[Token]) -> ReturnChosenPermanent:
        return ReturnChosenPermanent("creature")

    def spells_put_from_hand(self, items: list[Token]) -> Clause:
        return Clause((PutCreatureFromHand(),))

    def spells_search_exile(self, items: list[Token]) -> Clause:
        return Clause((SearchExile(NUMBER_WORDS[str(items[0])]),))

    def spells_look_hand_player(self, items: list[Token]) -> Clause:
        return Clause((LookAtHand(THIS_TARGET),), (TargetSpec(("player",)),))

    def spells_look_hand_opponent(self, items: list[Token]) -> Clause:
        return Clause((LookAtHand(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def spells_target_draws_next_upkeep(self, items: list[Token]) -> Clause:
        return Clause((TargetDrawsNextUpkeep(THIS_TARGET),), (TargetSpec(("player",)),))

    def spells_have_discard(self, items: list[Token]) -> Clause:
        return Clause((HaveDiscard(THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def spells_mill(self, items: list[Token]) -> Clause:
        return Clause((MillCards(THIS_TARGET, NUMBER_WORDS[str(items[0])]),), (TargetSpec(("player",)),))

    def spells_cant_play_lands(self, items: list[Token]) -> Clause:
        return Clause((CantPlayLandsThisTurn(THIS_TARGET),), (TargetSpec(("player",)),))

    def spells_target_loots(self, items: list[int]) -> Clause:
        return Clause((TargetLoots(THIS_TARGET, items[0], items[1]),), (TargetSpec(("player",)),))


@renders(LookAtTopPutBack)
def _render_look_top(eff: LookAtTopPutBack, words: Words) -> list[str]:
    return [f"look at the top {_COUNT_WORDS[eff.count]} cards of your library, then put them back in any order"]


def _a(word: str) -> str:
    return ("an " if word[0].lower() in "aeiou" else "a ") + word


@renders(ReturnChosenPermanent)
def _render_return_chosen(eff: ReturnChosenPermanent, words: Words) -> list[str]:
    if eff.kind == "land":
        if eff.colors or not eff.subtype:
            raise ValueError("a land of a basic land type")
        what = eff.subtype
    elif eff.kind != "creature":
        raise ValueError("a creature or a land")
    elif eff.subtype:
        if eff.colors:
            raise ValueError("a creature type or colors")
        what = eff.subtype
    else:
        order = [c for c in "WUBRG" if c in eff.colors]
        names = [COLOR_NAMES[c] for c in order]
        if len(names) == 2 and (order[0], order[1]) in (("W", "G"), ("W", "R"), ("U", "G")):
            names.reverse()  # Oracle's order around the color wheel: "green or white", "red or white"
        what = " or ".join(names) + " creature" if names else "creature"
    return [f"return {_a(what)} you control to its owner's hand"]


@renders(PutCreatureFromHand)
def _render_put_from_hand(eff: PutCreatureFromHand, words: Words) -> list[str]:
    return ["you may put a creature card from your hand onto the battlefield"]


@renders(SearchExile)
def _render_search_exile(eff: SearchExile, words: Words) -> list[str]:
    return [f"search your library for {_COUNT_WORDS[eff.count]} cards, exile them, then shuffle"]


@renders(LookAtHand)
def _render_look_hand(eff: LookAtHand, words: Words) -> list[str]:
    if not eff.who.startswith("target:") or eff.who in words.seen:
        raise ValueError("look at target player's hand")
    spec = words.specs[int(eff.who[7:])]
    words.seen.add(eff.who)
    if spec == TargetSpec(("player",)):
        return ["look at target player's hand"]
    if spec == TargetSpec(("player",), "opponent"):
        return ["look at target opponent's hand"]
    raise ValueError("a player")


@renders(TargetDrawsNextUpkeep)
def _render_target_draws_next_upkeep(eff: TargetDrawsNextUpkeep, words: Words) -> list[str]:
    if not eff.who.startswith("target:"):
        raise ValueError("a target player")
    return [f"{words.thing(eff.who)} draws a card at the beginning of the next turn's upkeep"]


@renders(HaveDiscard)
def _render_have_discard(eff: HaveDiscard, words: Words) -> list[str]:
    if eff.count != 1 or not eff.who.startswith("target:"):
        raise ValueError("have target opponent discard a card")
    return [f"have {words.thing(eff.who)} discard a card"]


@renders(MillCards)
def _render_mill(eff: MillCards, words: Words) -> list[str]:
    """"Target player mills three cards.", and for you "Mill two cards." / "Mill a card." (compiler/mill.py)."""
    cards = "a card" if eff.count == 1 else f"{_COUNT_WORDS[eff.count]} cards"
    if eff.who == "controller":
        return [f"mill {cards}"]
    if eff.count < 2:
        raise ValueError("mills N cards")
    return [f"{words.thing(eff.who)} mills {cards}"]


@renders(CantPlayLandsThisTurn)
def _render_cant_play_lands(eff: CantPlayLandsThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can't play lands this turn"]


@renders(TargetLoots)
def _render_target_loots(eff: TargetLoots, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} draws {_cards(eff.draw)}, then discards {_cards(eff.discard)}"]
