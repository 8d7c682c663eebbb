"""What lands tapped for mana produce, replaced (the grammar: ``grammar/land_mana.lark``; the rules:
``rules.atoms.land_mana``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.land_mana import LAND_MANA_INSTEAD
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import StaticAbility

__all__ = ["LandManaTemplates"]

_LETTERS = "WUBRG"


class LandManaTemplates:
    """Transformer methods for ``grammar/land_mana.lark``."""

    def lm_land_mana_instead(self, items: list[Token]) -> StaticPiece:
        mana = parse_mana(str(items[0]).upper())
        kinds = [i for i in range(5) if mana[i]]
        if len(kinds) != 1 or sum(mana) != 1:
            raise ValueError("one mana of one color")
        return StaticPiece(StaticAbility(LAND_MANA_INSTEAD, colors=frozenset(_LETTERS[kinds[0]])))


@renders_static(LAND_MANA_INSTEAD)
def _render_land_mana(st: StaticAbility) -> str:
    if len(st.colors) != 1:
        raise ValueError("one color")
    return (f"If a land is tapped for mana, it produces {{{min(st.colors)}}} instead of any other type and "
            "amount.")
