"""Two rules of the "Form" enchantments: "your life total becomes 5" (CR 119.5) and "Creatures without
flying can't attack you." (CR 508.1c) — Form of the Dragon. The rules are in
``rules.atoms.life_and_attack_rules``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, renders, renders_static
from oldframe.rules.atoms.life_and_attack_rules import CANT_ATTACK_YOU_WITHOUT_FLYING, LifeTotalBecomes
from oldframe.rules.model.cards import StaticAbility


class LifeAndAttackRuleTemplates:
    """Transformer methods of ``grammar/life_and_attack_rules.lark``."""

    def la_life_becomes(self, items: list[Token]) -> Clause:
        return Clause((LifeTotalBecomes("controller", int(str(items[0]))),))

    def la_without_flying_cant_attack(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_YOU_WITHOUT_FLYING))


@renders(LifeTotalBecomes)
def _render_becomes(eff: LifeTotalBecomes, words: Words) -> list[str]:
    if eff.who != "controller":
        raise ValueError("your life total")
    return [f"your life total becomes {eff.amount}"]


@renders_static(CANT_ATTACK_YOU_WITHOUT_FLYING)
def _render_cant_attack(st: StaticAbility) -> str:
    return "Creatures without flying can't attack you."
