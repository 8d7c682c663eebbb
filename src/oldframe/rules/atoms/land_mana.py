"""What lands tapped for mana produce, replaced: "If a land is tapped for mana, it produces {B} instead of
any other type and amount." (Contamination).

A replacement effect on producing mana (CR 106.6, 614.1a; 2003: 419.6): a land whose mana ability with
{T} in its cost resolves adds the named mana, one of it, and nothing else — whoever controls the land.
The payment solver sees the replaced mana too (``extensions.LAND_MANA``), so what can be paid is what
would be paid. Other costs and other effects of the ability (a pain land's damage) still happen.
"""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import static_kinds
from oldframe.rules.mana import MANA_INDEX
from oldframe.rules.state import GameState, Obj

#: The static kind; ``StaticAbility.colors`` holds the color letter of the mana produced instead.
LAND_MANA_INSTEAD = "land_mana_instead"


def land_mana_instead(state: GameState, land: Obj) -> tuple[int, int, int, int, int, int] | None:
    """``extensions.LAND_MANA``: the mana of the most recent such effect, if any (CR 616.1: one applies)."""
    found: tuple[int, int, int, int, int, int] | None = None
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down or not src.card.behaviour.static or LAND_MANA_INSTEAD not in static_kinds(src.card.behaviour):
            continue
        for st in _own_statics(src, LAND_MANA_INSTEAD):
            out = [0] * 6
            out[MANA_INDEX[min(st.colors)]] = 1
            found = (out[0], out[1], out[2], out[3], out[4], out[5])
    return found
