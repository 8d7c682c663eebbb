""""tap all lands you control" (Silt Crawler). Its rule is ``rules.atoms.tap_all_yours``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.tap_all_yours import TapAllYouControl


class TapAllYoursTemplates:
    """Transformer methods of ``grammar/tap_all_yours.lark``."""

    def tap_all_you_control(self, items: list[Token]) -> Clause:
        return Clause((TapAllYouControl(str(items[0]).removesuffix("s")),))


@renders(TapAllYouControl)
def _render(eff: TapAllYouControl, words: Words) -> list[str]:
    return [f"tap all {eff.kind}s you control"]
