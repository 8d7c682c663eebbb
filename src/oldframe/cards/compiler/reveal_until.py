"""Revealing until a card of a kind turns up (the rules: ``rules.atoms.reveal_until``): Hermit Druid's
"Reveal cards from the top of your library until you reveal a basic land card. Put that card into your
hand and all other cards revealed this way into your graveyard.", Sacred Guide's "… a white card. Put that
card into your hand and exile all other cards revealed this way."."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import COLOR_NAMES, Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.reveal_until import RevealUntil


class RevealUntilTemplates:
    def ru_basic_land(self, items: list[Token]) -> str:
        return "basic_land"

    def ru_color(self, items: list[Token]) -> str:
        return "color:" + COLOR_LETTERS[str(items[0])]

    def ru_graveyard(self, items: list[Token]) -> str:
        return "graveyard"

    def ru_exile(self, items: list[Token]) -> str:
        return "exile"

    def ru_reveal_until(self, items: list[str]) -> Clause:
        quality, rest = items
        return Clause((RevealUntil(quality, rest),))


@renders(RevealUntil)
def _render(eff: RevealUntil, words: Words) -> list[str]:
    what = "basic land" if eff.quality == "basic_land" else COLOR_NAMES[eff.quality[6:]]
    rest = "all other cards revealed this way into your graveyard" if eff.rest == "graveyard" \
        else "exile all other cards revealed this way"
    return [f"reveal cards from the top of your library until you reveal a {what} card",
            f"put that card into your hand and {rest}"]
