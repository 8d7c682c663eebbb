"""Permanents tapped for mana (CR 106.12: a permanent is "tapped for mana" when its mana ability with {T}
in its cost is activated; 2003: 406.1). The engine reports it as the typed event ``TappedForMana``.

- "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild Growth): a
  triggered mana ability (CR 605.1b; 2003: 406.1) resolves at once, never on the stack (CR 605.4a;
  2003: 406.5). ``riders`` (``extensions.MANA_RIDERS``) gives the additional mana, so the payment solver
  counts it and it is added as the land is tapped; the trigger's matcher never fires.
- "Whenever a player taps an Island for mana, CARDNAME deals 1 damage to that player." (Scald): an
  ordinary triggered ability that uses the stack (it adds no mana), on ``TappedForMana``; ``whose``
  "opponent" for "Whenever an opponent taps …"; "that player" is the player who tapped it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules.characteristics import chars, colors_of, creature_types, is_type
from oldframe.rules.effects import deal_damage, executes
from oldframe.rules.events import Event, TappedForMana
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem
from oldframe.rules.trigger_matchers import object_passes

Mana = tuple[int, int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class AddAdditionalMana(Effect):
    """"its controller adds an additional {G}": the enchanted permanent's controller adds ``mana``."""

    mana: Mana


@executes(AddAdditionalMana)
def _add_additional(state: GameState, item: StackItem, eff: AddAdditionalMana) -> Decision | None:
    return None  # added by ``riders`` as the land is tapped (CR 605.4a); never put on the stack


@dataclass(frozen=True, slots=True)
class AddProducedMana(Effect):
    """"add one mana of any type that land produced" (Mirari's Wake), "that player adds one mana of any type
    that land produced" (Mana Flare, ``that_player``): added by ``echoes`` as the land is tapped. ``damage``:
    "…, and CARDNAME deals 1 damage to the player." (Overabundance), dealt then too (``tapped_damage``)."""

    that_player: bool = False
    damage: int = 0


@executes(AddProducedMana)
def _add_produced(state: GameState, item: StackItem, eff: AddProducedMana) -> Decision | None:
    return None  # added by ``echoes`` as the land is tapped (CR 605.4a); never put on the stack


@dataclass(frozen=True, slots=True)
class LandTypeRiderUntilEndOfTurn(Effect):
    """"Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}."
    (High Tide, Bubbling Muck): a delayed triggered mana ability until end of turn (CR 603.7, 605.1b),
    kept as a continuous effect that ``riders`` reads."""

    land: str
    mana: Mana


#: The kind of the continuous effect a ``LandTypeRiderUntilEndOfTurn`` leaves (value "Island:0,1,0,0,0,0").
LAND_TYPE_RIDER = "land_type_mana_rider"
_MANA_EFFECTS = (AddAdditionalMana, AddProducedMana)


@executes(LandTypeRiderUntilEndOfTurn)
def _land_type_rider(state: GameState, item: StackItem, eff: LandTypeRiderUntilEndOfTurn) -> Decision | None:
    value = f"{eff.land}:{','.join(str(n) for n in eff.mana)}"
    state.effects.append(ContinuousEffect(LAND_TYPE_RIDER, -1, state.new_timestamp(), "end_of_turn", value=value))
    state.version += 1
    return None


def _plus(have: Mana, more: Mana) -> Mana:
    return (have[0] + more[0], have[1] + more[1], have[2] + more[2], have[3] + more[3], have[4] + more[4],
            have[5] + more[5])


def _tapped_lands(state: GameState, src: Obj, ab: TriggeredAbility) -> list[int]:
    """The lands whose tapping for mana triggers ``ab`` of ``src`` ("Whenever you tap a land", "Whenever a
    player taps an Island", "Whenever enchanted land is tapped")."""
    if ab.trigger.event == TriggerEvent.ENCHANTED_TAPPED_FOR_MANA:
        return [] if src.attached_to is None else [src.attached_to]
    out = []
    for oid in state.battlefield:
        land = state.objects[oid]
        if ab.trigger.whose == "you" and land.controller != src.controller:
            continue
        if ab.trigger.whose == "opponent" and land.controller == src.controller:
            continue
        if is_type(state, land, "land") and object_passes(state, land, ab.trigger.filters):
            out.append(oid)
    return out


def riders(state: GameState) -> dict[int, Mana]:
    """``extensions.MANA_RIDERS``: the additional mana each land adds when tapped for mana — from Auras
    with "Whenever enchanted land is tapped for mana", permanents with "Whenever a Forest is tapped for
    mana", and High Tide's effect until end of turn (a face-down or ability-less source adds none,
    CR 613.1f)."""
    return _tapped_mana(state)[0]


def echoes(state: GameState) -> dict[int, int]:
    """``extensions.MANA_ECHOES``: how many mana "of any type that land produced" each land adds."""
    return _tapped_mana(state)[1]


_CACHE_SLOT = -7
_MANA_EVENTS = (TriggerEvent.ENCHANTED_TAPPED_FOR_MANA, TriggerEvent.TAPS_FOR_MANA)
_NONE: tuple[dict[int, Mana], dict[int, int]] = ({}, {})


def tapped_damage(state: GameState, player: int, land: int) -> None:
    """``extensions.TAPPED_FOR_MANA``: Overabundance's damage to the player who tapped ``land`` for mana, dealt
    as its triggered mana ability resolves (CR 605.4a; 2003: 406.5), by each source in turn."""
    if land not in _tapped_mana(state)[1]:  # (cached: no such ability touches this land)
        return
    for src, ab in _sources(state):
        hurt = sum(eff.damage for eff in ab.effects if isinstance(eff, AddProducedMana))
        if hurt and not chars(state, src).abilities_lost and land in _tapped_lands(state, src, ab):
            deal_damage(state, src.oid, src.controller, colors_of(state, src), ("player", player), hurt)


def _sources(state: GameState) -> list[tuple[Obj, TriggeredAbility]]:
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.face_down or not obj.card.behaviour.triggered:
            continue
        for ab in obj.card.behaviour.triggered:
            if ab.trigger.event in _MANA_EVENTS and any(isinstance(e, _MANA_EFFECTS) for e in ab.effects):
                out.append((obj, ab))
    return out


def _tapped_mana(state: GameState) -> tuple[dict[int, Mana], dict[int, int]]:
    """``riders`` and ``echoes`` at once, cached like ``characteristics.kinds_in_play`` (the payment
    solver asks on every legal-action query)."""
    key = (state.version, state.next_timestamp, len(state.effects))
    cached = state.chars_cache.get(_CACHE_SLOT)
    if isinstance(cached, tuple) and cached[0] == key:
        return cached[1]  # type: ignore[no-any-return]
    sources = _sources(state)
    tides = [ce.value for ce in state.effects if ce.kind == LAND_TYPE_RIDER]
    found = _compute(state, sources, tides) if sources or tides else _NONE
    state.chars_cache[_CACHE_SLOT] = (key, found)
    return found


def _compute(state: GameState, sources: list[tuple[Obj, TriggeredAbility]], tides: list[str]
             ) -> tuple[dict[int, Mana], dict[int, int]]:
    extra: dict[int, Mana] = {}
    again: dict[int, int] = {}
    for src, ab in sources:
        if chars(state, src).abilities_lost:
            continue
        more = [eff.mana for eff in ab.effects if isinstance(eff, AddAdditionalMana)]
        n = sum(1 for eff in ab.effects if isinstance(eff, AddProducedMana))
        for oid in _tapped_lands(state, src, ab):
            for mana in more:
                extra[oid] = _plus(extra.get(oid, (0, 0, 0, 0, 0, 0)), mana)
            if n:
                again[oid] = again.get(oid, 0) + n
    for value in tides:
        land, _, amounts = value.partition(":")
        w, u, b, r, g, c = (int(n) for n in amounts.split(","))
        for oid in state.battlefield:
            obj = state.objects[oid]
            if land in creature_types(state, obj) and is_type(state, obj, "land"):
                extra[oid] = _plus(extra.get(oid, (0, 0, 0, 0, 0, 0)), (w, u, b, r, g, c))
    return extra, again


def never(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``ENCHANTED_TAPPED_FOR_MANA``: a mana ability, added by ``riders`` instead."""
    return None


def taps_for_mana(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``TAPS_FOR_MANA``: "Whenever a player (an opponent) taps a <land type> for mana"."""
    if not isinstance(event, TappedForMana) or any(isinstance(e, _MANA_EFFECTS) for e in ab.effects):
        return None  # a triggered mana ability resolves as the land is tapped (``riders``, ``echoes``)
    if ab.trigger.whose == "you" and event.player != obj.controller:
        return None
    if ab.trigger.whose == "opponent" and event.player == obj.controller:
        return None
    tapped = state.objects.get(event.oid)
    if tapped is None or not object_passes(state, tapped, ab.trigger.filters):
        return None
    return {"player": event.player, "object": event.oid}
