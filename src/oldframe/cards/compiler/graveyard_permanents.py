""""permanent card" as the quality of a card in a graveyard, and a card "from that player's graveyard"
(the grammar: ``grammar/graveyard_permanents.lark``):
"… return target Dragon permanent card from your graveyard to the battlefield." (Bladewing the Risen). The
adjective is read through the shared ``tadj``; a permanent on the battlefield is "permanent" as a noun
(``tkind``), so the adjective only ever stands before "card" (``filters._card_filters`` accepts it, other
targets refuse it)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.cards.compiler.filters import CARD_IN_A_GRAVEYARD, EVENT_PLAYER, PERMANENT_CARD, _card_filters
from oldframe.rules.model.cards import TargetSpec

__all__ = ["GraveyardPermanentTemplates"]


class GraveyardPermanentTemplates:
    """Transformer methods for ``grammar/graveyard_permanents.lark``."""

    def gp_adj_permanent(self, items: list[Token]) -> str:
        return PERMANENT_CARD

    def gp_target_gy_event_player(self, items: list[str]) -> Thing:
        """"target creature card from that player's graveyard": the trigger event's player owns it (a target
        relation checked as it is chosen, CR 601.2c, 603.3d)."""
        return Thing(THIS_TARGET, TargetSpec((CARD_IN_A_GRAVEYARD,), filters=_card_filters(items),
                                             relation=EVENT_PLAYER))
