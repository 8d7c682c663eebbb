"""End-step abilities that work only from the graveyard: "At the beginning of the end step, if CARDNAME is
in your graveyard with a creature card directly above it, you may return CARDNAME to your hand." (Krovikan
Horror; compiler/graveyard_end_steps.py).

An ability of a card in the graveyard functions only there (CR 113.6k): its trigger event
(``TriggerEvent.END_STEP_FROM_GRAVEYARD``) matches nothing on the battlefield; this module's event hook
finds it in every player's graveyard as each end step begins (CR 513.1; 2003: 313.1), its owner
controlling it. The condition is an intervening-if (CR 603.4; 2003: 404.3), checked as it triggers and as
it resolves. A graveyard keeps its order (CR 404.1; 2003: 217.3e): the card "directly above" is the one put
there right after it (the next in the list, whose end is the top)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.events import Event, StepBegan, TriggerFailed
from oldframe.rules.model.cards import Effect
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Decision, GameState, PendingTrigger, StackItem, Step, Zone

END_STEP_FROM_GRAVEYARD = TriggerEvent.END_STEP_FROM_GRAVEYARD
#: The trigger's filter: "with a creature card directly above it".
CREATURE_ABOVE = "creature_card_above"


def creature_above(state: GameState, oid: int) -> bool:
    """The card is in its owner's graveyard and the card directly above it is a creature card."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return False
    graveyard = state.players[obj.owner].graveyard
    at = graveyard.index(oid)
    return at + 1 < len(graveyard) and "Creature" in state.objects[graveyard[at + 1]].card.types


def end_step_hook(state: GameState, event: Event) -> None:
    """``triggers.EVENT_HOOKS``: as an end step begins, the graveyard abilities of every player's cards
    trigger (APNAP order of their owners, CR 603.3b)."""
    if not isinstance(event, StepBegan) or event.step != Step.END_OF_TURN:
        return
    for p in state.apnap():
        for oid in state.players[p].graveyard:
            obj = state.objects[oid]
            for index, ab in enumerate(obj.card.behaviour.triggered):
                if ab.trigger.event == END_STEP_FROM_GRAVEYARD and creature_above(state, oid):
                    state.pending_triggers.append(
                        PendingTrigger(p, oid, obj.card.name, ab, {"player": event.active, "ability_index": index}))


@dataclass(frozen=True, slots=True)
class ReturnSelfToHandIfCreatureAbove(Effect):
    """"you may return CARDNAME to your hand" (the "may" is the ability's, CR 603.5), if the condition still
    holds (CR 603.4); the same object, still in the graveyard (CR 400.7)."""


@executes(ReturnSelfToHandIfCreatureAbove)
def _return_if_above(state: GameState, item: StackItem, eff: ReturnSelfToHandIfCreatureAbove) -> Decision | None:
    if not creature_above(state, item.source):
        zones.emit(state, TriggerFailed(item.controller, item.source_name))
        return None
    zones.move(state, item.source, Zone.HAND)
    return None
