"""Two kickers (CR 702.33c; 2003: 502.21): "Kicker {1}{G} and/or {2}{U}" and "When CARDNAME enters
the battlefield, if it was kicked with its {2}{U} kicker, …" (the Apocalypse Battlemages:
Thornscape, Stormscape, Sunscape, Nightscape, Thunderscape Battlemage). The rules are in
``rules.atoms.two_kickers``.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import CostKeywordPiece, TriggeredPiece
from oldframe.cards.compiler.render import renders_cost_keyword
from oldframe.rules.atoms.two_kickers import KICKED_WITH_PREFIX, KICKER_AND_OR
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Cost, CostKeyword, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class TwoKickerTemplates:
    def kick_cost(self, items: list[Token]) -> ManaCost:
        mana = ManaCost.parse("".join(str(t).upper() for t in items))
        if mana.x or not mana.converted:
            raise ValueError("a kicker of mana without X")
        return mana

    def kicker_and_or(self, items: list[ManaCost]) -> CostKeywordPiece:
        first, second = items
        if str(first) == str(second):
            raise ValueError("two kickers the same")  # "kicked with its {…} kicker" would not tell them apart
        return CostKeywordPiece(CostKeyword(KICKER_AND_OR, Cost(mana=first), text=str(second)))

    def triggered_kicked_with(self, items: list[object]) -> TriggeredPiece:
        trig, cost, body = items
        assert isinstance(trig, Trigger) and isinstance(cost, ManaCost) and isinstance(body, Clause)
        if trig.event != TriggerEvent.COMES_INTO_PLAY or trig.condition is not None:
            raise ValueError("'if it was kicked with its … kicker' on another trigger")
        return self.triggered([replace(trig, condition=KICKED_WITH_PREFIX + str(cost)), body])  # type: ignore[attr-defined,no-any-return]


@renders_cost_keyword(KICKER_AND_OR)
def _render_and_or(kw: CostKeyword) -> str:
    if kw.life or kw.condition or kw.pitch_color or kw.cost != Cost(mana=kw.cost.mana):
        raise ValueError("two kickers of mana")
    return f"Kicker {kw.cost.mana} and/or {kw.text}"
