"""Decisions while a spell or ability is announced (CR 601.2, 602.2; 2003: 409.1): the mode
(409.1b), the value of X (409.1b), targets (409.1c) and the choices its costs ask for (409.1f:
what to sacrifice, discard, remove, return, tap or pitch). They go to ``state.casting``, and the
announcement continues."""

from __future__ import annotations

from oldframe.rules import casting, zones
from oldframe.rules.actions import Action, ChooseMode, ChooseNumber, ChooseObject, ChooseTarget, ChooseYesNo
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule
from oldframe.rules.events import ModeChosen, XAnnounced
from oldframe.rules.state import Decision, GameState


def _options(state: GameState, d: Decision) -> list[int]:
    return list(d.data["options"])


def _target_legal(state: GameState, d: Decision) -> list[Action]:
    """The legal targets; "up to one target" (``optional``) may also be answered with no target."""
    chosen: list[Action] = [ChooseTarget(t) for t in d.data["options"]]
    return [*chosen, ChooseYesNo(False)] if d.data.get("optional") else chosen


def _target_apply(state: GameState, d: Decision, action: Action) -> None:
    if isinstance(action, ChooseYesNo):  # no target (CR 601.2c)
        casting.answer_target(state, None)
        return
    assert isinstance(action, ChooseTarget)
    casting.answer_target(state, action.target)


def _target_explain(state: GameState, d: Decision, action: Action) -> str | None:
    if not isinstance(action, ChooseTarget):
        return "choosing no target is allowed only for \"up to one target\" (CR 601.2c)"
    kind, ident = action.target
    who = f"P{ident + 1}" if kind == "player" else f"#{ident}"
    return f"{who} is not a legal target for it (CR 601.2c; 2003: 409.1c)"


def _cost_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseObject(o) for o in d.data["options"]]


def _cost_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, ChooseObject)
    casting.answer_cost_choice(state, action.oid)


def _cost_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, ChooseObject)
    return f"#{action.oid} can't be chosen to {d.data.get('what', 'pay')} for this cost"


def _mode_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseMode(i) for i in d.data["options"]]


def _mode_apply(state: GameState, d: Decision, action: Action) -> None:
    """The mode is announced before targets (CR 601.2b, 700.2; 2003: 409.1b)."""
    assert isinstance(action, ChooseMode)
    state.decision = None
    item = state.casting
    assert item is not None
    item.choices["mode"] = action.index
    zones.emit(state, ModeChosen(d.player, item.oid, action.index))
    casting._continue(state)


def _mode_explain(state: GameState, d: Decision, action: Action) -> str | None:
    return "that mode has no legal choice for each of its targets (CR 601.2c; 2003: 409.1c)"


def _x_legal(state: GameState, d: Decision) -> list[Action]:
    return [ChooseNumber(n) for n in d.data["options"]]


def _x_apply(state: GameState, d: Decision, action: Action) -> None:
    """X is announced (CR 107.3, 601.2b; 2003: 409.1b) and becomes the item's ``x``."""
    assert isinstance(action, ChooseNumber)
    state.decision = None
    item = state.casting
    assert item is not None
    item.x = action.n
    item.choices["x_announced"] = True
    zones.emit(state, XAnnounced(d.player, item.oid, action.n))
    casting._continue(state)


def _count_apply(state: GameState, d: Decision, action: Action) -> None:
    """How many of "up to N" targets are announced with the targets (CR 601.2c; 2003: 409.1c)."""
    assert isinstance(action, ChooseNumber)
    state.decision = None
    item = state.casting
    assert item is not None
    item.choices["target_count"] = action.n
    casting._continue(state)


def _divide_apply(state: GameState, d: Decision, action: Action) -> None:
    """The amount the next target gets of a divided amount (CR 601.2d; 2003: 409.1d); the last target
    gets what is left."""
    assert isinstance(action, ChooseNumber)
    state.decision = None
    item = state.casting
    assert item is not None
    item.choices["division"] = [*item.choices.get("division", []), action.n]
    casting._continue(state)


def number_explain(state: GameState, d: Decision, action: Action) -> str | None:
    """Why a number is not among the options (the options are the values that can be paid)."""
    assert isinstance(action, ChooseNumber)
    options = _options(state, d)
    if not options:
        return "there is no number to choose"
    return f"{action.n} is not a number that can be chosen here: choose from {', '.join(map(str, options))}"


RULES = (
    DecisionRule(DecisionKind.TARGET, (ChooseTarget, ChooseYesNo), _target_legal, _target_apply, _target_explain),
    DecisionRule(DecisionKind.COST_CHOICE, (ChooseObject,), _cost_legal, _cost_apply, _cost_explain),
    DecisionRule(DecisionKind.CHOOSE_MODE, (ChooseMode,), _mode_legal, _mode_apply, _mode_explain),
    DecisionRule(DecisionKind.ANNOUNCE_X, (ChooseNumber,), _x_legal, _x_apply, number_explain),
    DecisionRule(DecisionKind.TARGET_COUNT, (ChooseNumber,), _x_legal, _count_apply, number_explain),
    DecisionRule(DecisionKind.DIVIDE, (ChooseNumber,), _x_legal, _divide_apply, number_explain),
)
