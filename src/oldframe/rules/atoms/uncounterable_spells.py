"""Permanents that make some spells uncounterable: "Creature spells can't be countered." (Gaea's Herald),
"Sliver spells can't be countered." (Root Sliver). Every such spell, whoever casts it, while the permanent is on
the battlefield ("can't" beats "can", CR 101.2; 2003: 103.2); an ``extensions.UNCOUNTERABLE`` point read by
``effects.cant_be_countered``."""

from __future__ import annotations

from oldframe.rules.characteristics import static_kinds
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import GameState, Obj

#: ``StaticAbility.kind``; ``text`` names the spells: "type:Creature" or "sub:Sliver".
SPELLS_CANT_BE_COUNTERED = "spells_cant_be_countered"


def _names(st: StaticAbility, spell: Obj) -> bool:
    kind, _, arg = st.text.partition(":")
    if spell.face_down:  # a face-down spell is a nameless, typeless-but-creature 2/2 (CR 708.2)
        return kind == "type" and arg == "Creature"
    if kind == "type":
        return arg in spell.card.types
    return kind == "sub" and arg in spell.card.subtypes


def uncounterable(state: GameState, spell: Obj) -> bool:
    """``extensions.UNCOUNTERABLE``: a permanent in play says this spell can't be countered."""
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down or SPELLS_CANT_BE_COUNTERED not in static_kinds(src.card.behaviour):
            continue
        if any(st.kind == SPELLS_CANT_BE_COUNTERED and _names(st, spell) for st in src.card.behaviour.static):
            return True
    return False
