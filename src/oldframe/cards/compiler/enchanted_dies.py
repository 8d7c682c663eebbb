""""When enchanted creature dies, …" (Elephant Guide, Abduction). The look-back and the matcher are in
``rules.atoms.enchanted_dies``."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.enchanted_dies import ReturnThatCardToBattlefield
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class EnchantedDiesTemplates:
    """Transformer methods of ``grammar/enchanted_dies.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def t_enchanted_dies(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.ENCHANTED_DIES, "when")

    def return_that_card(self, items: list[object]) -> TriggeredPiece:
        """"that card" is the creature card the event put into a graveyard: after this event only."""
        trig = items[0]
        if not isinstance(trig, Trigger) or trig.event != TriggerEvent.ENCHANTED_DIES:
            raise ValueError("'that card' the event doesn't name")
        return self.triggered([trig, Clause((ReturnThatCardToBattlefield(),))])


@renders_trigger(TriggerEvent.ENCHANTED_DIES)
def _render(t: Trigger) -> str:
    return "When enchanted creature dies"


@renders(ReturnThatCardToBattlefield)
def _render_return(eff: ReturnThatCardToBattlefield, words: Words) -> list[str]:
    return ["return that card to the battlefield under its owner's control"]
