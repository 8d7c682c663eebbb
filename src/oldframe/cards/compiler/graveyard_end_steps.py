"""End-step abilities that work only from the graveyard: "At the beginning of the end step, if CARDNAME is
in your graveyard with a creature card directly above it, you may return CARDNAME to your hand." (Krovikan
Horror). The rules are in ``rules.atoms.graveyard_end_steps``."""

from __future__ import annotations

from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, renders, renders_trigger
from oldframe.rules.atoms.graveyard_end_steps import (
    CREATURE_ABOVE,
    END_STEP_FROM_GRAVEYARD,
    ReturnSelfToHandIfCreatureAbove,
)
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent


class GraveyardEndStepTemplates:
    def ges_creature_above_return(self, items: list[object]) -> TriggeredPiece:
        if items[0] != Trigger(TriggerEvent.END_OF_TURN, "each"):
            raise ValueError("at the beginning of the end step")
        return TriggeredPiece(TriggeredAbility(Trigger(END_STEP_FROM_GRAVEYARD, "each", filters=(CREATURE_ABOVE,)),
                                               (ReturnSelfToHandIfCreatureAbove(),), optional=True))


@renders_trigger(END_STEP_FROM_GRAVEYARD)
def _render_trigger(trigger: Trigger) -> str:
    if trigger.filters != (CREATURE_ABOVE,):
        raise ValueError("with a creature card directly above it")
    return ("At the beginning of the end step, if CARDNAME is in your graveyard with a creature card directly "
            "above it")


@renders(ReturnSelfToHandIfCreatureAbove)
def _render_return(eff: ReturnSelfToHandIfCreatureAbove, words: Words) -> list[str]:
    return ["return CARDNAME to your hand"]
