"""A spell that costs less when a condition holds (the grammar: ``grammar/self_costs.lark``; the rules:
``rules.atoms.self_costs``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.self_costs import IF, SELF_COST_LESS
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import StaticAbility

__all__ = ["SelfCostTemplates"]

_WORDS = {"opp_empty_hand": "an opponent has no cards in hand",
          "opp_seven_lands": "an opponent controls seven or more lands",
          "life_3_or_less": "you have 3 or less life",
          "opp_four_more_creatures": "an opponent controls at least four more creatures than you",
          "ten_creature_cards_in_graveyards": "there are ten or more creature cards total in all graveyards"}


class SelfCostTemplates:
    """Transformer methods for ``grammar/self_costs.lark``."""

    def sc_opp_empty_hand(self, items: list[Token]) -> str:
        return "opp_empty_hand"

    def sc_opp_seven_lands(self, items: list[Token]) -> str:
        return "opp_seven_lands"

    def sc_life_3_or_less(self, items: list[Token]) -> str:
        return "life_3_or_less"

    def sc_opp_four_more_creatures(self, items: list[Token]) -> str:
        return "opp_four_more_creatures"

    def sc_ten_creature_cards(self, items: list[Token]) -> str:
        return "ten_creature_cards_in_graveyards"

    def sc_self_cost_less(self, items: list[object]) -> StaticPiece:
        condition, mana = str(items[0]), ManaCost.parse(str(items[1]).upper())
        if any(mana.colored) or mana.x or not mana.generic:
            raise ValueError("generic mana off")
        return StaticPiece(StaticAbility(SELF_COST_LESS, power=mana.generic, condition=f"{IF}:{condition}"))


@renders_static(SELF_COST_LESS)
def _render_self_cost(st: StaticAbility) -> str:
    return f"If {_WORDS[st.condition.removeprefix(IF + ':')]}, this spell costs {{{st.power}}} less to cast."
