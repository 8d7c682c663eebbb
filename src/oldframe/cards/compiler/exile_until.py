"""Exiling the top card again and again until one is kept: "Exile the top card of your library. You may put
that card into your hand unless it has the same name as another card exiled this way. Repeat this process
until you put a card into your hand or you exile two cards with the same name, whichever comes first."
(Tainted Pact). The rules are in ``rules.atoms.exile_until``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.exile_until import ExileTopUntilKept


class ExileUntilTemplates:
    """Transformer methods of ``grammar/exile_until.lark``."""

    def eu_exile_until_kept(self, items: list[Token]) -> Clause:
        return Clause((ExileTopUntilKept(),))


@renders(ExileTopUntilKept)
def _render(eff: ExileTopUntilKept, words: Words) -> list[str]:
    return ["exile the top card of your library",
            "you may put that card into your hand unless it has the same name as another card exiled this way",
            "repeat this process until you put a card into your hand or you exile two cards with the same name, "
            "whichever comes first"]
