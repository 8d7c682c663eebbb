"""The static-ability kinds of the ``static_*`` template classes, where a permanent's statics come from,
and the color conditions they depend on (CR 611.3b; 2003: 418.3a): shared by every
``static_*`` rules module, so kept apart from them."""

from __future__ import annotations

from oldframe.rules.atoms.rulings import CONTROL_ENCHANTED
from oldframe.rules.characteristics import COLOR_WORDS, static_kinds
from oldframe.rules.conditions import CONDITIONS
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import GameState, Obj

__all__ = ["CONTROL_ENCHANTED"]


#: "Enchanted creature has protection from <color>. This effect doesn't remove CARDNAME." (layer 6).
WARD = "ward"
#: "You may have CARDNAME assign its combat damage as though it weren't blocked."
ASSIGN_AS_UNBLOCKED = "assign_as_unblocked"
#: "CARDNAME can't block creatures with power N or greater." (``power`` = N)
CANT_BLOCK_POWER_GE = "cant_block_power_ge"
#: "CARDNAME can't be blocked by creatures with power N or greater." (``power`` = N)
UNBLOCKABLE_BY_POWER_GE = "unblockable_by_power_ge"
#: "CARDNAME / Enchanted creature can't be blocked by <color> creatures." (``colors``)
UNBLOCKABLE_BY_COLOR = "unblockable_by_color"
#: A continuous P/T effect that applies only while ``condition`` holds (CR 611.3b).
CONDITIONAL = "conditional"
#: Conditions: "an opponent controls a <color> permanent", "<color> is the most common color among
#: all permanents or is tied for most common" (argument: the color letter).
OPPONENT_CONTROLS_COLOR = "opponent_controls_color"
MOST_COMMON_COLOR = "most_common_color"
#: "Prevent all damage that would be dealt to CARDNAME [by creatures]." (``text``: "" or "creatures")
PREVENT_DAMAGE_TO_SELF = "prevent_damage_to_self"
#: "If a [<color>] source would deal damage to you, prevent N of that damage." (``colors``, ``power``)
SPHERE = "sphere"
#: Prismatic Ward: "Prevent all damage that would be dealt to enchanted creature by sources of the chosen
#: color."
PREVENT_ENCHANTED_CHOSEN_COLOR = "prevent_enchanted_chosen_color"
#: The quality of a Circle's source that is "of the chosen color" (Story Circle).
CHOSEN_COLOR_QUALITY = "chosen_color"
#: "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (``power`` = 1)
LIFE_FLOOR = "life_floor"
#: A Circle of Protection shield: ``value`` the chosen source, ``power`` the protected player (or -1
#: for any recipient).
_COP_SHIELD = "cop_shield"


def _own_statics(obj: Obj, kind: str) -> list[StaticAbility]:
    if obj.face_down or not obj.card.behaviour.static or kind not in static_kinds(obj.card.behaviour):
        return []  # (most cards have none)
    return [st for st in obj.card.behaviour.static if st.kind == kind]


def _aura_statics(state: GameState, obj: Obj, kind: str) -> list[StaticAbility]:
    """Statics of ``kind`` of the Auras attached to ``obj`` that affect "enchanted creature"."""
    out = []
    for oid in state.battlefield:
        aura = state.objects[oid]
        if aura.attached_to == obj.oid:
            out += [st for st in _own_statics(aura, kind) if st.affected is not None and st.affected.who == "enchanted"]
    return out


# -- conditions (CR 611.3b; 2003: 418.3a) --------------------------------------------------------------
def _layer5_colors(state: GameState, obj: Obj) -> frozenset[str]:
    """An object's colors through layer 5 (CR 613.1e) without the static-ability cache, which is
    being built while a condition is checked: copiable colors, unconditional color-setting statics
    (Shifting Sky, "enchanted creature is black") in timestamp order, then resolved color effects."""
    if obj.face_down:
        return frozenset()
    colors = obj.card.colors
    sources = sorted((state.objects[o] for o in state.battlefield), key=lambda o: o.timestamp)
    for src in sources:
        for st in _own_statics(src, "chosen_color_all_nonland"):
            chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == src.oid), "")
            if chosen and not st.condition and "Land" not in obj.card.types:
                colors = frozenset({chosen})
        for st in _own_statics(src, "set_color"):
            if not st.condition and st.affected is not None and (
                    src.attached_to == obj.oid if st.affected.who == "enchanted"
                    else bool(st.affected.types & obj.card.types)):  # "All permanents are colorless."
                colors = st.colors
    for e in state.effects:
        if e.kind == "color" and e.affected == obj.oid:
            colors = frozenset(e.value)
    return colors


def _opponent_controls_color(state: GameState, letter: str, source: Obj) -> bool:
    """The Scarabs: "as long as an opponent controls a <color> permanent"."""
    return any(state.objects[o].controller != source.controller and letter in _layer5_colors(state, state.objects[o])
               for o in state.battlefield)


def _most_common_color(state: GameState, letter: str, source: Obj) -> bool:
    """The Mirage Djinns: a permanent of several colors counts for each (CR 105.2b); ties count."""
    counts = dict.fromkeys(COLOR_WORDS, 0)
    for o in state.battlefield:
        for c in _layer5_colors(state, state.objects[o]):
            counts[c] += 1
    return counts[letter] >= max(counts.values())


CONDITIONS[OPPONENT_CONTROLS_COLOR] = _opponent_controls_color
CONDITIONS[MOST_COMMON_COLOR] = _most_common_color
