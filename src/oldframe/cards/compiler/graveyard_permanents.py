""""permanent card" as the quality of a card in a graveyard (the grammar: ``grammar/graveyard_permanents.lark``):
"… return target Dragon permanent card from your graveyard to the battlefield." (Bladewing the Risen). The
adjective is read through the shared ``tadj``; a permanent on the battlefield is "permanent" as a noun
(``tkind``), so the adjective only ever stands before "card" (``filters._card_filters`` accepts it, other
targets refuse it)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.filters import PERMANENT_CARD

__all__ = ["GraveyardPermanentTemplates"]


class GraveyardPermanentTemplates:
    """Transformer methods for ``grammar/graveyard_permanents.lark``."""

    def gp_adj_permanent(self, items: list[Token]) -> str:
        return PERMANENT_CARD
