"""Evasion keywords beyond flying and fear, registered in ``combat.BLOCK_RESTRICTIONS``: landwalk
(CR 702.14; 2003: 502.6), shadow (CR 702.28; 2003: 502.8), horsemanship (CR 702.31; 2003:
502.17), "can't block" granted by an Aura (CR 509.1b; 2003: 309.2), "can't be blocked [by Walls]",
"can block only creatures with flying"; attack restrictions in ``combat.ATTACK_RESTRICTIONS`` ("can't
attack", "can't attack unless defending player controls an Island"; CR 508.1c, 2003: 308.2a); and
"doesn't untap during your untap step" (CR 502.3; 2003: 302.1)."""

from __future__ import annotations

from oldframe.rules.atoms.static_combat import attack_tax, landwalk_ignored, team_blocked_by_one
from oldframe.rules.characteristics import chars, creature_types, has_keyword, has_static
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

    kinds = [k[:-4] for k in chars(state, attacker).keywords if k.endswith("walk")]
    kinds = [k for k in kinds if not landwalk_ignored(state, k)]
    return not any(_controls_land(state, blocker.controller, k) for k in kinds)


def shadow(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """CR 702.28b (2003: 502.8a): shadow blocks and is blocked only by shadow."""
    if has_keyword(state, blocker, "shadow") == has_keyword(state, attacker, "shadow"):
        return True
    # "CARDNAME can block creatures with shadow as though CARDNAME had shadow." (Heartwood Dryad)
    return has_keyword(state, attacker, "shadow") and has_static(blocker, "blocks_as_though_shadow")


def horsemanship(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """CR 702.31b (2003: 502.17a): blocked only by creatures with horsemanship."""
    return not has_keyword(state, attacker, "horsemanship") or has_keyword(state, blocker, "horsemanship")


def granted_cant_block(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """"Enchanted creature can't block." (the compiler grants the pseudo-keyword "can't block")."""
    return not has_keyword(state, blocker, "can't block")


def _statics(obj: Obj, kind: str) -> list[str]:
    """The ``text`` of each static ability of ``kind`` the object has (none while face down)."""
    if obj.face_down:
        return []
    return [st.text for st in obj.card.behaviour.static if st.kind == kind]


def unblockable(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """"CARDNAME can't be blocked." (CR 509.1b; 2003: 309.2 "unblockable"); "… by Walls."."""
    if has_static(attacker, "unblockable"):
        return False
    return not set(_statics(attacker, "unblockable_by")) & set(creature_types(state, blocker))


def blocked_by_at_most_one(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """"CARDNAME can't be blocked by more than one creature." (CR 509.1b; 2003: 309.2): no second
    blocker once one blocks it."""
    c = state.combat
    if c is None or not (has_static(attacker, "blocked_by_at_most_one") or team_blocked_by_one(state, attacker)):
        return True
    return not any(a == attacker.oid and b != blocker.oid for b, a in c.blockers.items())


def block_only_flyers(state: GameState, blocker: Obj, attacker: Obj) -> bool:
    """"CARDNAME can block only creatures with flying." (CR 509.1b; 2003: 309.2)."""
    return not has_static(blocker, "block_only_flyers") or has_keyword(state, attacker, "flying")


def cant_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    """"CARDNAME can't attack." / "Enchanted creature can't attack." (CR 508.1c; 2003: 308.2a)."""
    return not has_static(attacker, "cant_attack") and not has_keyword(state, attacker, "can't attack")


def attack_only_if_defender_controls(state: GameState, attacker: Obj, defender: int) -> bool:
    """"CARDNAME can't attack unless defending player controls an Island." (CR 508.1c; 2003:
    308.2a): the land type is read from the permanents the defending player controls now."""
    for land in _statics(attacker, "attack_only_if_defender_controls"):
        if not _controls_land(state, defender, land.lower()):
            return False
    return True


def must_still_attack(state: GameState, options: list[tuple[int, int]]) -> bool:
    """"CARDNAME attacks each combat if able." (CR 508.1d; 2003: 308.2b): a creature with that
    requirement that could still be declared as an attacker hasn't been."""
    return any((has_static(state.objects[a], "attacks_each_combat")
                or has_keyword(state, state.objects[a], "attacks this turn if able"))  # Boiling Blood (spell_combat)
               and not attack_tax(state, d) for a, d in options)


#: Evasion abilities and attack restrictions of this module, as :mod:`oldframe.rules.features` plugs them in.
BLOCK_RULES = (landwalk, shadow, horsemanship, granted_cant_block, unblockable, block_only_flyers,
               blocked_by_at_most_one)
ATTACK_RULES = (cant_attack, attack_only_if_defender_controls)
