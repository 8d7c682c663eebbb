"""Looking at the top of a library again and again for a price: "Look at the top five cards of your
library. As many times as you choose, you may pay 1 life, put those cards on the bottom of your library in
any order, then look at the top five cards of your library. Then shuffle and put the last cards you looked
at this way on top in any order." (Lim-Dûl's Vault). The rules are in ``rules.atoms.look_loops``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.look_loops import LookPayLoop


class LookLoopTemplates:
    """Transformer methods of ``grammar/look_loops.lark``."""

    def lp_look_pay_loop(self, items: list[Token]) -> Clause:
        first, life, again = items
        if str(first) != str(again):
            raise ValueError("the same number of cards each time")
        return Clause((LookPayLoop(NUMBER_WORDS[str(first)], int(str(life))),))


@renders(LookPayLoop)
def _render(eff: LookPayLoop, words: Words) -> list[str]:
    n = _COUNT_WORDS[eff.count]
    return [f"look at the top {n} cards of your library",
            f"as many times as you choose, you may pay {eff.life} life, put those cards on the bottom of your "
            f"library in any order, then look at the top {n} cards of your library",
            "then shuffle and put the last cards you looked at this way on top in any order"]
