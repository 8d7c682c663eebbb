"""Prevention, protection and replacement from static abilities (CR 615, 702.16c, 614.1a; 2003:
419.6a-419.7): Wards, damage shields, Circles of Protection, the Judgment Phantoms and the life
floor; one module so the damage providers register in one order."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.static_combat import PHANTOM
from oldframe.rules.atoms.static_entry import WARD_CHOSEN_COLOR
from oldframe.rules.atoms.static_kinds import (
    _COP_SHIELD,
    CHOSEN_COLOR_QUALITY,
    LIFE_FLOOR,
    PREVENT_DAMAGE_TO_SELF,
    PREVENT_ENCHANTED_CHOSEN_COLOR,
    SPHERE,
    WARD,
    _own_statics,
)
from oldframe.rules.characteristics import (
    COLOR_WORDS,
    affects,
    colors_of,
    is_creature,
    is_type,
    static_effects,
    static_kinds,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.events import CounterRemoved, DamagePrevented
from oldframe.rules.model.cards import Effect
from oldframe.rules.replacement import Applicable, DamageEvent, choice_possible_when, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone


# -- Wards: protection that doesn't remove the Ward (CR 702.16c; 2003: 502.7) ----------------------------
def ward_exempt(state: GameState, aura: Obj, host: Obj) -> frozenset[str]:
    """Colors ``host`` has protection from only through ``aura``'s own Ward ability: that protection
    doesn't make ``aura`` an illegal attachment (checked by ``rules.sba``)."""
    mine = _ward_keywords(state, aura, host)
    if not mine:
        return frozenset()
    others: set[str] = set() if host.face_down else set(host.card.behaviour.keywords)
    others |= {e.value for e in state.effects if e.kind == "keyword" and e.affected == host.oid}
    for st, src in static_effects(state):
        if src.oid != aura.oid and st.keywords and affects(state, st.affected, src, host):
            others |= st.keywords
        elif src.oid != aura.oid and st.kind == WARD_CHOSEN_COLOR:
            others |= _ward_keywords(state, src, host)
    letters = {letter for letter, word in COLOR_WORDS.items() if f"protection from {word}" in mine - others}
    return frozenset(letters)


def _ward_keywords(state: GameState, aura: Obj, host: Obj) -> set[str]:
    """The protections ``aura``'s Ward abilities give ``host`` (fixed or of the chosen color)."""
    if aura.attached_to != host.oid:
        return set()
    out = {kw for st in _own_statics(aura, WARD) for kw in st.keywords}
    if _own_statics(aura, WARD_CHOSEN_COLOR):
        chosen = next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == aura.oid), "")
        if chosen:
            out.add("protection from " + COLOR_WORDS[chosen])
    return out


# -- prevention from static abilities (CR 615.1a; 2003: 419.7) ------------------------------------------
def _is_creature_source(state: GameState, source: int) -> bool:
    obj = state.objects.get(source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return is_creature(state, obj)
    return "Creature" in state.last_known_types.get(source, frozenset())  # last known information


def _is_artifact_source(state: GameState, source: int) -> bool:
    obj = state.objects.get(source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return is_type(state, obj, "artifact")
    return "Artifact" in state.last_known_types.get(source, frozenset())


@damage_effect
def _prevent_static(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Prevention from static abilities (CR 615.1a): "Prevent all damage that would be dealt to
    CARDNAME [by creatures / artifact sources]", Prismatic Ward, and the Spheres (each prevents N of
    each damage event to its controller). None of them is used up."""
    kind, ident = event.target
    source, colors = event.source, event.source_colors
    out: list[Applicable] = []
    if kind == "object":
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            for st in _own_statics(obj, PREVENT_DAMAGE_TO_SELF):
                if not st.text or (st.text == "artifact sources" and _is_artifact_source(state, source)) \
                        or (_is_creature_source(state, source)
                            and (st.text == "creatures" or _is_artifact_source(state, source))):
                    out.append(Applicable(f"static:{ident}", f"{obj.card.name}: prevent that damage", _all))
                    break
            for aura_oid in state.battlefield:  # Prismatic Ward
                aura = state.objects[aura_oid]
                if aura.attached_to == ident and _own_statics(aura, PREVENT_ENCHANTED_CHOSEN_COLOR) \
                        and _chosen_color(state, aura_oid) in colors:
                    out.append(Applicable(f"ward:{aura_oid}", f"{aura.card.name}: prevent that damage", _all))
        return out
    for oid in state.battlefield:  # the Spheres: each prevents N of each damage event
        obj = state.objects[oid]
        if obj.controller != ident:
            continue
        for i, st in enumerate(_own_statics(obj, SPHERE)):
            if not st.colors or st.colors & colors:
                out.append(Applicable(f"sphere:{oid}:{i}", f"{obj.card.name}: prevent {st.power} of that damage",
                                      _prevent_n(st.power)))
    return out


def _all(state: GameState, event: DamageEvent) -> DamageEvent:
    return event.prevent()


def _prevent_n(n: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    return lambda state, event: event.prevent(n)


@damage_effect
def _prevent_shield(state: GameState, event: DamageEvent) -> list[Applicable]:
    """A Circle of Protection shield on the damage's source is used up by the next damage it would
    deal (to the protected player, or to anything for the Pilgrims): one effect that uses itself up,
    so with another effect applying the affected player chooses the order (CR 616.1)."""
    out = []
    for e in state.effects:
        if e.kind == _COP_SHIELD and e.value == str(event.source) \
                and (e.power == -1 or event.target == ("player", e.power)):
            out.append(Applicable(f"cop:{e.timestamp}", f"prevent the chosen source's damage (shield #{e.timestamp})",
                                  _use_cop_shield(e.timestamp), uses_up=True))
    return out


def _use_cop_shield(timestamp: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def use(state: GameState, event: DamageEvent) -> DamageEvent:
        for e in state.effects:
            if e.kind == _COP_SHIELD and e.timestamp == timestamp:
                state.effects.remove(e)
                zones.emit(state, DamagePrevented(event.source, event.target[0], event.target[1], event.amount))
                return event.prevent()
        return event
    return use


@choice_possible_when
def _uses_up_possible(state: GameState) -> bool:
    """Circle shields and Phantoms use themselves up: with them an order can matter (CR 616.1)."""
    for e in state.effects:
        if e.kind == _COP_SHIELD:
            return True
    objects = state.objects
    for o in state.battlefield:  # _own_statics(obj, PHANTOM), without building the list
        obj = objects[o]
        if not obj.face_down and obj.card.behaviour.static and PHANTOM in static_kinds(obj.card.behaviour):
            return True
    return False


# -- life floor (CR 614.1a; 2003: 419.6a) ---------------------------------------------------------------
def has_life_floor(state: GameState, player: int) -> bool:
    """Ali from Cairo, Sustaining Spirit: a permanent ``player`` controls keeps their life at 1."""
    return any(state.objects[o].controller == player and _own_statics(state.objects[o], LIFE_FLOOR)
               for o in state.battlefield)


# -- Circles of Protection (CR 615.1a, 609.7a; 2003: 419.7) ---------------------------------------------
@dataclass(frozen=True, slots=True)
class PreventNextFromChosenSource(Effect):
    """"The next time a <quality> source of your choice would deal damage [to you] this turn, prevent
    that damage." The source is chosen as the ability resolves, among permanents and spells with the
    quality then (``quality``: alternatives, ``TargetSpec.filters`` words "color:R", "type:artifact");
    a later change of color doesn't matter. ``to_you``: only damage to the ability's controller."""

    quality: tuple[str, ...]
    to_you: bool = True


def _has_quality(state: GameState, obj: Obj, quality: tuple[str, ...]) -> bool:
    for q in quality:
        kind, _, arg = q.partition(":")
        if kind == "color" and arg in colors_of(state, obj):
            return True
        if kind == "type" and is_type(state, obj, arg):
            return True
    return False


def _chosen_color(state: GameState, oid: int) -> str:
    return next((e.value for e in state.effects if e.kind == "chosen_color" and e.affected == oid), "") or "-"


def source_options(state: GameState, quality: tuple[str, ...], source: int = 0) -> list[int]:
    """Sources a player can choose (CR 609.7a): permanents, spells on the stack, and the sources of
    abilities on the stack even if they have left play (by last known information), with the quality
    ("of the chosen color": the color chosen as ``source`` came into play; none if it left play)."""
    if quality == (CHOSEN_COLOR_QUALITY,):
        quality = (f"color:{_chosen_color(state, source)}",)
    spells = [it.oid for it in state.stack if it.kind == "spell" and it.oid in state.objects]
    out = [o for o in [*state.battlefield, *spells] if _has_quality(state, state.objects[o], quality)]
    for it in state.stack:
        if it.kind not in ("activated", "triggered") or it.source in out or it.source in state.objects:
            continue
        colors = set(it.choices.get("source_colors", ()))
        types = state.last_known_types.get(it.source, frozenset())
        if any((q.startswith("color:") and q[6:] in colors) or (q.startswith("type:") and q[5:].capitalize() in types)
               for q in quality):
            out.append(it.source)
    return out


@executes(PreventNextFromChosenSource)
def _cop(state: GameState, item: StackItem, eff: PreventNextFromChosenSource) -> Decision | None:
    if "cop_source" not in item.choices:
        options = source_options(state, eff.quality, item.source)
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": "cop_source", "options": options})
    chosen = item.choices["cop_source"]
    if chosen is None:
        return None
    state.effects.append(ContinuousEffect(_COP_SHIELD, -1 - item.controller, state.new_timestamp(), "end_of_turn",
                                          power=item.controller if eff.to_you else -1, value=str(chosen)))
    return None


@damage_effect
def _prevent_phantom(state: GameState, event: DamageEvent) -> list[Applicable]:
    """The Judgment Phantoms (CR 615.1a; Judgment FAQ): the damage is prevented and a +1/+1 counter
    removed — one counter for damage dealt at the same time by several sources (combat damage). It
    changes the Phantom, so with a shield also applying its controller picks the order (CR 616.1)."""
    kind, ident = event.target
    obj = state.objects.get(ident) if kind == "object" else None
    if obj is None or obj.zone != Zone.BATTLEFIELD or not _own_statics(obj, PHANTOM):
        return []
    return [Applicable(f"phantom:{ident}", f"{obj.card.name}: prevent that damage, remove a +1/+1 counter",
                       _phantom_applies, uses_up=True)]


def _phantom_applies(state: GameState, event: DamageEvent) -> DamageEvent:
    ident = event.target[1]
    obj = state.objects[ident]
    batch = f"combat:{state.turn}:{int(state.step)}" if event.combat else ""
    if batch and any(e.kind == "_phantom_hit" and e.affected == ident and e.value == batch for e in state.effects):
        return event.prevent()
    if batch:
        state.effects.append(ContinuousEffect("_phantom_hit", ident, state.new_timestamp(), "end_of_turn", value=batch))
    if obj.counters and obj.counters.get("+1/+1", 0) > 0:
        obj.counters["+1/+1"] -= 1
        state.version += 1
        zones.emit(state, CounterRemoved(ident, obj.card.name, "+1/+1"))
    return event.prevent()
