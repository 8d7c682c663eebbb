"""Characteristics of objects as the game sees them now (CR 613 layers, simplified to the layers
the engine's effects use: 4 type-changing, 6 ability-adding conditions, 7c P/T modifications,
counters). Computed on demand from the card and the active continuous effects.
"""

from __future__ import annotations

from oldframe.cards.model import Selector, StaticAbility
from oldframe.rules.state import GameState, Obj, Zone

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def creature_types(state: GameState, obj: Obj) -> tuple[str, ...]:
    """Creature types after type-changing effects (layer 4; 2003 214.4: 'becomes' replaces)."""
    types = obj.card.subtypes
    if "Legendary" in obj.card.supertypes and "Creature" in obj.card.types and "Legend" not in types:
        types = (*types, "Legend")  # 2003 215.1: a legendary creature has the creature type Legend
    for e in state.effects:
        if e.kind == "creature_type" and e.affected == obj.oid:
            types = (e.value,)
    return types


def types_of(state: GameState, obj: Obj) -> frozenset[str]:
    if obj.face_down:
        return frozenset({"Creature"})
    return obj.card.types


def is_creature(state: GameState, obj: Obj) -> bool:
    return obj.face_down or "Creature" in obj.card.types


def is_type(state: GameState, obj: Obj, kind: str) -> bool:
    """``kind`` is a card type in lower case ("creature", "artifact", ...) or "permanent"."""
    if kind == "permanent":
        return obj.zone == Zone.BATTLEFIELD
    return kind.capitalize() in types_of(state, obj)


def is_legendary(state: GameState, obj: Obj) -> bool:
    """Legendary supertype, or the creature type Legend (2003 215.1, glossary "Legend")."""
    if obj.face_down:
        return False
    if is_creature(state, obj):  # 2003 glossary "Legend": a creature is legendary by its type Legend
        return "Legend" in creature_types(state, obj)
    return "Legendary" in obj.card.supertypes


def legend_since(state: GameState, obj: Obj) -> int:
    """When the object last became subject to the legend rule (2003 420.5e seniority)."""
    since = obj.timestamp
    for e in state.effects:
        if e.kind == "creature_type" and e.affected == obj.oid and e.value == "Legend":
            since = max(since, e.timestamp)
        if e.kind == "copy" and e.affected == obj.oid:
            since = max(since, e.timestamp)
    return since


def colors_of(state: GameState, obj: Obj) -> frozenset[str]:
    if obj.face_down:
        return frozenset()
    return obj.card.colors


def power(state: GameState, obj: Obj) -> int:
    base = 2 if obj.face_down else (obj.card.power or 0)
    return base + _pt_delta(state, obj)[0] + _counter_delta(obj)


def toughness(state: GameState, obj: Obj) -> int:
    base = 2 if obj.face_down else (obj.card.toughness or 0)
    return base + _pt_delta(state, obj)[1] + _counter_delta(obj)


def _pt_delta(state: GameState, obj: Obj) -> tuple[int, int]:
    p = t = 0
    for e in state.effects:
        if e.kind == "pt" and e.affected == obj.oid:
            p += e.power
            t += e.toughness
    if obj.zone == Zone.BATTLEFIELD:
        for st, src in static_effects(state):
            if (st.power or st.toughness) and affects(state, st.affected, src, obj):
                p += st.power
                t += st.toughness
    return p, t


def static_effects(state: GameState) -> list[tuple[StaticAbility, Obj]]:
    """Continuous effects of static abilities of permanents in play (CR 611.3), in timestamp order."""
    out = []
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down:
            continue
        for st in src.card.behaviour.static:
            if st.kind == "continuous" and st.affected is not None:
                out.append((st, src))
    return out


def affects(state: GameState, sel: Selector | None, src: Obj, obj: Obj) -> bool:
    """Whether a static ability's selector covers ``obj`` now (CR 611.3a)."""
    if sel is None or obj.zone != Zone.BATTLEFIELD:
        return False
    who = sel.who
    if who == "self":
        ok = obj.oid == src.oid
    elif who == "enchanted":
        ok = src.attached_to == obj.oid
    else:
        if not is_creature(state, obj):
            return False
        if who == "creatures":
            ok = True
        elif who == "creatures_you_control":
            ok = obj.controller == src.controller
        elif who == "other_creatures_you_control":
            ok = obj.controller == src.controller and obj.oid != src.oid
        elif who == "other_creatures":
            ok = obj.oid != src.oid
        else:
            raise ValueError(f"unknown selector {who!r}")
    if not ok:
        return False
    if sel.colors and not (sel.colors & colors_of(state, obj)):
        return False
    if sel.exclude_colors and sel.exclude_colors & colors_of(state, obj):
        return False
    return not (sel.subtypes and not (sel.subtypes & set(creature_types(state, obj))))


def _counter_delta(obj: Obj) -> int:
    if not obj.counters:
        return 0
    return obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)


def has_keyword(state: GameState, obj: Obj, keyword: str) -> bool:
    """Keyword abilities, including statics that grant one conditionally."""
    if obj.face_down:
        return False
    beh = obj.card.behaviour
    if keyword in beh.keywords:
        return True
    if obj.zone == Zone.BATTLEFIELD:
        for st, src in static_effects(state):
            if keyword in st.keywords and affects(state, st.affected, src, obj):
                return True
    if keyword == "first strike":
        for st in beh.static:
            if st.kind == "first_strike_while_attacking" and state.combat is not None:
                if obj.oid in state.combat.attackers:
                    return True
    return False


def has_static(obj: Obj, kind: str) -> bool:
    return not obj.face_down and any(s.kind == kind for s in obj.card.behaviour.static)


def protection_colors(obj: Obj, state: GameState | None = None) -> frozenset[str]:
    """Colors this permanent has protection from (CR 702.16; 2003: 502.7)."""
    out = set()
    kws = set(obj.card.behaviour.keywords)
    if state is not None and obj.zone == Zone.BATTLEFIELD:
        for st, src in static_effects(state):
            if st.keywords and affects(state, st.affected, src, obj):
                kws |= st.keywords
    for kw in kws:
        if kw.startswith("protection from "):
            word = kw[len("protection from ") :]
            for letter, name in COLOR_WORDS.items():
                if name == word:
                    out.add(letter)
    return frozenset(out)
