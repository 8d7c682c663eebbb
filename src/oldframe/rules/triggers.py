"""Triggered abilities: noticing trigger events (CR 603.2) and putting waiting triggers on the
stack in APNAP order, each controller ordering their own (CR 603.3b; 2003: 410.3).

Events are the typed records of :mod:`oldframe.rules.events`, read by field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import chars, is_creature, is_type
from oldframe.rules.events import (
    Cycled,
    DamageDealt,
    Event,
    Moved,
    Revealed,
    StepBegan,
)
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import ContinuousEffect, GameState, Obj, PendingTrigger, Step, Zone
from oldframe.rules.trigger_matchers import MATCHERS, object_passes


def condition_holds(state: GameState, cond: str | None, source: int) -> bool:
    """Intervening-if conditions (CR 603.4; 2003: 404.3), checked on triggering and resolution."""
    if cond is None:
        return True
    obj = state.objects.get(source)
    if cond == "self_untapped":
        return obj is not None and obj.zone == Zone.BATTLEFIELD and not obj.tapped
    if cond == "self_tapped":  # "if CARDNAME is tapped" (Mana Vault, storage lands; CR 603.4; 2003: 404.3)
        return obj is not None and obj.zone == Zone.BATTLEFIELD and obj.tapped
    if cond == "self_enchantment":  # "if CARDNAME is an enchantment" (Opal Gargoyle; CR 603.4; 2003: 404.3)
        return obj is not None and obj.zone == Zone.BATTLEFIELD and is_type(state, obj, "enchantment")
    if cond == "another_creature_in_play":  # Lifeline: "if another creature is in play" (2003: 404.3)
        return any(is_creature(state, state.objects[o]) for o in state.battlefield)
    if cond.startswith(("none:", "none_yours:")):  # "if no creatures are on the battlefield" (Pestilence)
        return obj is not None and state_condition(state, obj, cond)
    for known in ext.TRIGGER_CONDITIONS:  # echo due, kicked (2003: 502.19a, 502.21)
        held = known(state, cond, source)
        if held is not None:
            return held
    raise ValueError(f"unknown trigger condition {cond!r}")


def _matches(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The event info if ``event`` triggers ``ab`` of ``obj`` (CR 603.2), found by the ability's
    trigger event in :data:`MATCHERS`; events with no matcher ("dies", "storm", …) are noticed elsewhere."""
    fn = MATCHERS.get(ab.trigger.event)
    return None if fn is None else fn(state, obj, ab, event)


def _granted_now(state: GameState, obj: Obj, ab: TriggeredAbility) -> bool:
    """Whether ``obj`` has ``ab`` as the event happens when a static ability grants it only while a
    condition holds (``extensions.GRANTED_WHILE``); abilities without trigger filters always."""
    if not ab.trigger.filters or not ext.GRANTED_WHILE:
        return True
    for point in ext.GRANTED_WHILE:
        held = point(state, obj, ab)
        if held is not None:
            return held
    return True


def _dies(state: GameState, event: Moved) -> None:
    """"When CARDNAME dies" (CR 700.4, 603.10a; 2003: 410.10 look back in time): the card, now in
    its owner's graveyard, triggers; a token (no new object) has nothing left to trigger."""
    new_oid = event.new
    obj = state.objects.get(new_oid) if new_oid is not None else None
    if obj is None or obj.zone != Zone.GRAVEYARD or event.old in state.last_known_silent:
        return  # (no abilities as it left play: face down, Humility; CR 603.10a, 708.2)
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == TriggerEvent.DIES and _granted_now(state, obj, ab):
            state.pending_triggers.append(PendingTrigger(
                event.controller, obj.oid, obj.card.name, ab, {"player": event.controller, "ability_index": index}))


#: Rules modules that must notice events themselves (e.g. the turn an extra turn begins, atoms.spell_lines),
#: each called with every event before triggered abilities are looked at.
EVENT_HOOKS: list[Callable[[GameState, Event], None]] = []


def on_event(state: GameState, event: Event) -> None:
    """Queue every triggered ability the event triggers (abilities of permanents in play)."""
    for hook in EVENT_HOOKS:
        hook(state, event)
    objects = state.objects
    if isinstance(event, Moved):
        if event.from_zone == Zone.BATTLEFIELD:
            if event.to == Zone.GRAVEYARD:
                _dies(state, event)
            _left_play(state, event)
        if event.to == Zone.BATTLEFIELD and event.new is not None:
            for entered in ext.ENTERED_PLAY:  # echo (2003: 502.19a)
                entered(state, event.new)
    elif isinstance(event, DamageDealt):
        _note_damage(state, event)
    elif isinstance(event, Cycled):
        for cycled in ext.CYCLED:  # "when you cycle" (2003: 502.18a)
            cycled(state, event)
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.face_down or not obj.card.behaviour.triggered:
            continue
        c = chars(state, obj)
        if c.abilities_lost or c.land_type_set:  # nothing left to trigger (CR 613.1f, 305.7)
            continue
        for index, ab in enumerate(obj.card.behaviour.triggered):
            info = _matches(state, obj, ab, event)
            if info is None:
                continue
            info["ability_index"] = index
            if state.combat is not None and oid in state.combat.attackers:  # "defending player" (CR 506.2)
                info.setdefault("defending", state.combat.attackers[oid])
            if not condition_holds(state, ab.trigger.condition, obj.oid) or not _granted_now(state, obj, ab):
                continue
            state.pending_triggers.append(PendingTrigger(obj.controller, obj.oid, obj.card.name, ab, info))
    if isinstance(event, StepBegan) and state.delayed:
        if event.step in (Step.END_OF_TURN, Step.END_COMBAT, Step.UPKEEP, Step.CLEANUP):
            # "at the beginning of the next turn's upkeep" (CR 603.7; 2003: 404.4) waits for "upkeep"; "at the
            # beginning of the next cleanup step" for "cleanup" (CR 514.3a: players then get priority)
            wanted = {Step.END_OF_TURN: "end_of_turn", Step.END_COMBAT: "end_of_combat",
                      Step.CLEANUP: "cleanup"}.get(Step(event.step), "upkeep")
            keep = []
            for d in state.delayed:
                if d.event == wanted:
                    state.pending_triggers.append(
                        PendingTrigger(d.controller, d.card_oid, d.source_name, None,
                                       {"card": d.card_oid, "action": d.action}, d)
                    )
                else:
                    keep.append(d)
            state.delayed = keep
        if state.delayed:  # "your next end step", "the next end step" (CR 603.7)
            for delayed in ext.DELAYED_TRIGGER_EVENTS:
                delayed(state, event)
    _state_triggers(state)


def state_condition(state: GameState, obj: Obj, cond: str) -> bool:
    """"you control no Islands" (``none_yours:subtype:Island``), "you control no other creatures"
    (``none_yours:other:type:creature``), "no creatures are on the battlefield"
    (``none:type:creature``): no permanent in play matches (CR 603.8; 2003: 410.11); or a feature's own
    state ("CARDNAME's power is 7 or greater", ``extensions.TRIGGER_CONDITIONS``)."""
    for known in ext.TRIGGER_CONDITIONS:
        held = known(state, cond, obj.oid)
        if held is not None:
            return held
    scope, _, what = cond.partition(":")
    other = what.startswith("other:")
    filters = (what.removeprefix("other:"),)
    for oid in state.battlefield:
        o = state.objects[oid]
        if (scope == "none_yours" and o.controller != obj.controller) or (other and oid == obj.oid):
            continue
        if object_passes(state, o, filters):
            return False
    return True


def _on_stack(state: GameState, source: int, index: int) -> bool:
    """Whether this ability of this source already triggered and hasn't left the stack yet."""
    if any(t.source == source and t.ability is not None and t.event.get("ability_index") == index
           for t in state.pending_triggers):
        return True
    items = [*state.stack, *(i for i in (state.resolving, state.casting) if i is not None)]
    return any(i.kind == "triggered" and i.source == source and i.choices.get("ability_index") == index
               for i in items)


def _state_triggers(state: GameState) -> None:
    """State triggers (CR 603.8; 2003: 410.11): "When you control no Islands, sacrifice CARDNAME"
    triggers as soon as the state holds, and not again until that instance has left the stack."""
    state_trigger = TriggerEvent.STATE  # looked up once: this runs after every event
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.face_down or not obj.card.behaviour.triggered:
            continue
        for index, ab in enumerate(obj.card.behaviour.triggered):
            if ab.trigger.event != state_trigger or not state_condition(state, obj, ab.trigger.filters[0]):
                continue
            if _on_stack(state, oid, index):
                continue
            info = {"player": obj.controller, "ability_index": index}
            state.pending_triggers.append(PendingTrigger(obj.controller, oid, obj.card.name, ab, info))


def _left_play(state: GameState, event: Moved) -> None:
    """Leaves-play triggers of the permanent itself (CR 603.6c, 603.10a; 2003: 410.10): they look
    back in time, so the card in its new zone triggers them. Under 2003 rules phasing out is leaving
    play (2003 217.8, rules.phasing), and the phased-out permanent triggers them too. A face-down
    permanent had no abilities (CR 708.2); a token has no new object to trigger."""
    new_oid = event.new
    obj = state.objects.get(new_oid) if new_oid is not None else None
    if obj is None or not event.name or obj.face_down or event.old in state.last_known_silent:
        return
    before = state.events[-2] if len(state.events) > 1 else None
    if isinstance(before, Revealed) and before.oid == new_oid:  # it left play face down (zones.move)
        return
    to_graveyard = event.to == Zone.GRAVEYARD
    left = event.old
    assert left is not None, "an object that left play existed"
    was_creature = "Creature" in state.last_known_types.get(left, obj.card.types)
    for index, ab in enumerate(obj.card.behaviour.triggered):
        ev = ab.trigger.event
        if ev == TriggerEvent.LEAVES_PLAY:
            info: dict[str, Any] = {"player": event.controller, "ability_index": index,
                                    "left": left}  # the object that left: linked abilities (CR 607.2a)
        elif ev in (TriggerEvent.ETB_OR_DIES, TriggerEvent.CREATURE_DIES) and to_graveyard \
                and was_creature:  # dies (CR 700.4)
            info = {"player": event.controller, "object": obj.oid, "ability_index": index}
        else:
            continue
        state.pending_triggers.append(PendingTrigger(event.controller, obj.oid, obj.card.name, ab, info))


def _note_damage(state: GameState, event: DamageDealt) -> None:
    """Remember which creatures a source with "Whenever a creature dealt damage by CARDNAME this turn
    dies" dealt damage to this turn (a ``damaged_by`` note that ends with the turn, CR 514.2)."""
    src = event.source
    obj = state.objects.get(src)
    if event.target_kind != "object" or event.amount <= 0 or obj is None or obj.zone != Zone.BATTLEFIELD:
        return
    if any(ab.trigger.event == TriggerEvent.DAMAGED_CREATURE_DIES for ab in obj.card.behaviour.triggered):
        state.effects.append(ContinuousEffect("damaged_by", src, 0, "end_of_turn", event.target))
