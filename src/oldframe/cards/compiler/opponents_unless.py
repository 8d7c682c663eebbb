""""each opponent sacrifices a permanent unless they pay {1}" (Rishadan Cutpurse). Its rule is
``rules.atoms.opponents_unless``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.opponents_unless import EachOpponentSacrificesUnlessPays
from oldframe.rules.mana import ManaCost


class OpponentsUnlessTemplates:
    """Transformer methods of ``grammar/opponents_unless.lark``."""

    def ou_kind(self, items: list[Token]) -> str:
        return str(items[0])

    def each_opponent_sacrifices_unless(self, items: list[object]) -> Clause:
        kind, *mana = items
        cost = ManaCost.parse("".join(str(t).upper() for t in mana))
        if cost.x or not cost.converted or not isinstance(kind, str):
            raise ValueError("a fixed mana cost")
        return Clause((EachOpponentSacrificesUnlessPays(cost, kind),))


@renders(EachOpponentSacrificesUnlessPays)
def _render(eff: EachOpponentSacrificesUnlessPays, words: Words) -> list[str]:
    article = "an" if eff.kind[0] in "aeiou" else "a"
    return [f"each opponent sacrifices {article} {eff.kind} unless they pay {eff.cost}"]
