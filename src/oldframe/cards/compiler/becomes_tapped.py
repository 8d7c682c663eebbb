"""Triggers on tapping: "Whenever CARDNAME becomes tapped, it deals 1 damage to you." (City of Brass).
Every tapping of the untapped permanent counts — a {T} cost, mana paid by the automatic payment,
an effect, attacking (``rules.zones.tap``; CR 701.21a, 603.2)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.render import renders_trigger
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class BecomesTappedTemplates:
    def t_becomes_tapped(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.BECOMES_TAPPED)


@renders_trigger(TriggerEvent.BECOMES_TAPPED)
def _render(t: Trigger) -> str:
    return "Whenever CARDNAME becomes tapped"
