"""A group of creatures gets +X/-X until end of turn, X the spell's (Flowstone Slide; CR 107.3, 611.2c). The
grammar: ``grammar/mass_x_pumps.lark``; the rules: ``rules.atoms.mass_x_pumps``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_selector, renders
from oldframe.rules.atoms.mass_x_pumps import PumpAllX
from oldframe.rules.model.cards import Selector

__all__ = ["MassXPumpTemplates"]


class MassXPumpTemplates:
    """Transformer methods for ``grammar/mass_x_pumps.lark``."""

    def mxp_pump_all_x(self, items: list[object]) -> Clause:
        sel, pt = items
        assert isinstance(sel, Selector) and isinstance(pt, Token)
        p, t = str(pt).split("/")
        return Clause((PumpAllX(sel, -1 if p.startswith("-") else 1, -1 if t.startswith("-") else 1),))


@renders(PumpAllX)
def _render(eff: PumpAllX, words: Words) -> list[str]:
    pt = f"{'-' if eff.power_sign < 0 else '+'}X/{'-' if eff.toughness_sign < 0 else '+'}X"
    return [f"{render_selector(eff.affected)} get {pt} until end of turn"]
