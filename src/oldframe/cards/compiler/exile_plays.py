"""Playing a card exiled from the top of the library: "Exile the top card of your library. Until the beginning
of your next upkeep, you may play that card." (Elkin Bottle). The rules are in ``rules.atoms.exile_plays``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.exile_plays import ExileTopMayPlay


class ExilePlayTemplates:
    """Transformer methods of ``grammar/exile_plays.lark``."""

    def ep_exile_top_may_play(self, items: list[Token]) -> Clause:
        return Clause((ExileTopMayPlay(),))


@renders(ExileTopMayPlay)
def _render(eff: ExileTopMayPlay, words: Words) -> list[str]:
    return ["exile the top card of your library", "until the beginning of your next upkeep, you may play that card"]
