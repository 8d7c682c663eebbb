""""Prevent all damage that would be dealt to you[ by sources you don't control]." (Solitary Confinement,
Energy Field). Its rule is ``rules.atoms.player_prevention``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.player_prevention import PREVENT_DAMAGE_TO_YOU
from oldframe.rules.model.cards import StaticAbility


class PlayerPreventionTemplates:
    """Transformer methods of ``grammar/player_prevention.lark``."""

    def pp_prevent_all_to_you(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_YOU))

    def pp_prevent_to_you_not_yours(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_YOU, text="not_yours"))


@renders_static(PREVENT_DAMAGE_TO_YOU)
def _render(st: StaticAbility) -> str:
    tail = " by sources you don't control" if st.text == "not_yours" else ""
    return f"Prevent all damage that would be dealt to you{tail}."
