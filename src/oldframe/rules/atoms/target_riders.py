"""What a spell or ability does to or about its target after dealing with it (compiler/target_riders.py):
"Counter target spell. Its controller loses 3 life." (Undermine), "Destroy target land. Its controller
loses 2 life." (Despoil), "Exile target creature with power 2 or less. Its controller gains 4 life."
(Last Breath), "You lose life equal to that creature's toughness." (Vendetta), "A creature dealt damage
this way can't be regenerated this turn." (Incinerate).

The controller and values are the target's as it last existed if it has left its zone (last known
information, CR 608.2h; 2003: 413.2f): a permanent's from the record ``zones.move`` keeps for this
resolution, a countered spell's from the ``Countered`` event of this same resolution; a spell that
couldn't be countered, or a permanent that regenerated, is still there."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.effects import executes, lose_life
from oldframe.rules.events import Countered, DamageDealt
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ItsControllerLosesLife(Effect):
    """"Its controller loses ``amount`` life": ``what`` is the target the sentence before named."""

    what: Ref
    amount: int


@dataclass(frozen=True, slots=True)
class ItsControllerGainsLife(Effect):
    """"Its controller gains ``amount`` life": ``what`` is the target the sentence before named."""

    what: Ref
    amount: int


@dataclass(frozen=True, slots=True)
class YouLoseLifeEqualToStat(Effect):
    """"You lose life equal to that creature's toughness": its value as it last existed (CR 608.2h)."""

    what: Ref
    stat: str  # "power" or "toughness"


@dataclass(frozen=True, slots=True)
class NoRegenerationIfDamaged(Effect):
    """"A creature dealt damage this way can't be regenerated this turn." (CR 701.15c; 2003: 419.6b):
    ``what`` is the target the damage went to; only a creature this resolution dealt damage to."""

    what: Ref


def _target_oid(item: StackItem, what: Ref) -> int | None:
    index = int(what[7:]) if what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    return target[1] if target is not None and target[0] == "object" else None


def target_controller(state: GameState, item: StackItem, what: Ref) -> int | None:
    """The controller of the object ``what`` targets: now, or as it last existed (CR 608.2h)."""
    oid = _target_oid(item, what)
    if oid is None:
        return None
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return obj.controller
    for it in state.stack:
        if it.oid == oid:
            return it.controller
    known = item.choices.get("lki", {}).get(str(oid))
    if known is not None:
        return int(known[2])
    for event in reversed(state.events):
        if isinstance(event, Countered) and event.oid == oid:
            return event.player
    return None


@executes(ItsControllerLosesLife)
def _loses_life(state: GameState, item: StackItem, eff: ItsControllerLosesLife) -> Decision | None:
    player = target_controller(state, item, eff.what)
    if player is not None:
        lose_life(state, player, eff.amount)
    return None


@executes(ItsControllerGainsLife)
def _gains_life(state: GameState, item: StackItem, eff: ItsControllerGainsLife) -> Decision | None:
    player = target_controller(state, item, eff.what)
    if player is not None and eff.amount > 0:
        zones.gain_life(state, player, eff.amount)
    return None


@executes(YouLoseLifeEqualToStat)
def _lose_equal(state: GameState, item: StackItem, eff: YouLoseLifeEqualToStat) -> Decision | None:
    oid = _target_oid(item, eff.what)
    if oid is None:
        return None  # an illegal target: nothing to measure (CR 608.2b)
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        value = power(state, obj) if eff.stat == "power" else toughness(state, obj)
    else:
        known = item.choices.get("lki", {}).get(str(oid))
        if known is None:
            return None
        value = int(known[0] if eff.stat == "power" else known[1])
    if value > 0:  # no life is lost for 0 or less (CR 107.1b)
        lose_life(state, item.controller, value)
    return None


@executes(NoRegenerationIfDamaged)
def _no_regeneration(state: GameState, item: StackItem, eff: NoRegenerationIfDamaged) -> Decision | None:
    oid = _target_oid(item, eff.what)
    obj = state.objects.get(oid) if oid is not None else None
    if oid is None or obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    dealt = any(isinstance(e, DamageDealt) and e.target_kind == "object" and e.target == oid and e.amount > 0
                and e.source == item.source for e in state.events)
    if dealt:
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value="can't be regenerated"))
        state.version += 1
    return None
