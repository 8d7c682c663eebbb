"""Damage reduced: "If a source would deal damage to a creature you control, it deals that much damage minus
1 to that creature instead." (Lashknife Barrier). The rules are in ``rules.atoms.damage_reductions``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.damage_reductions import YOUR_CREATURES_DAMAGE_MINUS
from oldframe.rules.model.cards import StaticAbility


class DamageReductionTemplates:
    def drd_your_creatures_minus(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(YOUR_CREATURES_DAMAGE_MINUS, power=int(items[0])))


@renders_static(YOUR_CREATURES_DAMAGE_MINUS)
def _render(st: StaticAbility) -> str:
    return (f"If a source would deal damage to a creature you control, it deals that much damage minus {st.power} "
            "to that creature instead.")
