"""Draws at the beginning of the next turn's upkeep (``rules.atoms.delayed_draws``): "Its controller
may draw up to two cards at the beginning of the next turn's upkeep." / "You draw a card at the
beginning of the next turn's upkeep." (Arcane Denial), "draw two cards at the beginning of the next
turn's upkeep" (Lat-Nam's Legacy). The plain "Draw a card at …" stays the core ``DrawNextUpkeep``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT, NUMBER_WORDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.delayed_draws import DelayedDraw

_NEXT_UPKEEP = "at the beginning of the next turn's upkeep"
_WORDS = {v: k for k, v in NUMBER_WORDS.items() if k not in ("a", "one")}


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{_WORDS[n]} cards"


class DelayedDrawTemplates:
    def dd_next_upkeep(self, items: list[Token]) -> str:
        return _NEXT_UPKEEP

    def dd_its_controller_up_to(self, items: list[Token]) -> Clause:
        return Clause((DelayedDraw(IT, NUMBER_WORDS[str(items[0])], up_to=True),))

    def dd_you_draw(self, items: list[object]) -> Clause:
        n = items[0]
        assert isinstance(n, int)
        return Clause((DelayedDraw("controller", n, you=True),))

    def dd_draw_n(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        if n < 2:
            raise ValueError("'draw a card at …' is the core's DrawNextUpkeep")
        return Clause((DelayedDraw("controller", n),))


@renders(DelayedDraw)
def _render_delayed_draw(eff: DelayedDraw, words: Words) -> list[str]:
    if eff.who == "controller":
        if eff.up_to:
            raise ValueError("'you may draw up to' is not written here")
        if not eff.you and eff.count < 2:
            raise ValueError("'draw a card at …' is the core's DrawNextUpkeep")
        return [f"{'you ' if eff.you else ''}draw {_cards(eff.count)} {_NEXT_UPKEEP}"]
    if not eff.who.startswith("target:") or eff.who not in words.seen or not eff.up_to:
        raise ValueError("'its controller may draw up to N cards' after the target")
    if words.specs[int(eff.who[7:])].kinds != ("spell",):
        raise ValueError("'its controller': a spell's")
    return [f"its controller may draw up to {_WORDS[eff.count]} cards {_NEXT_UPKEEP}"]
