"""Looking at and sorting the top of a library: Impulse, Sleight of Hand, Brainstorm, scry, Mulch (the
grammar: ``grammar/library_looks.lark``; the rules: ``rules.atoms.library_looks``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS, X
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.cards.compiler.spell_counts import _cards
from oldframe.rules.atoms.hand_disruption import CardQuality
from oldframe.rules.atoms.library_looks import (
    DrawExtraKeepForLife,
    DrawThenPutBack,
    LookTopPickOne,
    RevealTopSort,
    Scry,
    SearchOpponentChooses,
)
from oldframe.rules.model.cards import TargetSpec

__all__ = ["LibraryLookTemplates"]


class LibraryLookTemplates:
    """Transformer methods for ``grammar/library_looks.lark``."""

    def ll_them_word(self, items: list[Token]) -> bool:
        return False

    def ll_those(self, items: list[Token]) -> bool:
        return True

    def ll_pick_one(self, items: list[object]) -> Clause:
        count = NUMBER_WORDS[str(items[0])]
        if count == 2:
            raise ValueError("two cards: 'the other'")
        return Clause((LookTopPickOne(count, bool(items[1])),))

    def ll_pick_x(self, items: list[bool]) -> Clause:
        return Clause((LookTopPickOne(X, items[0]),))

    def ll_pick_one_of_two(self, items: list[Token]) -> Clause:
        return Clause((LookTopPickOne(2),))

    def ll_draw_put_back(self, items: list[int]) -> Clause:
        if items[1] >= items[0] or items[1] < 2:
            raise ValueError("draw more than put back, two or more")
        return Clause((DrawThenPutBack(items[0], items[1]),))

    def ll_scry(self, items: list[Token]) -> Clause:
        n = int(str(items[0]))
        if n < 1:
            raise ValueError("scry 1 or more")
        return Clause((Scry(n),))

    def ll_search_opponent_chooses(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        return Clause((SearchOpponentChooses(n, THIS_TARGET),), (TargetSpec(("player",), "opponent"),))

    def ll_draw_extra_keep(self, items: list[Token]) -> Clause:
        draw, choose, life = NUMBER_WORDS[str(items[0])], NUMBER_WORDS[str(items[1])], int(str(items[2]))
        if choose > draw or life <= 0:
            raise ValueError("choose no more than drawn")
        return Clause((DrawExtraKeepForLife(draw, choose, life),))

    def ll_reveal_sort(self, items: list[Token]) -> Clause:
        word = str(items[1])
        if word.startswith("non"):
            raise ValueError("a card type")
        return Clause((RevealTopSort(NUMBER_WORDS[str(items[0])], CardQuality((word.capitalize(),))),))


@renders(LookTopPickOne)
def _render_pick_one(eff: LookTopPickOne, words: Words) -> list[str]:
    if eff.count == 2:
        return ["look at the top two cards of your library",
                "put one of them into your hand and the other on the bottom of your library"]
    n = _COUNT_WORDS[eff.count] if isinstance(eff.count, int) else "X" if eff.count == X else ""
    if not n:
        raise ValueError("N or X cards")
    them = "those cards" if eff.those else "them"
    return [f"look at the top {n} cards of your library",
            f"put one of {them} into your hand and the rest on the bottom of your library in any order"]


@renders(DrawThenPutBack)
def _render_draw_put_back(eff: DrawThenPutBack, words: Words) -> list[str]:
    return [f"draw {_cards(eff.draw)}, then put {_cards(eff.put)} from your hand on top of your library in any order"]


@renders(Scry)
def _render_scry(eff: Scry, words: Words) -> list[str]:
    return [f"scry {eff.count}"]


@renders(RevealTopSort)
def _render_reveal_sort(eff: RevealTopSort, words: Words) -> list[str]:
    if len(eff.quality.kinds) != 1 or eff.quality.non:
        raise ValueError("one card type")
    return [f"reveal the top {_COUNT_WORDS[eff.count]} cards of your library",
            f"put all {eff.quality.kinds[0].lower()} cards revealed this way into your hand and the rest into your "
            "graveyard"]


@renders(SearchOpponentChooses)
def _render_search_opponent_chooses(eff: SearchOpponentChooses, words: Words) -> list[str]:
    if words.thing(eff.opponent) != "target opponent":
        raise ValueError("target opponent")
    return [f"search your library for {_COUNT_WORDS[eff.count]} cards and reveal them", "target opponent chooses one",
            "put that card into your hand and the rest into your graveyard", "then shuffle"]


@renders(DrawExtraKeepForLife)
def _render_draw_extra(eff: DrawExtraKeepForLife, words: Words) -> list[str]:
    return [f"draw {_COUNT_WORDS[eff.draw]} additional cards", f"if you do, choose {_COUNT_WORDS[eff.choose]} cards "
            "in your hand drawn this turn", f"for each of those cards, pay {eff.life} life or put the card on top of "
            "your library"]
