"""Conditions on casting a spell printed on it: "Cast this spell only if you've cast another spell this
turn." (Skyshroud Condor), "Cast this spell only during your turn." (Seedtime), "… during your end step."
(Necrologia), "… if there are three or more players in the game." (Checks and Balances). The rules are in
``rules.atoms.cast_conditions``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.cast_conditions import CAST_CONDITION, CONDITIONS
from oldframe.rules.model.cards import StaticAbility


class CastConditionTemplates:
    """Transformer methods of ``grammar/cast_conditions.lark``."""

    def cc_another_spell(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CAST_CONDITION, text="another_spell"))

    def cc_your_turn(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CAST_CONDITION, text="your_turn"))

    def cc_your_end_step(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CAST_CONDITION, text="your_end_step"))

    def cc_three_players(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CAST_CONDITION, text="three_players"))


@renders_static(CAST_CONDITION)
def _render(st: StaticAbility) -> str:
    return CONDITIONS[st.text][0]
