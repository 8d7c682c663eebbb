"""Characteristics of objects as the game sees them now: the layer system (CR 613; 2003: 418.5).

:func:`chars` applies, in layer order, the copy effect already folded into ``obj.card`` (layer 1,
CR 707) or the face-down values (CR 708.2), type-changing effects (layer 4), color-changing effects
(layer 5), ability-adding effects (layer 6), then power/toughness: setting effects (7b),
modifications from effects and static abilities (7c) and counters (7c/7d). Within a layer effects
apply in timestamp order (CR 613.7). Results are cached per object and invalidated whenever the
state changes in a way characteristics can see (``state.version``, new timestamps, the effect list).

``oldframe`` and ``modern`` use today's layer order; the 2003 order that applies counters first and then
every other P/T effect in timestamp order (418.5e) is ``CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS``,
the ``scourge2003`` preset's (:func:`_pt_2003`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from oldframe.rules.conditions import static_condition_holds
from oldframe.rules.layers import Granted, LayerEffect, Work, always, apply_layer
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Behaviour, CardDef, Selector, StaticAbility
from oldframe.rules.ruleset import CharacteristicOrder
from oldframe.rules.state import ContinuousEffect, GameState, Obj, Zone

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_NO_COLORS: frozenset[str] = frozenset()
_BATTLEFIELD = Zone.BATTLEFIELD  # (a member looked up through its enum class is slow on Python 3.11)
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
    #: The object's own activated and triggered abilities are gone ("loses all abilities", CR 613.1f).
    abilities_lost: bool = False
    #: A land type set by an effect replaced its old ones and its rules-text abilities (CR 305.7).
    land_type_set: bool = False
    #: Activated abilities static abilities grant it (layer 6, CR 613.1f; ``rules.granted``).
    granted: tuple[Granted, ...] = ()


def _cache_key(state: GameState) -> tuple[int, int, int]:
    return (state.version, state.next_timestamp, len(state.effects))


def chars(state: GameState, obj: Obj) -> Chars:
    """The object's characteristics now (cached until the state changes)."""
    key = (state.version, state.next_timestamp, len(state.effects))  # _cache_key, inlined (a hot path)
    cache = state.chars_cache
    if cache.get(-1) != key:
        cache.clear()
        cache[-1] = key
    c = cache.get(obj.oid)
    if c is None or c.__class__ is not Chars:
        c = compute(state, obj)
        cache[obj.oid] = c
    elif VERIFY_CACHE[0]:
        fresh = compute(state, obj)
        if fresh != c:
            raise AssertionError(f"stale characteristics cache for {obj!r}: {c} != {fresh}")
    return c


def compute(state: GameState, obj: Obj) -> Chars:
    """The layers, uncached (CR 613.1): each layer's effects — from static abilities and from resolved
    spells and abilities alike — in timestamp and dependency order (rules.layers, CR 613.7-613.8)."""
    # CR 708.2 (2003: 504.2): face down it is a 2/2 creature with no name, color, types or text; these
    # are its copiable values, and other effects (a Giant Growth, a Humble) still apply on top (2003 504.5).
    card = FACE_DOWN if obj.face_down else obj.card  # layer 1: copy effects are folded into obj.card (forms)
    resolved = state.effects
    if resolved:
        oid = obj.oid
        mine = [e for e in resolved if e.affected == oid]
    else:
        mine = []
    statics = static_effects(state) if obj.zone == _BATTLEFIELD else []
    behaviour = card.behaviour
    if not mine and not statics and not behaviour.static:  # nothing applies: copiable values, counters
        dp, dt = pt_counter_delta(obj.counters) if obj.counters else (0, 0)
        return _plain_chars(card, dp, dt)
    ctypes = card.subtypes
    if "Legendary" in card.supertypes and "Creature" in card.types and "Legend" not in ctypes:
        ctypes = (*ctypes, "Legend")  # 2003 215.1: a legendary creature has the creature type Legend
    w = Work(card.types, card.supertypes, ctypes, card.colors, set(behaviour.keywords),
             base_power=card.power or 0, base_toughness=card.toughness or 0)
    if state.rules.characteristic_order == CharacteristicOrder.COUNTERS_THEN_TIMESTAMPS:
        p_now, t_now = _pt_2003(state, obj, statics, mine, w)
    else:
        for layer in LAYERS:
            effects = [le for build in LAYER_BUILDERS[layer] for le in build(state, obj, statics, mine)]
            apply_layer(effects, w)
            if layer == "7c" and obj.counters:  # counters (CR 613.4c), after the other 7c effects
                dp, dt = pt_counter_delta(obj.counters)
                w.power_delta += dp
                w.toughness_delta += dt
        p_now, t_now = w.base_power + w.power_delta, w.base_toughness + w.toughness_delta
        for e in mine:  # layer 7d: switching power and toughness, always last (CR 613.4d)
            if e.kind == "switch_pt":
                p_now, t_now = t_now, p_now
    return Chars(card.name, w.types, w.supertypes, w.creature_types, w.colors, frozenset(w.keywords),
                 p_now, t_now, w.abilities_lost, w.land_type_set, w.granted)


def _pt_2003(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
             mine: list[ContinuousEffect], w: Work) -> tuple[int, int]:
    """The pre-Eighth order (2003 418.5e; glossary "Counter"): after copy and type-changing effects and
    the "*" values (208.2), P/T changes from counters apply first; then every other P/T effect —
    setting, modifying and switching alike — applies in timestamp order, an effect that depends on
    another after it (418.5a-c). A setting effect therefore overrides counters and earlier pumps, and
    a switch has no late slot of its own (October 2002 rulings, the Aquamoeba examples).
    The other characteristics keep the layer loop above: 418.5e orders them by timestamp too, but
    their effects touch different characteristics, so only dependencies (418.5b) order them."""
    for layer in ("4", "5", "6", "7a"):
        apply_layer([le for build in LAYER_BUILDERS[layer] for le in build(state, obj, statics, mine)], w)
    if obj.counters:
        dp, dt = pt_counter_delta(obj.counters)
        w.base_power += dp
        w.base_toughness += dt
    effects = [LayerEffect(le.timestamp, le.applies, _setting_now(le.apply))
               for build in LAYER_BUILDERS["7b"] for le in build(state, obj, statics, mine)]
    effects += [le for build in LAYER_BUILDERS["7c"] for le in build(state, obj, statics, mine)]
    effects += [LayerEffect(e.timestamp, always, _switch_now) for e in mine if e.kind == "switch_pt"]
    apply_layer(effects, w)
    return w.base_power + w.power_delta, w.base_toughness + w.toughness_delta


def _setting_now(apply: Callable[[Work], None]) -> Callable[[Work], None]:
    """A P/T-setting effect in the 2003 order: it sets the values as they stand, pumps included."""
    def run(w: Work) -> None:
        w.power_delta = w.toughness_delta = 0
        apply(w)
    return run


def _switch_now(w: Work) -> None:
    """Switching in the 2003 order: the values as they stand now trade places (418.3c, Oct 2002)."""
    p, t = w.base_power + w.power_delta, w.base_toughness + w.toughness_delta
    w.base_power, w.base_toughness, w.power_delta, w.toughness_delta = t, p, 0, 0


_PLAIN: dict[tuple[int, int, int], tuple[CardDef, Chars]] = {}
_PLAIN_MAX = 8192


@lru_cache(maxsize=64)
def _counter_pt(name: str) -> tuple[int, int] | None:
    """A counter's P/T change if its name is one ("+1/+1", "-1/-1", "-2/-1", "+1/+0"), else None."""
    p, slash, t = name.partition("/")
    if not slash or p[:1] not in "+-" or t[:1] not in "+-" or not p[1:].isdigit() or not t[1:].isdigit():
        return None
    return int(p), int(t)


def pt_counter_delta(counters: dict[str, int]) -> tuple[int, int]:
    """What a permanent's P/T counters add to its power and toughness (CR 122.1a, 613.4c; 2003:
    418.5e): every counter named "+N/+M" or "-N/-M", not only +1/+1 and -1/-1 (Contagion's -2/-1)."""
    dp = dt = 0
    for name, n in counters.items():
        pt = _counter_pt(name)
        if pt is not None:
            dp += pt[0] * n
            dt += pt[1] * n
    return dp, dt


def _plain_chars(card: CardDef, dp: int, dt: int) -> Chars:
    """A card's copiable values with its P/T counters (``dp``/``dt`` net) and no effect on it (shared:
    Chars is immutable, and card definitions are immutable and long-lived)."""
    hit = _PLAIN.get((id(card), dp, dt))
    if hit is not None and hit[0] is card:
        return hit[1]
    ctypes = card.subtypes
    if "Legendary" in card.supertypes and "Creature" in card.types and "Legend" not in ctypes:
        ctypes = (*ctypes, "Legend")  # 2003 215.1: a legendary creature has the creature type Legend
    c = Chars(card.name, card.types, card.supertypes, ctypes, card.colors, card.behaviour.keywords,
              (card.power or 0) + dp, (card.toughness or 0) + dt)
    if len(_PLAIN) >= _PLAIN_MAX:  # (copies and rewritten cards are made during games: stay bounded)
        _PLAIN.clear()
    _PLAIN[(id(card), dp, dt)] = (card, c)
    return c


Builder = Callable[[GameState, Obj, list[tuple[StaticAbility, Obj]], list[ContinuousEffect]], list[LayerEffect]]
LAYERS = ("4", "5", "6", "7a", "7b", "7c")
#: Who turns effects into layer effects for one object, per layer; other modules may add builders.
LAYER_BUILDERS: dict[str, list[Builder]] = {layer: [] for layer in LAYERS}


def layer_builder(layer: str) -> Callable[[Builder], Builder]:
    def register(fn: Builder) -> Builder:
        if fn not in LAYER_BUILDERS[layer]:
            LAYER_BUILDERS[layer].append(fn)
        return fn
    return register


def _sel(state: GameState, st: StaticAbility, src: Obj, obj: Obj) -> Callable[[Work], bool]:
    return lambda w: _affects(state, st.affected, src, obj, w.types, w.colors, w.creature_types)


@layer_builder("4")
def _type_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                  mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """Resolved type-changing effects (CR 613.1d; 2003 214.4: "becomes" a type replaces the old ones)."""
    out = []
    for e in mine:
        if e.kind == "creature_type":
            out.append(LayerEffect(e.timestamp, always, _set_ctype(e.value)))
        elif e.kind == "add_types":  # "becomes an X/X artifact creature" keeps its other types (2003: 214.4)
            out.append(LayerEffect(e.timestamp, always, _add_types(frozenset(e.value.split(",")))))
    return out


def _set_ctype(value: str) -> Callable[[Work], None]:
    types = tuple(value.split(","))  # "Insect,Monk": "becomes a 4/4 … Insect Monk creature" (CR 205.3)

    def apply(w: Work) -> None:
        w.creature_types = types
    return apply


def _add_types(types: frozenset[str]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.types = w.types | types
    return apply


@layer_builder("5")
def _color_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                   mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:
        if st.kind == "chosen_color_all_nonland":  # Shifting Sky: "all nonland permanents are the chosen color"
            chosen = _chosen(state, src, "chosen_color")
            if chosen:
                out.append(LayerEffect(src.timestamp, lambda w: "Land" not in w.types,
                                       _set_colors(frozenset({chosen}))))
        elif st.kind == "set_color":  # "enchanted creature is black" (CR 613.1e; 2003: 418.5b)
            out.append(LayerEffect(src.timestamp, _sel(state, st, src, obj), _set_colors(st.colors)))
    for e in mine:
        if e.kind == "color":
            out.append(LayerEffect(e.timestamp, always, _set_colors(frozenset(e.value))))
    return out


def _set_colors(colors: frozenset[str]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.colors = colors
    return apply


@layer_builder("6")
def _ability_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                     mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """Ability-adding and -removing effects (CR 613.1f; 2003: 418.5a, timestamp order)."""
    out = []
    for st, src in statics:
        if st.kind == "lose_abilities_set_pt":  # Humility
            out.append(LayerEffect(src.timestamp, _sel(state, st, src, obj), _lose_abilities))
        elif st.keywords:
            out.append(LayerEffect(src.timestamp, _static_check(state, st, src, obj), _add_keywords(st.keywords)))
        elif st.kind == "ward_chosen_color" and src.attached_to == obj.oid:  # Cho-Manno's Blessing
            chosen = _chosen(state, src, "chosen_color")
            if chosen:
                out.append(LayerEffect(src.timestamp, always,
                                       _add_keywords(frozenset({"protection from " + COLOR_WORDS[chosen]}))))
        elif st.kind == "protection_chosen_color" and src.oid == obj.oid:
            chosen = _chosen(state, src, "chosen_color")  # none chosen (a copy): protection from nothing
            if chosen:  # (CR 707.2, 2003: 503.7 example)
                out.append(LayerEffect(src.timestamp, always,
                                       _add_keywords(frozenset({"protection from " + COLOR_WORDS[chosen]}))))
    for e in mine:
        if e.kind == "lose_abilities":  # "loses all abilities" (CR 613.1f; 2003: 418.5a)
            out.append(LayerEffect(e.timestamp, always, _lose_abilities))
        elif e.kind == "keyword":
            out.append(LayerEffect(e.timestamp, always, _add_keywords(frozenset({e.value}))))
        elif e.kind == "lose_keyword":  # "loses flying until end of turn" (atoms.spell_permanents)
            out.append(LayerEffect(e.timestamp, always, _lose_keyword(e.value)))
    return out


def _lose_keyword(kw: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.keywords.discard(kw)
    return apply


def _static_check(state: GameState, st: StaticAbility, src: Obj, obj: Obj) -> Callable[[Work], bool]:
    return lambda w: _static_applies(state, st, src, obj, w.types, w.colors, w.creature_types)


def _lose_abilities(w: Work) -> None:
    w.keywords.clear()
    w.granted = ()  # those granted earlier in timestamp order go too; later ones stay (CR 613.7)
    w.abilities_lost = True


def _add_keywords(kws: frozenset[str]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.keywords |= kws
    return apply


@layer_builder("7a")
def _defining_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                 mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """Characteristic-defining P/T (CR 604.3, 613.4a): Serra Avatar, Chameleon Spirit (2003: 503.6)."""
    out = []
    for st, src in statics:
        if src.oid != obj.oid:
            continue
        if st.kind == "pt_equal_life":
            out.append(LayerEffect(src.timestamp, always, _set_pt(lambda: state.players[obj.controller].life), True))
        elif st.kind == "pt_chosen_color_opponents":
            out.append(LayerEffect(src.timestamp, always,
                                   _set_pt(lambda: _opponents_permanents_of_chosen_color(state, obj)), True))
    for cda in CDA_PT:  # from other modules (Lhurgoyf, Maro: "… are each equal to the number of …")
        out.append(LayerEffect(0, always, _cda_pt(cda, state, obj, statics), True))
    return out


def _cda_pt(cda: Callable[[GameState, Obj, int, int, list[tuple[StaticAbility, Obj]]], tuple[int, int]],
            state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.base_power, w.base_toughness = cda(state, obj, w.base_power, w.base_toughness, statics)
    return apply


def _set_pt(value: Callable[[], int]) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.base_power = w.base_toughness = value()
    return apply


@layer_builder("7b")
def _setting_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:  # Humility
        if st.kind == "lose_abilities_set_pt":
            out.append(LayerEffect(src.timestamp, _sel(state, st, src, obj), _base_pt(st.power, st.toughness)))
    for e in mine:
        if e.kind == "set_pt":
            out.append(LayerEffect(e.timestamp, always, _base_pt(e.power, e.toughness)))
    return out


def _base_pt(p: int, t: int) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.base_power, w.base_toughness = p, t
    return apply


@layer_builder("7c")
def _modifying_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                  mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for e in mine:
        if e.kind == "pt":
            out.append(LayerEffect(e.timestamp, always, _modify_pt(e.power, e.toughness)))
    for st, src in statics:
        if st.power or st.toughness:
            out.append(LayerEffect(src.timestamp, _static_check(state, st, src, obj),
                                   _modify_pt(st.power, st.toughness)))
    for modify in PT_MODIFIERS:  # from other modules ("gets +1/+1 for each …"); additive, so unordered
        mp, mt = modify(state, obj, statics)
        if mp or mt:
            out.append(LayerEffect(0, always, _modify_pt(mp, mt)))
    return out


def _modify_pt(p: int, t: int) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.power_delta += p
        w.toughness_delta += t
    return apply


#: The characteristics of a face-down permanent or spell (CR 708.2; 2003: 504.2).
FACE_DOWN = CardDef("", ManaCost(), frozenset(), frozenset(), frozenset({"Creature"}), (), 2, 2, "")


#: Characteristic-defining P/T (layer 7a, CR 604.3, 613.4a) from other modules: (state, object, base
#: power, base toughness, the static effects in play) → the new base values. They must not read other
#: objects' characteristics through :func:`chars` (that could recurse).
CDA_PT: list[Callable[[GameState, Obj, int, int, list[tuple[StaticAbility, Obj]]], tuple[int, int]]] = []
#: P/T modifications (layer 7c, CR 613.4c) from other modules: (state, object, static effects) → (+p, +t).
PT_MODIFIERS: list[Callable[[GameState, Obj, list[tuple[StaticAbility, Obj]]], tuple[int, int]]] = []


def static_effects(state: GameState) -> list[tuple[StaticAbility, Obj]]:
    """Continuous effects of static abilities of permanents in play (CR 611.3), in timestamp order
    (cached with the characteristics)."""
    key = (state.version, state.next_timestamp, len(state.effects))  # _cache_key, inlined (a hot path)
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
    for player in state.players:  # statics that work from a graveyard (CR 113.6b: Anger, Wonder)
        if player.lost:  # not from the graveyard of a player who left the game (CR 800.4a)
            continue
        for oid in player.graveyard:
            src = state.objects[oid]
            for st in src.card.behaviour.static:
                if st.kind in GRAVEYARD_STATIC_KINDS and st.affected is not None \
                        and (not st.condition or static_condition_holds(state, st.condition, src)):
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
                    ctypes = tuple(e.value.split(","))
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
#: of All, layer 6); "pt_chosen_color_opponents" (Chameleon Spirit, a characteristic-defining P/T);
#: "ward" (a Ward's protection, layer 6) and "conditional" (P/T while its condition holds, CR 611.3b),
#: both from ``rules.atoms.static_kinds``; other modules add theirs.
STATIC_KINDS = set({"continuous", "threshold", "continuous_if_untapped", "chosen_type_pt",
                    "chosen_color_all_nonland", "lose_abilities_set_pt", "pt_equal_life", "set_color",
                    "protection_chosen_color", "pt_chosen_color_opponents", "ward", "conditional",
                    "ward_chosen_color", "pt_count", "pt_per"})
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
        elif st.kind == "set_color" and st.affected is not None and (
                src.attached_to == obj.oid if st.affected.who == "enchanted"
                else bool(st.affected.types & obj.card.types)):  # "All permanents are colorless." (Thran Lens)
            colors = st.colors
    for e in state.effects:
        if e.kind == "color" and e.affected == obj.oid:
            colors = frozenset(e.value)
    return colors


def _static_applies(state: GameState, st: StaticAbility, src: Obj, obj: Obj, types: frozenset[str],
                    colors: frozenset[str], ctypes: tuple[str, ...]) -> bool:
    if st.kind not in ("continuous", "threshold", "continuous_if_untapped", "chosen_type_pt", "ward", "conditional",
                       "graveyard_continuous"):
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
        if sel.types:  # "Other enchantments you control", "All artifacts" (permanents of those types)
            if not (sel.types & types):
                return False
        elif "Creature" not in types and not obj.face_down:
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


_KINDS: dict[int, tuple[object, frozenset[str]]] = {}


def static_kinds(behaviour: Behaviour) -> frozenset[str]:
    """The kinds of a card's static abilities, computed once per behaviour (a speed-up for the many
    "is there a … in play" questions; behaviours are immutable and long-lived)."""
    hit = _KINDS.get(id(behaviour))
    if hit is not None and hit[0] is behaviour:
        return hit[1]
    kinds = frozenset(s.kind for s in behaviour.static)
    _KINDS[id(behaviour)] = (behaviour, kinds)
    return kinds


def has_static(obj: Obj, kind: str) -> bool:
    return not obj.face_down and bool(obj.card.behaviour.static) and kind in static_kinds(obj.card.behaviour)


#: Static-ability kinds that work only from their card's owner's graveyard (CR 113.6b; 2003: 402.8):
#: Anger's "graveyard_continuous", Riftstone Portal's granted ability (``rules.granted``).
GRAVEYARD_STATIC_KINDS: set[str] = {"graveyard_continuous"}


def kinds_in_play(state: GameState) -> frozenset[str]:
    """Static-ability kinds of the face-up permanents in play (cached with the characteristics)."""
    key = (state.version, state.next_timestamp, len(state.effects))  # _cache_key, inlined (a hot path)
    cached = state.chars_cache.get(-3)
    if isinstance(cached, tuple) and cached[0] == key:
        return cached[1]  # type: ignore[no-any-return]
    out: set[str] = set()
    for oid in state.battlefield:
        obj = state.objects[oid]
        if not obj.face_down and obj.card.behaviour.static:
            out |= static_kinds(obj.card.behaviour)
    kinds = frozenset(out)
    state.chars_cache[-3] = (key, kinds)
    return kinds
