"""Trading cards of the hand for the top of the library: "Exile any number of cards from your hand face
down. Put that many cards from the top of your library into your hand. Then look at the exiled cards and
put them on top of your library in any order." (Scroll Rack). The rules are in
``rules.atoms.hand_exchanges``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.hand_exchanges import DrawThenPutBothBack, SwapHandForTop


class HandExchangeTemplates:
    """Transformer methods of ``grammar/hand_exchanges.lark``."""

    def he_swap_hand_for_top(self, items: list[Token]) -> Clause:
        return Clause((SwapHandForTop(),))

    def he_draw_put_both_back(self, items: list[int]) -> Clause:
        draw, put = items
        if put < 2 or draw < put:
            raise ValueError("'both': two cards or more")
        return Clause((DrawThenPutBothBack(draw, put),))


@renders(SwapHandForTop)
def _render(eff: SwapHandForTop, words: Words) -> list[str]:
    return ["exile any number of cards from your hand face down", "put that many cards from the top of your "
            "library into your hand", "then look at the exiled cards and put them on top of your library in any order"]


@renders(DrawThenPutBothBack)
def _render_both(eff: DrawThenPutBothBack, words: Words) -> list[str]:
    return [f"draw {_COUNT_WORDS[eff.draw]} cards, then put {_COUNT_WORDS[eff.put]} cards from your hand both on top "
            "of your library or both on the bottom of your library"]
