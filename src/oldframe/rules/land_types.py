"""Effects that change land types or make lands creatures, and the abilities a land has because of
its land types (CR 305.6-305.7; 2003: 212.6d, 212.6e).

* "Nonbasic lands are Mountains." (Blood Moon), "All Mountains are Plains." (Conversion, Glaciers),
  "Enchanted land is a Swamp." (Evil Presence, Sea's Claim): static kind ``land_type_set`` — layer 4.
  Setting a land's subtype replaces its old land types, and it loses the abilities from its rules
  text and has just the intrinsic mana ability of its new type (CR 305.7; 2003: 212.6e).
* "Each land is a Swamp in addition to its other land types." (Blanket of Night): ``land_type_add``
  — layer 4; the land keeps its abilities and also has the new intrinsic one (CR 305.6).
* "All Forests are 1/1 creatures that are still lands." (Living Lands, Kormus Bell, Living Plane,
  Nature's Revolt): ``lands_are_creatures`` — layer 4 (the Creature type), layer 5 (a colour, if
  any) and layer 7b (base power and toughness). Under CR 613.6 the later parts apply to the lands
  the layer-4 part applied to, whatever happens in between.

These are where dependencies matter (CR 613.8, rules.layers): Blood Moon turns a nonbasic land into a
Mountain, which Conversion then turns into a Plains; Blood Moon turns a Bayou into a Mountain, so
Living Lands doesn't make it a creature — whichever came into play first.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from oldframe.rules.characteristics import STATIC_KINDS, chars, layer_builder
from oldframe.rules.granted import granted_abilities
from oldframe.rules.layers import LayerEffect, Work
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import ActivatedAbility, AddMana, Cost, StaticAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: The basic land types and the mana of their intrinsic abilities (CR 305.6; 2003: 212.6d).
BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
#: Land types of the era that aren't basic (CR 205.3i lists them; 2003: 212.6c).
OTHER_LAND_TYPES = ("Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's")
LAND_TYPES = BASIC_LAND_TYPES + OTHER_LAND_TYPES

LAND_TYPE_SET = "land_type_set"
LAND_TYPE_ADD = "land_type_add"
LANDS_ARE_CREATURES = "lands_are_creatures"
STATIC_KINDS.update({LAND_TYPE_SET, LAND_TYPE_ADD, LANDS_ARE_CREATURES})


@lru_cache(maxsize=8)
def intrinsic_mana_ability(land_type: str) -> ActivatedAbility:
    """"{T}: Add {G}." of a Forest (CR 305.6; 2003: 212.6d)."""
    return ActivatedAbility(Cost(tap=True), (AddMana(parse_mana(BASIC_MANA[land_type])),), is_mana=True)


def activated_abilities(state: GameState, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """The activated abilities ``obj`` has now: its own (:func:`own_activated_abilities`), then those
    other objects' static abilities grant it (CR 613.1f; ``rules.granted``). Ability indices in
    actions refer to this tuple."""
    granted = granted_abilities(state, obj)
    own = own_activated_abilities(state, obj)
    return own + granted if granted else own


def own_activated_abilities(state: GameState, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """Its card's activated abilities, less what "loses all abilities" or a set land type takes away
    (CR 613.1f, 305.7), and a land's intrinsic mana abilities for the basic land types it has now
    (CR 305.6)."""
    printed = obj.card.behaviour.activated
    if not printed and "Land" not in obj.card.types:
        return printed
    c = chars(state, obj)
    if not c.land_type_set and not c.abilities_lost and c.creature_types == obj.card.subtypes:
        return printed
    if c.abilities_lost:  # layer 6 after the land's types (layer 4): even intrinsic ones go (CR 613.1f)
        return ()
    own_basics = [t for t in obj.card.subtypes if t in BASIC_MANA] if "Land" in obj.card.types else []
    rest = () if c.land_type_set else printed[len(own_basics):]
    if "Land" not in c.types:
        return rest
    return tuple(intrinsic_mana_ability(t) for t in c.creature_types if t in BASIC_MANA) + rest


def _land_selected(st: StaticAbility, src: Obj, obj: Obj) -> Callable[[Work], bool]:
    sel = st.affected
    assert sel is not None

    def applies(w: Work) -> bool:
        if "Land" not in w.types:
            return False
        if sel.who == "enchanted":
            if src.attached_to != obj.oid:
                return False
        elif sel.who == "nonbasic_lands":
            if "Basic" in w.supertypes:
                return False
        elif sel.who == "lands_you_control":
            if obj.controller != src.controller:
                return False
        elif sel.who != "lands":
            return False
        return not sel.subtypes or bool(sel.subtypes & set(w.creature_types))
    return applies


def _set_land_type(new: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:  # CR 305.7 (2003: 212.6e)
        w.creature_types = (*[t for t in w.creature_types if t not in LAND_TYPES], new)
        w.land_type_set = True
        w.keywords.clear()  # its rules-text abilities are gone (a land's keywords are printed ones)
    return apply


def _add_land_type(new: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        if new not in w.creature_types:
            w.creature_types = (*w.creature_types, new)
    return apply


def _mark(key: str, inner: Callable[[Work], None] | None = None) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.started.add(key)
        if inner is not None:
            inner(w)
    return apply


def _started(key: str) -> Callable[[Work], bool]:
    return lambda w: key in w.started


def _effect_key(st: StaticAbility, src: Obj) -> str:
    return f"{src.oid}:{src.card.behaviour.static.index(st)}"


def _make_creature(w: Work) -> None:
    w.types = w.types | {"Creature"}


@layer_builder("4")
def _land_type_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                       mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:
        if st.kind == LAND_TYPE_SET:
            out.append(LayerEffect(src.timestamp, _land_selected(st, src, obj), _set_land_type(st.text)))
        elif st.kind == LAND_TYPE_ADD:
            out.append(LayerEffect(src.timestamp, _land_selected(st, src, obj), _add_land_type(st.text)))
        elif st.kind == LANDS_ARE_CREATURES:
            out.append(LayerEffect(src.timestamp, _land_selected(st, src, obj),
                                   _mark(_effect_key(st, src), _make_creature)))
    return out


@layer_builder("5")
def _land_creature_colors(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                          mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:
        if st.kind == LANDS_ARE_CREATURES and st.colors:
            colors = st.colors

            def set_colors(w: Work, colors: frozenset[str] = colors) -> None:
                w.colors = colors
            out.append(LayerEffect(src.timestamp, _started(_effect_key(st, src)), set_colors))
    return out


@layer_builder("7b")
def _land_creature_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                      mine: list[ContinuousEffect]) -> list[LayerEffect]:
    out = []
    for st, src in statics:
        if st.kind == LANDS_ARE_CREATURES:
            p, t = st.power, st.toughness

            def set_pt(w: Work, p: int = p, t: int = t) -> None:
                w.base_power, w.base_toughness = p, t
            out.append(LayerEffect(src.timestamp, _started(_effect_key(st, src)), set_pt))
    return out
