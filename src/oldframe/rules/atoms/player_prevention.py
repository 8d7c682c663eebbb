"""Static prevention of damage to a player (CR 615.1a; 2003: 419.7): "Prevent all damage that would be
dealt to you." (Solitary Confinement) and "Prevent all damage that would be dealt to you by sources you
don't control." (Energy Field).

"You" is the permanent's controller (CR 109.5). Like the other static prevention effects
(``static_prevention``), these are never used up, so the affected player's order among them changes
nothing (CR 616.1); a source's controller is judged as the damage would be dealt.
"""

from __future__ import annotations

from typing import Final

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.replacement import Applicable, DamageEvent, damage_effect
from oldframe.rules.state import GameState

#: "Prevent all damage that would be dealt to you[ by sources you don't control]." (``text``: "" or
#: "not_yours")
PREVENT_DAMAGE_TO_YOU: Final = "prevent_damage_to_you"


def _all(state: GameState, event: DamageEvent) -> DamageEvent:
    return event.prevent()


@damage_effect
def prevent_to_player(state: GameState, event: DamageEvent) -> list[Applicable]:
    kind, ident = event.target
    if kind != "player":
        return []
    out: list[Applicable] = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != ident:
            continue
        for st in _own_statics(obj, PREVENT_DAMAGE_TO_YOU):
            if st.text == "not_yours" and event.source_controller == ident:
                continue
            out.append(Applicable(f"you:{oid}", f"{obj.card.name}: prevent that damage", _all))
            break
    return out
