"""Delayed returns (compiler/end_step_returns.py): "Return CARDNAME to its owner's hand at the beginning of
the next cleanup step." (Thawing Glaciers) and Shallow Grave's creature exiled at the next end step, each a
delayed triggered ability (CR 603.7; 2003: 404.4). "Exile CARDNAME. Return it to the battlefield … at the
beginning of the next end step." (Anurid Brushhopper) is ``RemoveFromGameReturnAtEndOfTurn``
(compiler/flicker.py)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, StackItem, Zone

#: The delayed triggers' actions: the permanent returns to its owner's hand / is exiled, if it is still on the
#: battlefield (the same object, CR 400.7).
RETURN_TO_HAND = "esr_return_to_hand"
EXILE_IT = "esr_exile"
#: The card returns from its owner's graveyard to the battlefield with a +1/+1 counter (the same object).
RETURN_FROM_GRAVEYARD_WITH_COUNTER = "esr_return_from_graveyard_counter"


@dataclass(frozen=True, slots=True)
class ReturnSelfAtNextCleanup(Effect):
    """"Return CARDNAME to its owner's hand at the beginning of the next cleanup step." (Thawing Glaciers): a
    delayed triggered ability (CR 603.7, 514.3a; 2003: 404.4, 314.3) — players get priority in that cleanup
    step, and another one follows."""


@executes(ReturnSelfAtNextCleanup)
def _return_at_cleanup(state: GameState, item: StackItem, eff: ReturnSelfAtNextCleanup) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        state.delayed.append(DelayedTrigger("cleanup", item.controller, item.source_name, RETURN_TO_HAND, obj.oid,
                                            state.turn, int(state.step)))
    return None


@dataclass(frozen=True, slots=True)
class ReturnSelfFromGraveyardAtNextEndStep(Effect):
    """"return CARDNAME from your graveyard to the battlefield with a +1/+1 counter on it at the beginning of
    the next end step" (Sand Golem, whose ability triggers in the graveyard): a delayed triggered ability
    (CR 603.7); the card, if it is still the same object in its owner's graveyard (CR 400.7), returns under
    its owner's control and enters with the counter (CR 614.1c)."""


@executes(ReturnSelfFromGraveyardAtNextEndStep)
def _return_from_graveyard_later(state: GameState, item: StackItem,
                                 eff: ReturnSelfFromGraveyardAtNextEndStep) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.GRAVEYARD:
        state.delayed.append(DelayedTrigger("end_of_turn", item.controller, item.source_name,
                                            RETURN_FROM_GRAVEYARD_WITH_COUNTER, obj.oid, state.turn, int(state.step)))
    return None


def resolve_delayed(state: GameState, item: StackItem) -> bool:
    """``extensions.DELAYED_RESOLUTION``: this module's delayed trigger (False for another's)."""
    action = item.event.get("action")
    if action == RETURN_FROM_GRAVEYARD_WITH_COUNTER:
        card = state.objects.get(int(item.event["card"]))
        if card is not None and card.zone == Zone.GRAVEYARD:
            new = zones.move(state, card.oid, Zone.BATTLEFIELD, controller=card.owner)
            if new is not None:
                entered = state.objects[new]
                entered.counters = {**(entered.counters or {}), "+1/+1": (entered.counters or {}).get("+1/+1", 0) + 1}
                state.version += 1
        return True
    if action not in (RETURN_TO_HAND, EXILE_IT):
        return False
    obj = state.objects.get(int(item.event["card"]))
    if obj is not None and obj.zone == Zone.BATTLEFIELD:  # the same object, still in play (CR 400.7)
        zones.move(state, obj.oid, Zone.HAND if action == RETURN_TO_HAND else Zone.EXILE)
    return True


@dataclass(frozen=True, slots=True)
class ReturnTopCreatureHasteUntilEndStep(Effect):
    """"Return the top creature card of your graveyard to the battlefield. That creature gains haste until end
    of turn. Exile it at the beginning of the next end step." (Shallow Grave, Corpse Dance): the topmost
    creature card — no choice, not targeted (CR 404.1: the graveyard's order); haste until end of turn
    (CR 514.2); a delayed trigger exiles that permanent (CR 603.7)."""


@executes(ReturnTopCreatureHasteUntilEndStep)
def _return_top_creature(state: GameState, item: StackItem, eff: ReturnTopCreatureHasteUntilEndStep) -> Decision | None:
    me = item.controller
    top = next((o for o in reversed(state.players[me].graveyard)
                if "Creature" in state.objects[o].card.types), None)
    if top is None:
        return None
    new = zones.move(state, top, Zone.BATTLEFIELD, controller=me)
    if new is None:
        return None
    state.effects.append(ContinuousEffect("keyword", new, state.new_timestamp(), "end_of_turn", value="haste"))
    state.delayed.append(DelayedTrigger("end_of_turn", me, item.source_name, EXILE_IT, new, state.turn,
                                        int(state.step)))
    return None
