"""A pump with a color change, "CARDNAME gets +1/+1 and becomes the color of your choice until end of
turn." (the grammar: ``grammar/pump_colors.lark``; the rules: ``rules.atoms.pump_colors``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.render import Words, _pt, renders
from oldframe.rules.atoms.pump_colors import PumpAndBecomeChosenColor

__all__ = ["PumpColorTemplates"]


class PumpColorTemplates:
    """Transformer methods for ``grammar/pump_colors.lark``."""

    def pc_pump_recolor(self, items: list[object]) -> Clause:
        thing, pt = items
        assert isinstance(thing, Thing) and isinstance(pt, Token)
        p, t = parse_pt(pt)
        return Clause((PumpAndBecomeChosenColor(thing.ref, p, t),), () if thing.spec is None else (thing.spec,))


@renders(PumpAndBecomeChosenColor)
def _render_pump_recolor(eff: PumpAndBecomeChosenColor, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} gets {_pt(eff.power, eff.toughness)} and becomes the color of your choice "
            "until end of turn"]
