"""Evasion keywords beyond flying and fear, registered in ``combat.BLOCK_RESTRICTIONS``: landwalk
(CR 702.14; 2003: 502.6), shadow (CR 702.28; 2003: 502.8), horsemanship (CR 702.31; 2003:
502.17), and "can't block" granted by an Aura (CR 509.1b; 2003: 309.2)."""

from __future__ import annotations

from oldframe.rules.characteristics import has_keyword
from oldframe.rules.combat import BLOCK_RESTRICTIONS
from oldframe.rules.state import GameState, Obj

BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _controls_land(state: GameState, player: int, walk: str) -> bool:
    """Whether ``player`` controls a land of the walked kind ("swamp", "nonbasic land", …)."""
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or obj.face_down or "Land" not in obj.card.types:
            continue
        if walk == "nonbasic land" and "Basic" not in obj.card.supertypes:
            return True
        if walk == "legendary land" and "Legendary" in obj.card.supertypes:
            return True
        snow = walk.startswith("snow-covered ")
        kind = walk.removeprefix("snow-covered ")
        if kind in BASIC_TYPES and kind.capitalize() in obj.card.subtypes \
                and (not snow or "Snow" in obj.card.supertypes):
            return True
    return False


def landwalk(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """CR 702.14c (2003: 502.6a): unblockable while the defending player controls such a land."""
    kinds = [k[:-4] for k in attacker.card.behaviour.keywords if k.endswith("walk")]
    return not any(_controls_land(state, blocker.controller, k) for k in kinds)


def shadow(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """CR 702.28b (2003: 502.8a): shadow blocks and is blocked only by shadow."""
    return has_keyword(state, blocker, "shadow") == has_keyword(state, attacker, "shadow")


def horsemanship(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """CR 702.31b (2003: 502.17a): blocked only by creatures with horsemanship."""
    return not has_keyword(state, attacker, "horsemanship") or has_keyword(state, blocker, "horsemanship")


def granted_cant_block(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """"Enchanted creature can't block." (the compiler grants the pseudo-keyword "can't block")."""
    return not has_keyword(state, blocker, "can't block")


for _rule in (landwalk, shadow, horsemanship, granted_cant_block):
    if _rule not in BLOCK_RESTRICTIONS:
        BLOCK_RESTRICTIONS.append(_rule)
