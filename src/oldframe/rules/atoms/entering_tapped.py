"""Permanents of some card types enter the battlefield tapped because of another permanent's static ability:
"Artifacts and lands enter the battlefield tapped." (Root Maze), "Artifacts, creatures, and lands your
opponents control enter the battlefield tapped." (Kismet). A replacement effect on how a permanent enters
(CR 614.1c; 2003: 419.6b "comes into play tapped"), applied as the permanent is put onto the battlefield,
with its characteristics as it exists there (CR 614.12); the permanent with the ability applies it to itself
too when it is of such a type. ``rules.zones.move`` asks ``extensions.ENTERS_TAPPED``; the compiler side is
``cards/compiler/entering_tapped.py``."""

from __future__ import annotations

from oldframe.rules.characteristics import STATIC_KINDS, is_type, kinds_in_play
from oldframe.rules.state import GameState, Obj

#: ``StaticAbility.kind``; ``text`` is "<whose>:<types>", whose "all" or "opponents", types lower-case card
#: types joined by "," ("all:artifact,land").
ENTER_TAPPED = "types_enter_tapped"
STATIC_KINDS.add(ENTER_TAPPED)


def enters_tapped(state: GameState, obj: Obj) -> bool:
    """``extensions.ENTERS_TAPPED``: a face-up permanent's ability makes ``obj`` enter tapped."""
    if ENTER_TAPPED not in kinds_in_play(state):  # (cached: the common case is none at all)
        return False
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down or not src.card.behaviour.static:
            continue
        for st in src.card.behaviour.static:
            if st.kind != ENTER_TAPPED:
                continue
            whose, _, types = st.text.partition(":")
            if whose == "opponents" and obj.controller == src.controller:
                continue
            if any(is_type(state, obj, t) for t in types.split(",")):
                return True
    return False
