"""Skipping a draw for protection from attacks: "If you would draw a card during your draw step, instead you
may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying
and/or islandwalk." (Island Sanctuary). The rules are in ``rules.atoms.draw_step_skips``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.draw_step_skips import SKIP_DRAW_FOR_SAFETY
from oldframe.rules.model.cards import StaticAbility


class DrawStepSkipTemplates:
    """Transformer methods of ``grammar/draw_step_skips.lark``."""

    def ds_skip_draw_for_safety(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(SKIP_DRAW_FOR_SAFETY))


@renders_static(SKIP_DRAW_FOR_SAFETY)
def _render(st: StaticAbility) -> str:
    return ("If you would draw a card during your draw step, instead you may skip that draw. If you do, until your "
            "next turn, you can't be attacked except by creatures with flying and/or islandwalk.")
