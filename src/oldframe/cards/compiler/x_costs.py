"""Additional costs sized by X and "You draw X cards and you lose X life." (the grammar:
``grammar/x_costs.lark``; the rules: ``rules.atoms.x_costs``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import X
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.x_costs import DrawAndLoseLife
from oldframe.rules.costparts import X_CARDS
from oldframe.rules.model.cards import Cost

__all__ = ["XCostTemplates"]


class XCostTemplates:
    """Transformer methods for ``grammar/x_costs.lark``."""

    def xc_discard_x(self, items: list[Token]) -> Cost:
        return Cost(discard=X_CARDS)

    def xc_exile_x(self, items: list[Token]) -> Cost:
        return Cost(exile_from_graveyard=X_CARDS)

    def xc_exile_x_color(self, items: list[Token]) -> Cost:
        """"Flashback—{1}{U}, Exile X blue cards from your graveyard." (CR 702.34a; 2003: 502.22a): the
        exile is paid like an additional cost, X announced as the spell is cast (CR 601.2b); an activated
        ability never reads it (``ActivatedTemplates.activated`` refuses "X cards" in its cost)."""
        return Cost(exile_from_graveyard=X_CARDS, exile_kind=str(items[0]))

    def xc_draw_lose_x(self, items: list[Token]) -> Clause:
        return Clause((DrawAndLoseLife(X),))


@renders(DrawAndLoseLife)
def _render_draw_lose(eff: DrawAndLoseLife, words: Words) -> list[str]:
    if eff.amount != X:
        raise ValueError("X")
    return ["you draw X cards and you lose X life"]
