"""Conditions of static abilities ("as long as …", CR 611.3b; 2003: 418.3a): checked continuously."""

from __future__ import annotations

from oldframe.rules.state import GameState, Obj


def static_condition_holds(state: GameState, condition: str, source: Obj) -> bool:
    if not condition:
        return True
    if condition == "threshold":  # CR 702.38a (2003: 502.23a): seven or more cards in your graveyard
        return len(state.players[source.controller].graveyard) >= 7
    raise ValueError(f"unknown static condition {condition!r}")
