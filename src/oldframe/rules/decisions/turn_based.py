"""Decisions outside announcing and resolving: choices in turn-based actions (untapping, Time
Vault's skipped turn, the cleanup discard), the order of waiting triggered abilities and of
replacement effects, the legend rule, and "as it comes into play, choose …" for a permanent put
into play by an effect."""

from __future__ import annotations

from oldframe.rules import sba, turn
from oldframe.rules.actions import Action, ApplyFirst, ChooseObject, ChooseYesNo, OrderTrigger
from oldframe.rules.atoms import restricted, static_entry, untap_limits
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.effects import discard
from oldframe.rules.state import Decision, GameState


def _yes_no(state: GameState, d: Decision) -> list[Action]:
    return [ChooseYesNo(True), ChooseYesNo(False)]


def _untap_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 502.3: "you may choose not to untap"."""
    assert isinstance(action, ChooseYesNo)
    turn.answer_untap(state, action.yes)


def _untap_choice_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 502.3 (2003: 302.1): the chosen permanent untaps, within the limits (Winter Orb)."""
    assert isinstance(action, ChooseObject)
    untap_limits.answer_untap_choice(state, action.oid)


def _skip_legal(state: GameState, d: Decision) -> list[Action]:
    return [*(ChooseObject(o) for o in d.data["options"]), ChooseYesNo(False)]


def _skip_apply(state: GameState, d: Decision, action: Action) -> None:
    state.decision = None
    restricted.answer_skip_turn(state, d.player, action.oid if isinstance(action, ChooseObject) else None)


def _hand_size_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in distinct_by_name(state, state.players[d.player].hand)]


def _hand_size_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 514.1 (2003: 314.1): discard down to the maximum hand size, one card at a time."""
    assert isinstance(action, ChooseObject)
    state.decision = None
    discard(state, d.player, action.oid)
    turn.cleanup(state)


def _in_hand_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, ChooseObject)
    if action.oid not in state.players[d.player].hand:
        return f"#{action.oid} is not a card in P{d.player + 1}'s hand"
    return None


def _order_legal(state: GameState, d: Decision) -> list[Action]:
    return [OrderTrigger(i) for i in d.data["options"]]


def _order_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 603.3b (2003: 410.3): the chosen trigger goes on the stack next."""
    assert isinstance(action, OrderTrigger)
    from oldframe.rules import engine  # placing a trigger is the engine loop's own step

    state.decision = None
    engine.place_trigger(state, action.index)


def _order_explain(state: GameState, d: Decision, action: Action) -> str | None:
    return f"trigger {getattr(action, 'index', '?')} is not one of P{d.player + 1}'s waiting triggers"


def _objects_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in d.data["options"]]


def _legend_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 704.5j (2003: 420.5e): the chosen legend stays, the others go to the graveyard."""
    assert isinstance(action, ChooseObject)
    sba.keep_legend(state, action.oid)


def _replacement_legal(state: GameState, d: Decision) -> list[Action]:
    return [ApplyFirst(i) for i in range(len(d.data["options"]))]


def _replacement_apply(state: GameState, d: Decision, action: Action) -> None:
    """CR 616.1 (2003: 419.8): the answer re-applies the action that met the choice, from the
    position before it, with the answers so far (``rules.replacement``)."""
    assert isinstance(action, ApplyFirst)
    from oldframe.rules import engine  # the replay runs the original action through the engine

    engine.replay_with_answer(state, action.index)


RULES = (
    DecisionRule(DecisionKind.MAY_UNTAP, (ChooseYesNo,), _yes_no, _untap_apply),
    DecisionRule(DecisionKind.UNTAP_CHOICE, (ChooseObject,), _objects_legal, _untap_choice_apply),
    DecisionRule(DecisionKind.SKIP_TURN, (ChooseObject, ChooseYesNo), _skip_legal, _skip_apply),
    DecisionRule(DecisionKind.DISCARD_TO_HAND_SIZE, (ChooseObject,), _hand_size_legal, _hand_size_apply,
                 _in_hand_explain),
    DecisionRule(DecisionKind.TRIGGER_ORDER, (OrderTrigger,), _order_legal, _order_apply, _order_explain),
    DecisionRule(DecisionKind.LEGEND_KEEP, (ChooseObject,), _objects_legal, _legend_apply),
    DecisionRule(DecisionKind.REPLACEMENT_ORDER, (ApplyFirst,), _replacement_legal, _replacement_apply),
    DecisionRule(DecisionKind.ENTRY_CHOICE, static_entry.ENTRY_ANSWERS, static_entry.entry_legal,
                 static_entry.entry_apply),
)
