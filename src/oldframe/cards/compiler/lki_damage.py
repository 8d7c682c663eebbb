"""Damage to the controller of the permanent the spell destroyed (Detonate; CR 608.2h). The grammar:
``grammar/lki_damage.lark``; the rules: ``rules.atoms.lki_damage``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.lki_damage import DamageToItsController

__all__ = ["LkiDamageTemplates"]


class LkiDamageTemplates:
    """Transformer methods for ``grammar/lki_damage.lark``."""

    def ld_noun(self, items: list[Token]) -> str:
        return str(items[0]).removesuffix("'s")

    def ld_damage_its_controller(self, items: list[object]) -> Clause:
        amount, noun = items
        return Clause((DamageToItsController(amount, IT, str(noun)),))  # type: ignore[arg-type]


@renders(DamageToItsController)
def _render(eff: DamageToItsController, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.noun not in words.specs[int(eff.what[7:])].kinds:
        raise ValueError("the target named before")
    return [f"CARDNAME deals {words.num(eff.amount)} damage to that {eff.noun}'s controller"]
