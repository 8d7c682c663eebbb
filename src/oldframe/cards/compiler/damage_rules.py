"""Damage rules for the turn (the grammar: ``grammar/damage_rules.lark``; the rules:
``rules.atoms.damage_rules``): "Damage can't be prevented this turn."."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.damage_rules import DamageUnpreventableThisTurn

__all__ = ["DamageRuleTemplates"]


class DamageRuleTemplates:
    """Transformer methods for ``grammar/damage_rules.lark``."""

    def dr_unpreventable_this_turn(self, items: list[Token]) -> Clause:
        return Clause((DamageUnpreventableThisTurn(),))


@renders(DamageUnpreventableThisTurn)
def _render_unpreventable(eff: DamageUnpreventableThisTurn, words: Words) -> list[str]:
    return ["damage can't be prevented this turn"]
