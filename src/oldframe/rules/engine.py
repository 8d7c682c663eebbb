"""The engine loop: run the game until someone must decide, list the legal actions, apply one.

Flow (CR 117): whenever a player would receive priority, state-based actions are checked until
none apply (CR 704.3), then waiting triggered abilities go on the stack in APNAP order (CR 603.3b),
and only then does the player get the priority decision.
"""

from __future__ import annotations

from oldframe.rules import casting, replacement, resolve, sba, turn, zones
from oldframe.rules import extensions as ext
from oldframe.rules.actions import (
    Action,
    Concede,
    action_from_json,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import Triggered
from oldframe.rules.state import Decision, GameState, StackItem


class IllegalActionError(ValueError):
    """The action is not one of the legal actions now; the game is unchanged."""


def run(state: GameState) -> None:
    """Advance until a decision is pending or the game is over."""
    if not ext.PLUGGED_IN:
        raise RuntimeError("no features are plugged into the engine: call oldframe.rules.features.register() "
                           "first (oldframe.Game and oldframe.testing do)")
    while not state.over:
        if state.decision is not None:
            return
        if state.resolving is not None:
            resolve.continue_resolution(state)
            if state.decision is None and state.resolving is None:
                state.priority = state.active  # CR 117.3b: after resolving, the active player
            continue
        if state.cleanup_check:
            state.cleanup_check = False
            acted = False
            while sba.check(state):
                acted = True
            if state.over or state.decision is not None:
                continue
            if acted or state.pending_triggers or any(due(state) for due in ext.CLEANUP_PRIORITY):  # CR 514.3a
                state.again_cleanup = True
                state.priority = state.active
                continue
            turn.end_step(state)
            continue
        if state.priority is not None:
            if sba.check(state):
                continue
            if state.decision is not None or state.over:
                continue
            if state.pending_triggers:
                _put_trigger(state)
                continue
            if state.players[state.priority].lost:  # CR 800.4a: priority skips a player who left the game
                state.priority = state.next_living(state.priority)  # (an active player who left, CR 800.4)
            if turn.put_draw_action(state):  # 2003 304.1: above the draw step's triggers
                continue
            state.decision = Decision(DecisionKind.PRIORITY, state.priority)
            return
        turn.end_step(state)


def _put_trigger(state: GameState) -> None:
    """CR 603.3b (2003: 410.3): active player's triggers first, in the order they choose, then the
    next player's, and so on; so the last player's resolve first."""
    living = set(state.living())
    state.pending_triggers = [t for t in state.pending_triggers if t.controller in living]
    for p in state.apnap():
        mine = [i for i, t in enumerate(state.pending_triggers) if t.controller == p]
        if not mine:
            continue
        kinds = {(state.pending_triggers[i].source_name, id(state.pending_triggers[i].ability)) for i in mine}
        if len(kinds) > 1:
            state.decision = Decision(DecisionKind.TRIGGER_ORDER, p, {"options": mine})
            return
        place_trigger(state, mine[0])
        return


def place_trigger(state: GameState, index: int) -> None:
    """Put the waiting triggered ability ``index`` on the stack (its targets are chosen next)."""
    pt = state.pending_triggers.pop(index)
    if pt.delayed is not None:
        item = StackItem("delayed", state.new_id(), pt.controller, pt.source, pt.source_name)
        item.event = dict(pt.event)
        state.stack.append(item)
        zones.emit(state, Triggered(pt.controller, item.oid, pt.source_name, ()))
        return
    item = StackItem("triggered", state.new_id(), pt.controller, pt.source, pt.source_name, pt.ability)
    item.event = dict(pt.event)
    item.choices["ability_index"] = pt.event["ability_index"]
    src = state.objects.get(pt.source)
    item.choices["source_colors"] = sorted(src.card.colors) if src is not None else []
    if src is not None and src.counters:  # "… for each soot counter on CARDNAME" once it is gone (CR 113.7a)
        item.choices["source_counters"] = dict(src.counters)
    casting.begin_trigger(state, item)


# -- legal actions ---------------------------------------------------------------------------------
def legal_actions(state: GameState) -> list[Action]:
    """The legal answers to the pending decision (the decision table's ``legal``)."""
    d = state.decision
    if d is None or state.over:
        return []
    return ext.DECISION_RULES[d.kind].legal(state, d)


def why_illegal(state: GameState, action: Action) -> str | None:
    """None if ``action`` may be applied now; else a message naming the decision and the reason
    (the decision table's ``why_illegal``). Concession is always allowed while the game runs."""
    if state.over:
        return f"{action} is illegal: the game is over"
    if isinstance(action, Concede):
        if 0 <= action.player < state.n_players and not state.players[action.player].lost:
            return None
        return f"{action} is illegal: P{action.player + 1} is not a player still in the game"
    d = state.decision
    if d is None:
        return f"{action} is illegal: nobody is deciding anything"
    reason = ext.DECISION_RULES[d.kind].why_illegal(state, d, action)
    if reason is None:
        return None
    legal = ext.DECISION_RULES[d.kind].legal(state, d)
    shown = ", ".join(a.notation() for a in legal[:12]) + (" …" if len(legal) > 12 else "")
    return f"{action} is illegal: P{d.player + 1} must decide '{d.kind.value}': {reason}; legal now: {shown}"


def verify(state: GameState, action: Action) -> None:
    """Raise :class:`IllegalActionError` (the state unchanged) unless ``action`` is legal now."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)


# -- applying an action ----------------------------------------------------------------------------
def apply(state: GameState, action: Action) -> None:
    """Apply a legal action (the caller has checked legality, e.g. with :func:`verify`) and run to
    the next decision. A replacement-order choice (CR 616.1) that arises meanwhile is asked by
    replay (rules.replacement): its answer re-applies the original action from the position before
    it (:func:`replay_with_answer`)."""
    pending = state.replacement_pending
    if isinstance(action, Concede) and pending is not None:  # back to the position before that action
        state.replacement_pending = None
        state.decision = pending["prior"]
    elif pending is not None and state.decision is not None:  # the replacement-order answer
        ext.DECISION_RULES[state.decision.kind].apply(state, state.decision, action)
        return
    replacement.apply_with_choices(state, lambda: _apply(state, action), action.to_json, [])


def replay_with_answer(state: GameState, index: int) -> None:
    """CR 616.1 (2003: 419.8): re-apply the action that met a replacement-order choice, from the
    position before it, with the answers so far and ``index``."""
    pending = state.replacement_pending
    assert pending is not None
    original = action_from_json(pending["action"])
    answers = [*pending["answers"], index]
    state.replacement_pending = None
    state.decision = pending["prior"]
    replacement.apply_with_choices(state, lambda: _apply(state, original), pending["action"], answers)


def _apply(state: GameState, action: Action) -> None:
    if isinstance(action, Concede):
        _concede(state, action.player)
    else:
        d = state.decision
        assert d is not None
        ext.DECISION_RULES[d.kind].apply(state, d, action)
    run(state)


def _concede(state: GameState, player: int) -> None:
    """CR 104.3a: a player may concede at any time; in multiplayer they leave the game (CR 800.4a,
    rules.leave_game), and whatever they were deciding is decided by nobody: the mulligans go on
    with the next player, anything else the engine runs on from."""
    d = state.decision
    sba.lose(state, player, "concede")
    if state.over or d is None or d.player != player:
        return
    state.decision = None
    if state.turn == 0:  # before the first turn: the others go on with the mulligans / a variant's set-up
        turn.resume_opening(state)
