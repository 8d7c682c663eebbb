"""Limits on when and what players may cast: "Players can't cast spells that share a color with the spell
most recently cast this turn." (Mana Maze) and "Players can cast spells and activate abilities only during
their own turns." (City of Solitude). The rules are in ``rules.atoms.cast_limits``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.cast_limits import NO_SHARED_COLOR_WITH_LAST, ONLY_OWN_TURN
from oldframe.rules.model.cards import StaticAbility


class CastLimitTemplates:
    def cl_no_shared_color(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_SHARED_COLOR_WITH_LAST))

    def cl_only_own_turn(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ONLY_OWN_TURN))


@renders_static(NO_SHARED_COLOR_WITH_LAST)
def _render_no_shared(st: StaticAbility) -> str:
    return "Players can't cast spells that share a color with the spell most recently cast this turn."


@renders_static(ONLY_OWN_TURN)
def _render_own_turn(st: StaticAbility) -> str:
    return "Players can cast spells and activate abilities only during their own turns."
