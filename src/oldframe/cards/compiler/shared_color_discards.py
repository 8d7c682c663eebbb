""""Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with
that spell." (Dream Halls): a static ability giving every spell an alternative cost (CR 118.9). The rules
are ``rules.atoms.shared_color_discards``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.shared_color_discards import SHARED_COLOR_DISCARD
from oldframe.rules.model.cards import StaticAbility


class SharedColorDiscardTemplates:
    """Transformer methods of ``grammar/shared_color_discards.lark``."""

    def scd_dream_halls(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(SHARED_COLOR_DISCARD))


@renders_static(SHARED_COLOR_DISCARD)
def _render(st: StaticAbility) -> str:
    if st.affected is not None or st.condition or st.text:
        raise ValueError("Dream Halls' line has no other parts")
    return ("Rather than pay the mana cost for a spell, its controller may discard a card that shares a color "
            "with that spell.")
