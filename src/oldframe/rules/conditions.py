"""Conditions of static abilities ("as long as …", CR 611.3b; 2003: 418.3a): checked continuously."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules import extensions as ext
from oldframe.rules.state import GameState, Obj

#: Conditions other modules define, by the name before ":" in ``condition`` (its argument after it),
#: e.g. "opponent_controls_color:B" (``rules.atoms.static_kinds``).
CONDITIONS: dict[str, Callable[[GameState, str, Obj], bool]] = {}


def static_condition_holds(state: GameState, condition: str, source: Obj) -> bool:
    if not condition:
        return True
    if condition == "threshold":  # CR 702.38a (2003: 502.23a): seven or more cards in your graveyard
        if any(point(state) for point in ext.COMMON_GRAVEYARD):  # one graveyard for all (a variant)
            return sum(len(p.graveyard) for p in state.players) >= 7
        return len(state.players[source.controller].graveyard) >= 7
    name, _, arg = condition.partition(":")
    registered = CONDITIONS.get(name)
    if registered is not None:
        return registered(state, arg, source)
    raise ValueError(f"unknown static condition {condition!r}")
