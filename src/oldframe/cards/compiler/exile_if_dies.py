"""The rider "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it
instead." on a spell that deals damage to any target (Disintegrate, Carbonize; CR 701.15c, 614.1a). The
grammar: ``grammar/exile_if_dies.lark``; the rules: ``rules.atoms.exile_if_dies``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.exile_if_dies import IfCreatureNoRegenExile

__all__ = ["ExileIfDiesTemplates"]


class ExileIfDiesTemplates:
    """Transformer methods for ``grammar/exile_if_dies.lark``."""

    def eid_if_creature(self, items: list[Token]) -> Clause:
        return Clause((IfCreatureNoRegenExile(IT),))


@renders(IfCreatureNoRegenExile)
def _render(eff: IfCreatureNoRegenExile, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen:
        raise ValueError("the spell's target named before")
    kinds = words.specs[int(eff.what[7:])].kinds
    if "creature" not in kinds or len(kinds) < 2:
        raise ValueError("'if it's a creature': a target that may be something else")
    return ["If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead"]
