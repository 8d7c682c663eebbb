"""Lands becoming a basic land type until end of turn: "Target land becomes the basic land type of your
choice until end of turn." (Reef Shaman, Jinx), "Target land becomes an Island until end of turn." (Tidal
Warrior), "Choose a land type and a basic land type. Each land of the first chosen type becomes the
second chosen type until end of turn." (Vision Charm).

A type-changing effect (layer 4; CR 613.1d; 2003: 418.5e) setting the land's land type: it loses its
other land types and the abilities its rules text gave it, and has the intrinsic mana ability of its new
basic land type (CR 305.7; 2003: 212.6e; ``land_types.own_activated_abilities``). Types are chosen as the
spell or ability resolves (CR 608.2d; 2003: 413.2c) by its controller; Vision Charm's lands are those of
the first type then (CR 611.2c; 2003: 418.3b). The effects end at end of turn (CR 514.2)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oldframe.rules.characteristics import creature_types, is_type, layer_builder
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.land_types import BASIC_LAND_TYPES, LAND_TYPES
from oldframe.rules.layers import LayerEffect, Work, always
from oldframe.rules.model.cards import Effect, Ref, StaticAbility
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``ContinuousEffect.kind``: the land's land type is ``value`` until end of turn.
SET_LAND_TYPE = "set_land_type"


@dataclass(frozen=True, slots=True)
class LandBecomesBasicType(Effect):
    """``what`` becomes ``land_type`` (a basic land type), or the one its controller chooses ("")."""

    what: Ref
    land_type: str = ""


@dataclass(frozen=True, slots=True)
class LandsOfChosenTypeBecome(Effect):
    """Vision Charm: every land of a chosen land type becomes a chosen basic land type."""


def _set_type(state: GameState, oid: int, land_type: str) -> None:
    state.effects.append(ContinuousEffect(SET_LAND_TYPE, oid, state.new_timestamp(), "end_of_turn", value=land_type))
    state.version += 1


@executes(LandBecomesBasicType)
def _land_becomes(state: GameState, item: StackItem, eff: LandBecomesBasicType) -> Decision | None:
    new = eff.land_type
    if not new:
        if "land_type_to" not in item.choices:
            return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                            {"key": "land_type_to", "options": list(BASIC_LAND_TYPES)})
        new = str(item.choices["land_type_to"])
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD and is_type(state, obj, "land"):
            _set_type(state, ident, new)
    return None


@executes(LandsOfChosenTypeBecome)
def _lands_become(state: GameState, item: StackItem, eff: LandsOfChosenTypeBecome) -> Decision | None:
    if "land_type_from" not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                        {"key": "land_type_from", "options": list(LAND_TYPES)})
    if "land_type_to" not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller,
                        {"key": "land_type_to", "options": list(BASIC_LAND_TYPES)})
    old, new = str(item.choices["land_type_from"]), str(item.choices["land_type_to"])
    for oid in [o for o in state.battlefield if is_type(state, state.objects[o], "land")
                and old in creature_types(state, state.objects[o])]:
        _set_type(state, oid, new)
    return None


def _become(land_type: str) -> Callable[[Work], None]:
    def apply(w: Work) -> None:  # CR 305.7 (2003: 212.6e)
        w.creature_types = (*[t for t in w.creature_types if t not in LAND_TYPES], land_type)
        w.land_type_set = True
        w.keywords.clear()  # its rules-text abilities are gone (a land's keywords are printed ones)
    return apply


@layer_builder("4")
def _resolved_land_types(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]],
                         mine: list[ContinuousEffect]) -> list[LayerEffect]:
    return [LayerEffect(e.timestamp, always, _become(e.value)) for e in mine if e.kind == SET_LAND_TYPE]
