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


def _render(st: StaticAbility) -> str:
    return _LINES[st.kind]


for _kind in _LINES:
    renders_static(_kind)(_render)
