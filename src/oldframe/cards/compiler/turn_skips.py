""""You skip your next turn." (Meditate, Chronatog; ``rules.atoms.turn_skips``; CR 614.10)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.turn_skips import SkipNextTurn


class TurnSkipTemplates:
    def ts_skip_next_turn(self, items: list[Token]) -> Clause:
        return Clause((SkipNextTurn(),))


@renders(SkipNextTurn)
def _render_skip(eff: SkipNextTurn, words: Words) -> list[str]:
    return ["you skip your next turn"]
