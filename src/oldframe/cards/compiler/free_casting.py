"""Casting without paying the mana cost at instant speed: "Any player may cast creature spells with mana
value 3 or less without paying their mana costs and as though they had flash." (Aluren). The rules are in
``rules.atoms.free_casting`` (the way of casting: ``rules.altcosts`` mode "free_instant")."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.free_casting import FREE_INSTANT_CREATURES
from oldframe.rules.model.cards import StaticAbility


class FreeCastingTemplates:
    def fc_free_instant_creatures(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(FREE_INSTANT_CREATURES, power=int(items[0])))


@renders_static(FREE_INSTANT_CREATURES)
def _render_free_instant(st: StaticAbility) -> str:
    return (f"Any player may cast creature spells with mana value {st.power} or less without paying their mana "
            "costs and as though they had flash.")
