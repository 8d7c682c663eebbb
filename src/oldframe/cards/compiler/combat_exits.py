"""Creatures that leave when they fight (the grammar: ``grammar/combat_exits.lark``; the rules:
``rules.atoms.combat_exits``): "put it on top of its owner's library at end of combat"."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.combat_exits import TopOfLibraryAtEndOfCombat

__all__ = ["CombatExitTemplates"]


class CombatExitTemplates:
    """Transformer methods for ``grammar/combat_exits.lark``."""

    def ce_top_at_end_of_combat(self, items: list[Token]) -> Clause:
        return Clause((TopOfLibraryAtEndOfCombat(),))


@renders(TopOfLibraryAtEndOfCombat)
def _render_top_at_end_of_combat(eff: TopOfLibraryAtEndOfCombat, words: Words) -> list[str]:
    if words.thing("self") != "it":
        raise ValueError("'it': the card in an attack or block trigger")
    return ["put it on top of its owner's library at end of combat"]
