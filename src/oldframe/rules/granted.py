"""Activated abilities granted by static abilities (CR 613.1f, layer 6; 2003: 418.5a).

"All Sliver creatures have "{2}: This creature gets +0/+1 until end of turn."" (Armor Sliver),
"Enchanted creature has "{T}: This creature deals 1 damage to any target."" (Hermetic Study,
Psionic Gift), "Enchanted land has "{T}: Target creature gets +1/+1 until end of turn."" (Verdant
Field): static kind ``granted_ability`` with the ability in ``StaticAbility.granted``. Layer 6 adds
it to the characteristics (``Chars.granted``) in timestamp order, so a "loses all abilities" effect
removes the ones granted before it and not those granted after it (CR 613.7).
:func:`oldframe.rules.land_types.activated_abilities` lists them after the object's own abilities.

"This creature" / "this permanent" in the granted text is the object that has the ability (CR
113.7 — today's rule for the text of an ability an object gets from another): the ability's source,
``StackItem.source``. A stack item of a granted ability records the granting card and static index
(``choices["granted"]``) so a saved game can find it again after the granting permanent is gone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import (
    GRAVEYARD_STATIC_KINDS,
    STATIC_KINDS,
    _affects,
    chars,
    kinds_in_play,
    layer_builder,
    static_effects,
)
from oldframe.rules.layers import Granted, LayerEffect, Work, always
from oldframe.rules.model.cards import ActivatedAbility, AddMana, Behaviour, StaticAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj, Zone

GRANTED_ABILITY = "granted_ability"
STATIC_KINDS.add(GRANTED_ABILITY)
#: The same from a card in its owner's graveyard: "As long as CARDNAME is in your graveyard, lands you
#: control have "{T}: Add {G} or {W}."" (Riftstone Portal; CR 113.6b).
GRAVEYARD_GRANTED_ABILITY = "graveyard_granted_ability"
GRAVEYARD_STATIC_KINDS.add(GRAVEYARD_GRANTED_ABILITY)


def _grant(g: Granted) -> Callable[[Work], None]:
    def apply(w: Work) -> None:
        w.granted = (*w.granted, g)
    return apply


@layer_builder("6")
def _granted_effects(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                     mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """The ability-granting effects that may touch ``obj``, each at its source's timestamp."""
    out = []
    for st, src in statics:
        if st.kind not in (GRANTED_ABILITY, GRAVEYARD_GRANTED_ABILITY) or st.granted is None:
            continue
        index = src.card.behaviour.static.index(st)

        def applies(w: Work, st: StaticAbility = st, src: Obj = src) -> bool:
            return _affects(state, st.affected, src, obj, w.types, w.colors, w.creature_types)
        abilities = graveyard_granted(st) if st.kind == GRAVEYARD_GRANTED_ABILITY else (st.granted,)
        for ab in abilities:
            out.append(LayerEffect(src.timestamp, applies, _grant((src.card.name, index, ab))))
    return out


#: A continuous effect that gives its object an ability the object's own card grants by an effect (value: the
#: ability's place in :func:`effect_granted`), e.g. Spawning Pool's "{B}: Regenerate this creature".
GRANTED_BY_EFFECT = "granted_by_effect"


@layer_builder("6")
def _effect_granted(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                    mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """Abilities granted by resolved effects of the object's own card, each at the effect's timestamp."""
    out = []
    for e in mine:
        if e.kind == GRANTED_BY_EFFECT:
            k = int(e.value)
            ab = effect_granted(obj.card.behaviour)[k]
            out.append(LayerEffect(e.timestamp, always, _grant((obj.card.name, -1 - k, ab))))
    return out


def effect_granted(behaviour: Behaviour) -> tuple[ActivatedAbility, ...]:
    """The abilities a card's effects grant (``extensions.EFFECT_GRANTED``), in a fixed order."""
    return tuple(ab for point in ext.EFFECT_GRANTED for ab in point(behaviour))


def graveyard_granted(st: StaticAbility) -> tuple[ActivatedAbility, ...]:
    """The mana abilities a graveyard grant gives: its ``granted`` with each mana of ``text`` ("0,0,0,0,1,0;
    1,0,0,0,0,0" for "Add {G} or {W}", one ability per color as the compiler writes a choice)."""
    assert st.granted is not None
    out = []
    for mana in st.text.split(";"):
        w, u, b, r, g, c = (int(n) for n in mana.split(","))
        out.append(replace(st.granted, effects=(AddMana((w, u, b, r, g, c)),)))
    return tuple(out)


def granted_abilities(state: GameState, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """The activated abilities ``obj`` has from other objects' static abilities now."""
    if obj.zone != Zone.BATTLEFIELD or not granted_in_play(state):
        return ()
    return tuple(g[2] for g in chars(state, obj).granted)


def granted_in_play(state: GameState) -> bool:
    """Whether any permanent's static ability, or a resolved effect, grants activated abilities (a speed-up)."""
    return GRANTED_ABILITY in kinds_in_play(state) or _from_graveyard(state) or _by_effect(state)


def _by_effect(state: GameState) -> bool:
    """Whether a resolved effect grants one (cached with the characteristics: a hot path)."""
    if not state.effects:
        return False
    key = (state.version, state.next_timestamp, len(state.effects))
    cached = state.chars_cache.get(-8)
    if isinstance(cached, tuple) and cached[0] == key:
        return bool(cached[1])
    found = any(e.kind == GRANTED_BY_EFFECT for e in state.effects)
    state.chars_cache[-8] = (key, found)
    return found


def _from_graveyard(state: GameState) -> bool:
    """A graveyard card grants one (its static effects are listed, cached, with the others)."""
    return any(st.kind == GRAVEYARD_GRANTED_ABILITY for st, _ in static_effects(state))


def granted_ref(state: GameState, obj: Obj, index: int, own: int) -> list[object] | None:
    """[granting card name, static index] of ability ``index`` of ``obj`` when it is a granted one
    (``own`` = how many abilities the object has of its own now), else None."""
    if index < own or obj.zone != Zone.BATTLEFIELD:
        return None
    found = chars(state, obj).granted
    if index - own >= len(found):
        return None
    name, st_index, _ = found[index - own]
    return [name, st_index]


def ability_from_ref(behaviour: Behaviour, st_index: int) -> ActivatedAbility:
    """The granted ability named by a saved reference: a static ability's (``st_index`` ≥ 0) or, below 0,
    one the card's own effects grant (:func:`effect_granted`)."""
    if st_index < 0:
        return effect_granted(behaviour)[-1 - st_index]
    ab = behaviour.static[st_index].granted
    assert ab is not None
    return ab


@layer_builder("7c")
def _granted_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                mine: list[ContinuousEffect]) -> list[LayerEffect]:
    """"Enchanted creature gets +2/+2 and has "…"" (Arcane Teachings): the +N/+N part (CR 613.4c)."""
    out = []
    for st, src in statics:
        if st.kind != GRANTED_ABILITY or not (st.power or st.toughness):
            continue

        def applies(w: Work, st: StaticAbility = st, src: Obj = src) -> bool:
            return _affects(state, st.affected, src, obj, w.types, w.colors, w.creature_types)

        def apply(w: Work, p: int = st.power, t: int = st.toughness) -> None:
            w.power_delta += p
            w.toughness_delta += t
        out.append(LayerEffect(src.timestamp, applies, apply))
    return out
