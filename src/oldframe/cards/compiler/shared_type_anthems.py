"""Each creature gets a bonus per other creature sharing a creature type with it (Coat of Arms; CR 613.4c). The
grammar: ``grammar/shared_type_anthems.lark``; the rules: ``rules.atoms.shared_type_anthems``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import _pt, renders_static
from oldframe.rules.atoms.shared_type_anthems import PER_SHARED_TYPE
from oldframe.rules.model.cards import Selector, StaticAbility

__all__ = ["SharedTypeAnthemTemplates"]

_ALL = Selector("creatures")


class SharedTypeAnthemTemplates:
    """Transformer methods for ``grammar/shared_type_anthems.lark``."""

    def sta_per_shared_type(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(PER_SHARED_TYPE, affected=_ALL, power=p, toughness=t))


@renders_static(PER_SHARED_TYPE)
def _render(st: StaticAbility) -> str:
    return (f"Each creature gets {_pt(st.power, st.toughness)} for each other creature on the battlefield that shares "
            "at least one creature type with it.")
