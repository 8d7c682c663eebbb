"""Amounts from the damage a trigger saw (the grammar: ``grammar/damage_amounts.lark``; the rules:
``rules.atoms.damage_amounts``): "you lose that much life" (Filthy Cur, Thrashing Mudspawn), "each opponent
gains that much life" (Grollub), "create that many 1/1 green Insect creature tokens" (Saber Ants,
Broodhatch Nantuko) — the event's amount (``EVENT_AMOUNT``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import EVENT_AMOUNT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.damage_amounts import EachOpponentGainsEventAmount
from oldframe.rules.model.cards import Count, LoseLife

__all__ = ["DamageAmountTemplates"]


class DamageAmountTemplates:
    """Transformer methods for ``grammar/damage_amounts.lark``."""

    def dam_lose_that_much(self, items: list[Token]) -> Clause:
        return Clause((LoseLife("controller", EVENT_AMOUNT),))

    def dam_opponents_gain_that_much(self, items: list[Token]) -> Clause:
        return Clause((EachOpponentGainsEventAmount(),))

    def dam_that_many(self, items: list[Token]) -> Count:
        return EVENT_AMOUNT


@renders(EachOpponentGainsEventAmount)
def _render(eff: EachOpponentGainsEventAmount, words: Words) -> list[str]:
    return ["each opponent gains that much life"]
