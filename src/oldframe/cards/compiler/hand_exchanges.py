"""Trading cards of the hand for the top of the library: "Exile any number of cards from your hand face
down. Put that many cards from the top of your library into your hand. Then look at the exiled cards and
put them on top of your library in any order." (Scroll Rack). The rules are in
``rules.atoms.hand_exchanges``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.hand_exchanges import SwapHandForTop


class HandExchangeTemplates:
    """Transformer methods of ``grammar/hand_exchanges.lark``."""

    def he_swap_hand_for_top(self, items: list[Token]) -> Clause:
        return Clause((SwapHandForTop(),))


@renders(SwapHandForTop)
def _render(eff: SwapHandForTop, words: Words) -> list[str]:
    return ["exile any number of cards from your hand face down", "put that many cards from the top of your "
            "library into your hand", "then look at the exiled cards and put them on top of your library in any order"]
