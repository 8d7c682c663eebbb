""""When CARDNAME enters the battlefield, sacrifice it unless you sacrifice any number of creatures
with total power 12 or greater." (Phyrexian Dreadnought). Its rule is ``rules.atoms.power_sacrifices``."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.power_sacrifices import SacrificeUnlessTotalPower
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class PowerSacrificeTemplates:
    """Transformer methods of ``grammar/power_sacrifices.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def sacrifice_unless_total_power(self, items: list[object]) -> TriggeredPiece:
        trig, n = items
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.COMES_INTO_PLAY or not isinstance(n, Token):
            raise ValueError("'sacrifice it unless …' as CARDNAME enters only")
        return self.triggered([trig, Clause((SacrificeUnlessTotalPower(int(str(n))),))])


@renders(SacrificeUnlessTotalPower)
def _render(eff: SacrificeUnlessTotalPower, words: Words) -> list[str]:
    return [f"sacrifice it unless you sacrifice any number of creatures with total power {eff.power} or greater"]
