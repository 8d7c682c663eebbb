"""Hands played revealed (the grammar: ``grammar/hands_revealed.lark``; the rules:
``rules.atoms.hands_revealed``): "Players play with their hands revealed." (Revelation, Wandering Eye),
"Your opponents play with their hands revealed." (Telepathy)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.hands_revealed import EVERY_HAND_REVEALED, OPPONENT_HANDS_REVEALED
from oldframe.rules.model.cards import StaticAbility

__all__ = ["HandRevealedTemplates"]


class HandRevealedTemplates:
    """Transformer methods for ``grammar/hands_revealed.lark``."""

    def hr_every_hand(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(EVERY_HAND_REVEALED))

    def hr_opponent_hands(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(OPPONENT_HANDS_REVEALED))


@renders_static(EVERY_HAND_REVEALED)
def _render_every(st: StaticAbility) -> str:
    return "Players play with their hands revealed."


@renders_static(OPPONENT_HANDS_REVEALED)
def _render_opponents(st: StaticAbility) -> str:
    return "Your opponents play with their hands revealed."
