"""Cards discarded, then as many returned from the graveyard (the grammar: ``grammar/discard_returns.lark``;
the rules: ``rules.atoms.discard_returns``): "Discard X cards, then return a card from your graveyard to your
hand for each card discarded this way." (Recall)"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.discard_returns import DiscardXThenReturn

__all__ = ["DiscardReturnTemplates"]


class DiscardReturnTemplates:
    """Transformer methods for ``grammar/discard_returns.lark``."""

    def dr_discard_x_return(self, items: list[Token]) -> Clause:
        return Clause((DiscardXThenReturn(),))


@renders(DiscardXThenReturn)
def _render(eff: DiscardXThenReturn, words: Words) -> list[str]:
    return ["discard X cards, then return a card from your graveyard to your hand for each card discarded this way"]
