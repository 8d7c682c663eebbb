""""The next instant or sorcery spell you cast this turn can't be countered." (Overmaster; the rules:
``rules.atoms.next_spell``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.next_spell import NextSpellCantBeCountered


class NextSpellTemplates:
    def ns_next_uncounterable(self, items: list[Token]) -> Clause:
        return Clause((NextSpellCantBeCountered(),))


@renders(NextSpellCantBeCountered)
def _render(eff: NextSpellCantBeCountered, words: Words) -> list[str]:
    if eff.kinds != ("instant", "sorcery"):
        raise ValueError("instant or sorcery")
    return ["the next instant or sorcery spell you cast this turn can't be countered"]
