""""As an additional cost to cast this spell, sacrifice all permanents you control and discard your hand."
(Kaervek's Spite): cost parts with no choice and always payable (CR 601.2h; 2003: 409.1f), paid after the
mana (so lands tapped for it are sacrificed too). ``Cost.sacrifice_all`` is paid by ``rules.costparts.pay_now``;
rendered by ``render.render_cost``."""

from __future__ import annotations

from lark import Token

from oldframe.rules.model.cards import Cost


class SacrificeAllTemplates:
    """Transformer methods of ``grammar/sacrifice_all.lark``."""

    def sa_all_and_hand(self, items: list[Token]) -> Cost:
        return Cost(sacrifice_all=True, discard_hand=True)
