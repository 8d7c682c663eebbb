"""Characteristics of objects as the game sees them now: the layer system (CR 613; 2003: 418.5).

:func:`chars` applies, in layer order, the copy effect already folded into ``obj.card`` (layer 1,
CR 707) or the face-down values (CR 708.2), type-changing effects (layer 4), color-changing effects
(layer 5), ability-adding effects (layer 6), then power/toughness: setting effects (7b),
modifications from effects and static abilities (7c) and counters (7c/7d). Within a layer effects
apply in timestamp order (CR 613.7). Results are cached per object and invalidated whenever the
state changes in a way characteristics can see (``state.version``, new timestamps, the effect list).

``oldframe`` uses today's layer order; the 2003 order that applied counters earlier (418.5e) belongs
to the ``scourge2003`` preset.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.model import CardDef, Selector, StaticAbility
from oldframe.rules.conditions import static_condition_holds
from oldframe.rules.mana import ManaCost
from oldframe.rules.state import GameState, Obj, Zone

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_NO_COLORS: frozenset[str] = frozenset()
#: Tests set ``VERIFY_CACHE[0] = True`` to recompute every cached read and fail on a stale one.
VERIFY_CACHE = [False]


@dataclass(frozen=True, slots=True)
class Chars:
    """An object's characteristics after all continuous effects."""

    name: str
    types: frozenset[str]
    supertypes: frozenset[str]
    creature_types: tuple[str, ...]
    colors: frozenset[str]
    keywords: frozenset[str]
    power: int
    toughness: int


def _cache_key(state: GameState) -> tuple[int, int, int]:
    return (state.version, state.next_timestamp, len(state.effects))


def chars(state: GameState, obj: Obj) -> Chars:
    """The object's characteristics now (cached until the state changes)."""
    key = _cache_key(state)
    cache = state.chars_cache
    if cache.get(-1) != key:
        cache.clear()
        cache[-1] = key
    c = cache.get(obj.oid)
    if c is None or not isinstance(c, Chars):
        c = compute(state, obj)
        cache[obj.oid] = c
    elif VERIFY_CACHE[0]:
        fresh = compute(state, obj)
        if fresh != c:
            raise AssertionError(f"stale characteristics cache for {obj!r}: {c} != {fresh}")
    return c


def compute(state: GameState, obj: Obj) -> Chars:
    """The layers, uncached (CR 613.1)."""
    # CR 708.2 (2003: 504.2): face down it is a 2/2 creature with no name, color, types or text; these
    # are its copiable values, and other effects (a Giant Growth, a Humble) still apply on top (2003 504.5).
    card = FACE_DOWN if obj.face_down else obj.card  # layer 1: copy effects are folded into obj.card (forms)
    types = card.types
    supertypes = card.supertypes
    ctypes = card.subtypes
    if "Legendary" in supertypes and "Creature" in types and "Legend" not in ctypes:
        ctypes = (*ctypes, "Legend")  # 2003 215.1: a legendary creature has the creature type Legend
    colors = card.colors
    keywords = set(card.behaviour.keywords)
    base_p, base_t = card.power or 0, card.toughness or 0
    dp = dt = 0
    in_play = obj.zone == Zone.BATTLEFIELD
    mine = [e for e in state.effects if e.affected == obj.oid] if state.effects else []
    for e in mine:  # layer 4 (CR 613.1d; 2003 214.4: "becomes" a type replaces the old ones)
        if e.kind == "creature_type":
            ctypes = (e.value,)
        elif e.kind == "add_types":  # "becomes an X/X artifact creature" keeps its other types (2003: 214.4)
            types = types | frozenset(e.value.split(","))
    statics = static_effects(state) if in_play else []
    for st, src in statics:  # layer 5 from static abilities: "all nonland permanents are the chosen color"
        if st.kind == "chosen_color_all_nonland" and "Land" not in types:
            chosen = _chosen(state, src, "chosen_color")
            if chosen:
                colors = frozenset({chosen})
        elif st.kind == "set_color" and _affects(state, st.affected, src, obj, types, colors, ctypes):
            colors = st.colors  # "enchanted creature is black" (CR 613.1e; 2003: 418.5b), timestamp order
    for e in mine:  # layer 5
        if e.kind == "color":
            colors = frozenset(e.value)
    for st, src in statics:  # layer 6 from static abilities (CR 613.1f)
        if st.kind == "lose_abilities_set_pt" and _affects(state, st.affected, src, obj, types, colors, ctypes):
            keywords.clear()  # Humility (2003 418.5a: timestamp order within the layer)
        elif st.keywords and _static_applies(state, st, src, obj, types, colors, ctypes):
            keywords |= st.keywords
        elif st.kind == "protection_chosen_color" and src.oid == obj.oid:
            chosen = _chosen(state, src, "chosen_color")  # none chosen (a copy): protection from nothing
            if chosen:  # (CR 707.2, 2003: 503.7 example)
                keywords.add("protection from " + COLOR_WORDS[chosen])
    for e in mine:  # layer 6 from resolved spells and abilities
        if e.kind == "lose_abilities":  # "loses all abilities" (CR 613.1f; 2003: 418.5a), in timestamp order
            keywords.clear()
        if e.kind == "keyword":
            keywords.add(e.value)
        if e.kind == "lose_keyword":  # "loses flying until end of turn" (atoms.spells2)
            keywords.discard(e.value)
    for st, src in statics:  # layer 7a: characteristic-defining P/T (Serra Avatar: equal to your life total)
        if st.kind == "pt_equal_life" and src.oid == obj.oid:
            base_p = base_t = state.players[obj.controller].life
        elif st.kind == "pt_chosen_color_opponents" and src.oid == obj.oid:  # Chameleon Spirit (2003: 503.6)
            base_p = base_t = _opponents_permanents_of_chosen_color(state, obj)
    for st, src in statics:  # layer 7b from static abilities (Humility)
        if st.kind == "lose_abilities_set_pt" and _affects(state, st.affected, src, obj, types, colors, ctypes):
            base_p, base_t = st.power, st.toughness
    for e in mine:  # layer 7b: setting power and toughness
        if e.kind == "set_pt":
            base_p, base_t = e.power, e.toughness
    for e in mine:  # layer 7c: modifications from effects
        if e.kind == "pt":
            dp += e.power
            dt += e.toughness
    for st, src in statics:  # layer 7c: modifications from static abilities
        if (st.power or st.toughness) and _static_applies(state, st, src, obj, types, colors, ctypes):
            dp += st.power
            dt += st.toughness
    if obj.counters:  # counters (CR 613.4c)
        n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        dp += n
        dt += n
    p_now, t_now = base_p + dp, base_t + dt
    for e in mine:  # layer 7d: switching power and toughness, always last (CR 613.4d)
        if e.kind == "switch_pt":
            p_now, t_now = t_now, p_now
    return Chars(card.name, types, supertypes, ctypes, colors, frozenset(keywords), p_now, t_now)


#: The characteristics of a face-down permanent or spell (CR 708.2; 2003: 504.2).
FACE_DOWN = CardDef("", ManaCost(), frozenset(), frozenset(), frozenset({"Creature"}), (), 2, 2, "")


def static_effects(state: GameState) -> list[tuple[StaticAbility, Obj]]:
    """Continuous effects of static abilities of permanents in play (CR 611.3), in timestamp order
    (cached with the characteristics)."""
    key = _cache_key(state)
    cached = state.chars_cache.get(-2)
    if isinstance(cached, tuple) and cached[0] == key:
        return cached[1]  # type: ignore[no-any-return]
    out = []
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.face_down:
            continue
        for st in src.card.behaviour.static:
            if st.condition and not static_condition_holds(state, st.condition, src):  # CR 611.3b
                continue
            if st.kind in STATIC_KINDS and (st.affected is not None or st.kind in _NO_SELECTOR):
                out.append((st, src))
    out.sort(key=lambda t: t[1].timestamp)
    lost = _abilities_removed(state, out)
    if lost:
        out = [(st, src) for st, src in out if src.oid not in lost or st.kind == "lose_abilities_set_pt"]
    state.chars_cache[-2] = (key, out)
    return out


def _abilities_removed(state: GameState, statics: list[tuple[StaticAbility, Obj]]) -> set[int]:
    """Permanents whose abilities a layer-6 "loses all abilities" effect removes. Their own static
    abilities' effects depend on that effect (CR 613.8a: it changes their existence), so it applies
    first whatever the timestamps, and their effects never start (CR 613.6); e.g. Goblin King under
    Humility or Humble pumps no Goblin."""
    lost = {e.affected for e in state.effects if e.kind == "lose_abilities"}
    removers = [(st, src) for st, src in statics if st.kind == "lose_abilities_set_pt"]
    for st, src in removers:
        for oid in state.battlefield:
            obj = state.objects[oid]
            if obj.oid == src.oid:
                continue  # the remover keeps its own ability (its effect exists to be applied)
            types, ctypes = obj.card.types, obj.card.subtypes
            for e in state.effects:  # layer 4 from resolved effects (no static type-changers here)
                if e.affected == oid and e.kind == "add_types":
                    types = types | frozenset(e.value.split(","))
                elif e.affected == oid and e.kind == "creature_type":
                    ctypes = (e.value,)
            if obj.face_down:
                types = frozenset({"Creature"})
            if _affects(state, st.affected, src, obj, types, obj.card.colors, ctypes):
                lost.add(oid)
    return lost


#: Characteristic-changing static abilities (CR 604.1, 613): "continuous" (a selector gets +N/+N and
#: keywords); "threshold" (the same while its controller has seven or more cards in the graveyard,
#: CR 702.38; 2003: 502.23b); "continuous_if_untapped" (only untapped creatures: Castle);
#: "chosen_type_pt" (creatures of the type chosen as it came into play: Engineered Plague);
#: "chosen_color_all_nonland" (Shifting Sky, layer 5); "lose_abilities_set_pt" (Humility: layer 6
#: and 7b); "pt_equal_life" (Serra Avatar, a characteristic-defining ability, layer 7a).
#: "set_color" (an Aura's "enchanted creature is <color>", layer 5); "protection_chosen_color" (Voice
#: of All, layer 6); "pt_chosen_color_opponents" (Chameleon Spirit, a characteristic-defining P/T).
STATIC_KINDS = frozenset({"continuous", "threshold", "continuous_if_untapped", "chosen_type_pt",
                          "chosen_color_all_nonland", "lose_abilities_set_pt", "pt_equal_life", "set_color",
                          "protection_chosen_color", "pt_chosen_color_opponents"})
_NO_SELECTOR = frozenset({"chosen_color_all_nonland", "pt_equal_life"})


def _chosen(state: GameState, src: Obj, kind: str) -> str:
    """A choice made as the permanent came into play ("As CARDNAME comes into play, choose …"), kept
    as a marker effect on it."""
    for e in state.effects:
        if e.kind == kind and e.affected == src.oid:
            return e.value
    return ""


def _opponents_permanents_of_chosen_color(state: GameState, obj: Obj) -> int:
    """Permanents of the color chosen as ``obj`` came into play that its controller's opponents
    control; their colors through layer 5 only (no P/T), so two such creatures can count each other."""
    chosen = _chosen(state, obj, "chosen_color")
    if not chosen:
        return 0
    return sum(1 for o in state.battlefield
               if state.objects[o].controller != obj.controller and chosen in _colors_only(state, state.objects[o]))


def _colors_only(state: GameState, obj: Obj) -> frozenset[str]:
    """Layers 1–5 for color alone (CR 613.1e): the copiable color, static and resolved color effects."""
    if obj.face_down:
        return _NO_COLORS
    colors = obj.card.colors
    for st, src in static_effects(state):
        if st.kind == "chosen_color_all_nonland" and "Land" not in obj.card.types:
            chosen = _chosen(state, src, "chosen_color")
            if chosen:
                colors = frozenset({chosen})
        elif st.kind == "set_color" and st.affected is not None and st.affected.who == "enchanted" \
                and src.attached_to == obj.oid:
            colors = st.colors
    for e in state.effects:
        if e.kind == "color" and e.affected == obj.oid:
            colors = frozenset(e.value)
    return colors


def _static_applies(state: GameState, st: StaticAbility, src: Obj, obj: Obj, types: frozenset[str],
                    colors: frozenset[str], ctypes: tuple[str, ...]) -> bool:
    if st.kind not in ("continuous", "threshold", "continuous_if_untapped", "chosen_type_pt"):
        return False
    if st.kind == "threshold" and len(state.players[src.controller].graveyard) < 7:
        return False
    if st.kind == "continuous_if_untapped" and obj.tapped:
        return False
    if st.kind == "chosen_type_pt" and _chosen(state, src, "chosen_type") not in ctypes:
        return False
    return _affects(state, st.affected, src, obj, types, colors, ctypes)


def _affects(state: GameState, sel: Selector | None, src: Obj, obj: Obj, types: frozenset[str],
             colors: frozenset[str], ctypes: tuple[str, ...]) -> bool:
    """Selector test with the object's characteristics from earlier layers (no recursion)."""
    if sel is None or obj.zone != Zone.BATTLEFIELD:
        return False
    who = sel.who
    if who == "self":
        ok = obj.oid == src.oid
    elif who == "enchanted":
        ok = src.attached_to == obj.oid
    else:
        if "Creature" not in types and not obj.face_down:
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
    if sel.colors and not (sel.colors & colors):
        return False
    if sel.exclude_colors and sel.exclude_colors & colors:
        return False
    return not (sel.subtypes and not (sel.subtypes & set(ctypes)))


def affects(state: GameState, sel: Selector | None, src: Obj, obj: Obj) -> bool:
    """Whether a static ability's selector covers ``obj`` now (CR 611.3a)."""
    c = chars(state, obj)
    return _affects(state, sel, src, obj, c.types, c.colors, c.creature_types)


# -- the questions the rest of the engine asks ------------------------------------------------------
def creature_types(state: GameState, obj: Obj) -> tuple[str, ...]:
    return chars(state, obj).creature_types


def types_of(state: GameState, obj: Obj) -> frozenset[str]:
    return chars(state, obj).types


def is_creature(state: GameState, obj: Obj) -> bool:
    return obj.face_down or "Creature" in chars(state, obj).types


def is_type(state: GameState, obj: Obj, kind: str) -> bool:
    """``kind`` is a card type in lower case ("creature", "artifact", ...) or "permanent"."""
    if kind == "permanent":
        return obj.zone == Zone.BATTLEFIELD
    return kind.capitalize() in chars(state, obj).types


def is_legendary(state: GameState, obj: Obj) -> bool:
    """Legendary supertype, or for creatures the creature type Legend (2003 215.1, glossary)."""
    if obj.face_down:
        return False
    c = chars(state, obj)
    if "Creature" in c.types:
        return "Legend" in c.creature_types
    return "Legendary" in c.supertypes


def legend_since(state: GameState, obj: Obj) -> int:
    """When the object last became subject to the legend rule (2003 420.5e seniority)."""
    since = obj.timestamp
    for e in state.effects:
        if e.affected != obj.oid:
            continue
        if (e.kind == "creature_type" and e.value == "Legend") or e.kind == "copy":
            since = max(since, e.timestamp)
    return since


def colors_of(state: GameState, obj: Obj) -> frozenset[str]:
    return chars(state, obj).colors


def power(state: GameState, obj: Obj) -> int:
    return chars(state, obj).power


def toughness(state: GameState, obj: Obj) -> int:
    return chars(state, obj).toughness


def has_keyword(state: GameState, obj: Obj, keyword: str) -> bool:
    """Keyword abilities after layer 6 (a face-down creature has only those effects grant it), plus
    statics whose condition depends on combat."""
    if keyword in chars(state, obj).keywords:
        return True
    if keyword == "first strike" and state.combat is not None and obj.oid in state.combat.attackers \
            and not obj.face_down:
        return any(st.kind == "first_strike_while_attacking" for st in obj.card.behaviour.static)
    return False


def has_static(obj: Obj, kind: str) -> bool:
    return not obj.face_down and any(s.kind == kind for s in obj.card.behaviour.static)


def protection_colors(obj: Obj, state: GameState | None = None) -> frozenset[str]:
    """Colors this permanent has protection from (CR 702.16; 2003: 502.7)."""
    kws = chars(state, obj).keywords if state is not None else obj.card.behaviour.keywords
    out = set()
    for kw in kws:
        if kw.startswith("protection from "):
            word = kw[len("protection from ") :]
            for letter, name in COLOR_WORDS.items():
                if name == word:
                    out.add(letter)
    return frozenset(out)
