"""A card name chosen as a permanent enters, and spells with that name forbidden (the grammar:
``grammar/named_cards.lark``; the rules: ``rules.atoms.named_cards``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.named_cards import CHOSEN_NAME_CANT_BE_CAST, ENTERS_CHOOSE_NAME
from oldframe.rules.model.cards import StaticAbility

__all__ = ["NamedCardTemplates"]


class NamedCardTemplates:
    """Transformer methods for ``grammar/named_cards.lark``."""

    def nc_choose_name(self, items: list[str]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_CHOOSE_NAME, "nonland" if items else ""))

    def nc_cant_cast(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CHOSEN_NAME_CANT_BE_CAST))


@renders_static(ENTERS_CHOOSE_NAME)
def _render_choose_name(st: StaticAbility) -> str:
    what = "a nonland card name" if st.text == "nonland" else "a card name"
    return f"As CARDNAME enters the battlefield, choose {what}."


@renders_static(CHOSEN_NAME_CANT_BE_CAST)
def _render_cant_cast(st: StaticAbility) -> str:
    return "Spells with the chosen name can't be cast."
