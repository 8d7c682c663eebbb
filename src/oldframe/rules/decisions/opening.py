"""Decisions before the first turn: keep or mulligan, and the London mulligan's bottom cards
(CR 103.4-103.5; 2003: 101.4-101.5 had no London mulligan, the ``mulligan`` axis chooses)."""

from __future__ import annotations

from oldframe.rules import turn
from oldframe.rules.actions import Action, BottomCard, Keep, Mulligan
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.state import Decision, GameState


def _mulligan_legal(state: GameState, d: Decision) -> list[Action]:
    return [Keep(), Mulligan()]


def _mulligan_apply(state: GameState, d: Decision, action: Action) -> None:
    state.decision = None
    if isinstance(action, Keep):
        turn.keep(state, d.player)
    else:
        turn.mulligan(state, d.player)


def _bottom_legal(state: GameState, d: Decision) -> list[Action]:
    return [BottomCard(o) for o in distinct_by_name(state, state.players[d.player].hand)]


def _bottom_apply(state: GameState, d: Decision, action: Action) -> None:
    assert isinstance(action, BottomCard)
    state.decision = None
    turn.bottom_card(state, d.player, action.oid)


def _bottom_explain(state: GameState, d: Decision, action: Action) -> str | None:
    assert isinstance(action, BottomCard)
    if action.oid not in state.players[d.player].hand:
        return f"#{action.oid} is not a card in P{d.player + 1}'s hand"
    return None


RULES = (
    DecisionRule(DecisionKind.MULLIGAN, (Keep, Mulligan), _mulligan_legal, _mulligan_apply),
    DecisionRule(DecisionKind.LONDON_BOTTOM, (BottomCard,), _bottom_legal, _bottom_apply, _bottom_explain),
)
