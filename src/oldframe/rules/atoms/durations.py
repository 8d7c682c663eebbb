"""Atoms whose effects last for a duration, and the rules that end or apply them:

* tap-and-hold: "for as long as CARDNAME remains tapped" control and P/T effects (CR 611.2b;
  2003: 418.3d) — they never start if the source is untapped or gone when the ability resolves,
  and end as soon as it untaps or leaves play (phasing out included, 2003 502.15g, CR 702.26e);
* Fog: "prevent all combat damage that would be dealt this turn" (CR 615.1; 2003: 419.7) and
  Gaseous Form's "prevent all combat damage that would be dealt to and dealt by enchanted creature";
* "CARDNAME assigns no combat damage this turn" (Ophidian; CR 510.1; 2003: 310.1);
* protection from creatures: damage from creature sources is prevented (CR 702.16e; 2003: 502.7).

Durations live in ``state.effects`` as :class:`ContinuousEffect` records: ``until`` is
``"end_of_turn"`` or ``"tapped:<source oid>"`` (optionally ``":power"`` when the effect also lasts
only while the affected creature's power stays at most the source's, Old Man of the Sea). A control
record keeps the new controller in ``power`` and the controller before the effect in ``toughness``.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import has_static, power
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.replacement import Applicable, DamageEvent, damage_effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone

#: ``ContinuousEffect.affected`` of effects that affect no object (a whole-game rule such as Fog).
NO_OBJECT = 0


# -- atoms -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainControlWhileTapped(Effect):
    """"Gain control of ``what`` for as long as CARDNAME remains tapped" (2003 418.3d); with
    ``power_at_most_source`` also "and that creature's power remains less than or equal to
    CARDNAME's power" (Old Man of the Sea)."""

    what: Ref
    power_at_most_source: bool = False
    #: "for as long as you control CARDNAME and CARDNAME remains tapped" (Rubinia Soulsinger)
    while_you_control: bool = False


@dataclass(frozen=True, slots=True)
class ModifyPTWhileTapped(Effect):
    """"``who`` gets +N/+N for as long as CARDNAME remains tapped" (Endoskeleton; 2003 418.3d)."""

    who: Ref
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Effect):
    """"Prevent all combat damage that would be dealt this turn." (Fog; 2003 419.7)."""


@dataclass(frozen=True, slots=True)
class AssignsNoCombatDamage(Effect):
    """"CARDNAME assigns no combat damage this turn" (2003 310.1: it is not assigned at all)."""

    who: Ref


#: Static ability kind of Gaseous Form ("prevent all combat damage that would be dealt to and
#: dealt by enchanted creature").
PREVENT_COMBAT_TO_AND_BY_ENCHANTED = "prevent_combat_damage_to_and_by_enchanted"


def _tapped_source(state: GameState, item: StackItem) -> Obj | None:
    """The source, if it is in play and tapped now; otherwise a tap-and-hold effect never starts
    (2003 418.3d: a duration that already ended before the effect would begin does nothing)."""
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD or not src.tapped:
        return None
    return src


@executes(GainControlWhileTapped)
def _gain_control(state: GameState, item: StackItem, eff: GainControlWhileTapped) -> Decision | None:
    src = _tapped_source(state, item)
    if src is None:
        return None
    until = f"tapped:{src.oid}" + (":power" if eff.power_at_most_source else "") \
        + (f":ctrl{item.controller}" if eff.while_you_control else "")
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        if eff.power_at_most_source and power(state, obj) > power(state, src):
            continue
        state.effects.append(ContinuousEffect("control", ident, state.new_timestamp(), until,
                                              power=item.controller, toughness=obj.controller))
        _set_controller(state, obj, item.controller)
    return None


@executes(ModifyPTWhileTapped)
def _pt_while_tapped(state: GameState, item: StackItem, eff: ModifyPTWhileTapped) -> Decision | None:
    src = _tapped_source(state, item)
    if src is None:
        return None
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("pt", ident, state.new_timestamp(), f"tapped:{src.oid}",
                                                  eff.power, eff.toughness))
    return None


@executes(PreventAllCombatDamage)
def _fog(state: GameState, item: StackItem, eff: PreventAllCombatDamage) -> Decision | None:
    state.effects.append(ContinuousEffect("prevent_combat_damage", NO_OBJECT, state.new_timestamp(), "end_of_turn"))
    return None


@executes(AssignsNoCombatDamage)
def _no_combat_damage(state: GameState, item: StackItem, eff: AssignsNoCombatDamage) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        if kind == "object" and ident in state.objects:
            state.effects.append(ContinuousEffect("assigns_no_combat_damage", ident, state.new_timestamp(),
                                                  "end_of_turn"))
    return None


def assigns_no_combat_damage(state: GameState, oid: int) -> bool:
    return any(e.kind == "assigns_no_combat_damage" and e.affected == oid for e in state.effects)


# -- control changes and the end of "for as long as" durations -------------------------------------
def _set_controller(state: GameState, obj: Obj, controller: int) -> None:
    """A permanent that changes controller is removed from combat (2003 306.2; CR 506.4) and is
    "summoning sick" for its new controller (2003 214.7c; CR 302.6)."""
    if obj.controller == controller:
        return
    remove_from_combat(state, obj.oid)
    obj.controller = controller
    obj.sick = True
    zones.emit(state, ControlChanged(obj.oid, obj.card.name, controller))


def _duration_over(state: GameState, e: ContinuousEffect) -> bool:
    """"tapped:<source>" with flags ":power" (… and that creature's power remains at most the
    source's) and ":ctrl<player>" (… as long as that player controls the source)."""
    parts = e.until.split(":")
    src = state.objects.get(int(parts[1]))
    if src is None or src.zone != Zone.BATTLEFIELD or not src.tapped:
        return True
    for flag in parts[2:]:
        if flag == "power":
            obj = state.objects.get(e.affected)
            if obj is not None and power(state, obj) > power(state, src):
                return True
        elif flag.startswith("ctrl") and src.controller != int(flag[4:]):
            return True
    return False


def end_expired(state: GameState) -> bool:
    """End every "for as long as CARDNAME remains tapped" effect whose source untapped or left play
    (2003 418.3d; CR 611.2b). Control returns to the controller the permanent had before the effect,
    unless a later control effect still applies (CR 613.7: timestamp order). Returns True if any
    effect ended."""
    if not any(e.until.startswith("tapped:") for e in state.effects):
        return False
    over = [e for e in state.effects if e.until.startswith("tapped:") and _duration_over(state, e)]
    if not over:
        return False
    state.effects = [e for e in state.effects if not any(e is o for o in over)]
    for e in over:
        obj = state.objects.get(e.affected)
        if e.kind != "control" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        later = [c for c in state.effects if c.kind == "control" and c.affected == obj.oid]
        _set_controller(state, obj, later[-1].power if later else e.toughness)
    return True


# -- prevention ----------------------------------------------------------------------------------
def _preventing_auras(state: GameState, oid: int) -> list[int]:
    return [a for a in state.battlefield if state.objects[a].attached_to == oid
            and has_static(state.objects[a], PREVENT_COMBAT_TO_AND_BY_ENCHANTED)]


@damage_effect
def prevent(state: GameState, event: DamageEvent) -> list[Applicable]:
    """Prevention effects of this module (CR 615; 2003: 419.7), each preventing all of the damage."""
    out = []
    source, target = event.source, event.target
    if event.combat:
        for e in state.effects:
            if e.kind == "prevent_combat_damage":  # Fog
                out.append(Applicable(f"fog:{e.timestamp}", "prevent all combat damage this turn", _all))
                break
        for aura in _preventing_auras(state, source) + (
                _preventing_auras(state, target[1]) if target[0] == "object" else []):
            out.append(Applicable(f"aura:{aura}", f"{state.objects[aura].card.name}: prevent combat damage", _all))
    return out  # (protection from creatures is rules.protection's, like every protection)


def _all(state: GameState, event: DamageEvent) -> DamageEvent:
    return event.prevent()


