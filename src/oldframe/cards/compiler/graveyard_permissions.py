"""Yawgmoth's Will as a permanent's static abilities, and the spell limit beside it: "You can't cast more
than one spell each turn.", "You may play lands and cast spells from your graveyard." and "If a card would
be put into your graveyard from anywhere, exile it instead." (Yawgmoth's Agenda). The rules are in
``rules.atoms.graveyard_permissions``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.graveyard_permissions import (
    GRAVEYARD_EXILED,
    PLAY_FROM_GRAVEYARD,
    YOU_ONE_SPELL_EACH_TURN,
)
from oldframe.rules.atoms.rulings import SHUFFLE_INSTEAD_OF_GRAVEYARD
from oldframe.rules.model.cards import StaticAbility

_LINES = {
    YOU_ONE_SPELL_EACH_TURN: "You can't cast more than one spell each turn.",
    PLAY_FROM_GRAVEYARD: "You may play lands and cast spells from your graveyard.",
    GRAVEYARD_EXILED: "If a card would be put into your graveyard from anywhere, exile it instead.",
}


class GraveyardPermissionTemplates:
    def gp_you_one_spell(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(YOU_ONE_SPELL_EACH_TURN))

    def gp_play_from_graveyard(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PLAY_FROM_GRAVEYARD))

    def gp_graveyard_exiled(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(GRAVEYARD_EXILED))

    def gp_reveal_yes(self, items: list[Token]) -> str:
        return "reveal"

    def gp_reveal_no(self, items: list[Token]) -> str:
        return ""

    def gp_shuffle_instead(self, items: list[str]) -> StaticPiece:
        """Serra Avatar's replacement (``rules.atoms.rulings``); revealing it shows a card that is public
        anyway as it moves (its zone change names it)."""
        return StaticPiece(StaticAbility(SHUFFLE_INSTEAD_OF_GRAVEYARD, text=items[-1]))


def _render(st: StaticAbility) -> str:
    return _LINES[st.kind]


for _kind in _LINES:
    renders_static(_kind)(_render)


@renders_static(SHUFFLE_INSTEAD_OF_GRAVEYARD)
def _render_shuffle(st: StaticAbility) -> str:
    reveal = "reveal CARDNAME and " if st.text == "reveal" else ""
    return (f"If CARDNAME would be put into a graveyard from anywhere, {reveal}shuffle it into its owner's library "
            "instead.")
