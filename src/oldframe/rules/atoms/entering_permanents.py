"""Triggers on a permanent entering the battlefield (CR 603.6a; 2003: 410.10a "comes into play"): "Whenever a
creature enters the battlefield under your control, …" (Aura Shards, Angelic Chorus) and "Whenever a land enters
the battlefield, …" (Ankh of Mishra, Tectonic Instability). The ability learns the permanent ("object") and its
controller ("player": "that land's controller", "its controller")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature, is_type
from oldframe.rules.effects import EXECUTORS, executes, resolve_targets
from oldframe.rules.events import Event, Moved, Tapped
from oldframe.rules.model.cards import DealDamage, Effect, Ref, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


def _entered(state: GameState, event: Event) -> Obj | None:
    if not isinstance(event, Moved) or event.to != Zone.BATTLEFIELD or event.new is None \
            or event.new not in state.objects:
        return None
    return state.objects[event.new]


def creature_enters_yours(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``CREATURE_ENTERS_YOURS``: a creature (this one too) under the source's controller's control."""
    new = _entered(state, event)
    if new is None or new.controller != obj.controller or not is_creature(state, new):
        return None
    return {"player": new.controller, "object": new.oid}


def land_enters(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The matcher of ``LAND_ENTERS``: any land, whoever controls it."""
    new = _entered(state, event)
    if new is None or not is_type(state, new, "land"):
        return None
    return {"player": new.controller, "object": new.oid}


@dataclass(frozen=True, slots=True)
class DamageEnteredController(DealDamage):
    """"CARDNAME deals 2 damage to that land's controller." (Ankh of Mishra): damage to the player the event
    names (``to`` is "event_player"), worded by the kind of permanent that entered (``noun``)."""

    noun: str = "land"


executes(DamageEnteredController)(EXECUTORS[DealDamage])


@dataclass(frozen=True, slots=True)
class TapAllLandsOf(Effect):
    """"tap all lands its controller controls" (Tectonic Instability): every land ``who`` controls (CR 701.20)."""

    who: Ref


@executes(TapAllLandsOf)
def _tap_all_lands(state: GameState, item: StackItem, eff: TapAllLandsOf) -> Decision | None:
    players = {ident for kind, ident in resolve_targets(state, item, eff.who) if kind == "player"}
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller in players and not obj.tapped and is_type(state, obj, "land"):
            obj.tapped = True
            state.version += 1
            zones.emit(state, Tapped(oid, obj.card.name))
    return None
