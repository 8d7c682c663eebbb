"""Conditions of static abilities about what opponents control (CR 611.3b; 2003: 418.3a), checked
continuously: "CARDNAME has haste as long as no opponent controls a white or blue creature." (Kavu
Runner), "… gets +3/+3 as long as no opponent controls a creature." (Vexing Beetle)."""

from __future__ import annotations

from oldframe.rules.atoms.static_counts import _plain_types
from oldframe.rules.atoms.static_kinds import _layer5_colors
from oldframe.rules.state import GameState, Obj

#: "no opponent controls a [<color> or <color>] <type>": the argument is "<Type>:<color letters>"
#: ("Creature:WU"; no letters for any color).
NO_OPPONENT_CONTROLS = "no_opponent_controls"


def no_opponent_controls(state: GameState, arg: str, source: Obj) -> bool:
    """Types through layer 4 and colors through layer 5 without the static cache being built (CR 613:
    a condition is read while the static effects are gathered); a permanent of several colors counts
    if it has any of them (CR 105.2b). Registered in ``rules.features``."""
    kind, _, letters = arg.partition(":")
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller == source.controller or kind not in _plain_types(state, o)[0]:
            continue
        if not letters or set(letters) & _layer5_colors(state, o):
            return False
    return True

