"""Triggered abilities: noticing trigger events (CR 603.2) and putting waiting triggers on the
stack in APNAP order, each controller ordering their own (CR 603.3b; 2003: 410.3).

Events are tuples whose first item names them:
``("zone", owner, old_oid, name, from, to, new_oid, controller)``,
``("damage", source_oid, source_controller, target_kind, target_id, amount, is_combat)``,
``("step", step, active_player)``, ``("cast", player, oid, name)``, ``("cycle", player, oid, name)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.cards.model import TriggeredAbility
from oldframe.rules.state import GameState, Obj, PendingTrigger, Step, Zone
from oldframe.rules.target_filters import spell_passes


def condition_holds(state: GameState, cond: str | None, source: int) -> bool:
    """Intervening-if conditions (CR 603.4; 2003: 404.3), checked on triggering and resolution."""
    if cond is None:
        return True
    obj = state.objects.get(source)
    if cond == "self_untapped":
        return obj is not None and obj.zone == Zone.BATTLEFIELD and not obj.tapped
    if cond == "self_enchantment":  # "if CARDNAME is an enchantment" (Opal Gargoyle; CR 603.4; 2003: 404.3)
        from oldframe.rules.characteristics import is_type

        return obj is not None and obj.zone == Zone.BATTLEFIELD and is_type(state, obj, "enchantment")
    if cond == "another_creature_in_play":  # Lifeline: "if another creature is in play" (2003: 404.3)
        from oldframe.rules.characteristics import is_creature

        return any(is_creature(state, state.objects[o]) for o in state.battlefield)
    from oldframe.rules import altcosts  # echo due, kicked (2003: 502.19a, 502.21)

    held = altcosts.condition(state, cond, source)
    if held is not None:
        return held
    raise ValueError(f"unknown trigger condition {cond!r}")


def _matches(state: GameState, obj: Obj, ab: TriggeredAbility, event: tuple[Any, ...]) -> dict[str, Any] | None:
    kind = event[0]
    ev = ab.trigger.event
    if kind == "turned_face_up":  # "when CARDNAME is turned face up" (CR 702.37f; 2003: 502.26e)
        from oldframe.rules import altcosts

        return altcosts.trigger_info(ab, event, obj)
    if kind == "damage":
        _, src, _src_ctrl, tkind, tid, _amount, is_combat = event
        amount = event[5]
        if ev == "enchanted_deals_damage" and obj.attached_to is not None and src == obj.attached_to:
            return {"player": obj.controller, "amount": amount}
        if ev == "dealt_damage" and tkind == "object" and tid == obj.oid:
            return {"player": obj.controller, "amount": amount}
        if src != obj.oid:
            return None
        if ev == "deals_damage":
            return {"player": obj.controller, "amount": amount}
        if ev == "deals_combat_damage_to_creature" and is_combat and tkind == "object":
            return {"player": obj.controller, "object": tid}
        if ev == "deals_damage_to_opponent" and tkind == "player" and tid != obj.controller:
            return {"player": tid}
        if ev == "deals_damage_to_player" and tkind == "player":  # e.g. Marsh Viper, Abyssal Specter
            return {"player": tid}
        if ev == "deals_combat_damage" and is_combat:
            return {"player": obj.controller}
        if ev == "deals_combat_damage_to_player" and is_combat and tkind == "player":  # CR 510.3a (2003: 310.4)
            return {"player": tid}
        return None
    if kind == "zone":
        if ev == "creature_put_into_graveyard_from_play" and event[4] == Zone.BATTLEFIELD \
                and event[5] == Zone.GRAVEYARD and event[6] in state.objects \
                and "Creature" in state.last_known_types.get(  # its types as it last existed in play
                    event[2], state.objects[event[6]].card.types):  # CR 700.4, 603.10a (2003: 410.10)
            return {"player": obj.controller, "object": event[6]}
        if ev == "comes_into_play" and event[5] == Zone.BATTLEFIELD and event[6] == obj.oid:
            return {"player": obj.controller}
        if ev == "another_creature_comes_into_play" and event[5] == Zone.BATTLEFIELD and event[6] is not None \
                and event[6] != obj.oid and event[6] in state.objects:  # CR 603.6a (2003: 410.10a)
            from oldframe.rules.characteristics import is_creature

            if is_creature(state, state.objects[event[6]]):
                return {"player": obj.controller, "object": event[6]}
        return None
    if kind == "step":
        step, active = event[1], event[2]
        if ev == "draw_step_begins" and step == Step.DRAW:
            if ab.trigger.whose == "yours" and active != obj.controller:
                return None
            return {"player": active}
        if ev == "end_of_turn" and step == Step.END_OF_TURN:
            if ab.trigger.whose == "yours" and active != obj.controller:
                return None
            return {"player": active}
        if ev == "upkeep_begins" and step == Step.UPKEEP:
            if ab.trigger.whose == "yours" and active != obj.controller:
                return None
            if ab.trigger.whose == "opponents" and active == obj.controller:  # "each opponent's upkeep"
                return None
            return {"player": active}
        return None
    if kind == "cast" and ev == "casts_spell":  # "Whenever a player casts a white spell" (CR 603.2; 2003: 410.1)
        caster = event[1]
        whose = ab.trigger.whose
        if (whose == "yours" and caster != obj.controller) or (whose == "opponents" and caster == obj.controller):
            return None
        spell = state.objects.get(event[2])
        if spell is None or not spell_passes(spell.card, ab.trigger.filters):
            return None
        return {"player": caster, "object": event[2]}
    if kind == "cycle" and ev == "cycles":
        return {"player": event[1]}
    if kind == "unblocked" and ev == "attacks_unblocked" and event[1] == obj.oid:  # CR 509.3g (2003 glossary)
        return {"player": obj.controller}
    if kind == "blocks" and ev == "blocked_by_creature" and event[3] == obj.oid:
        return {"player": obj.controller, "object": event[1]}  # CR 509.3e: once per blocking creature
    if kind == "blocks" and ev == "blocked_by_creature_without" and event[3] == obj.oid \
            and event[1] in state.objects:  # flanking: "by a creature without flanking" (CR 702.25a; 2003: 502.3a)
        from oldframe.rules.characteristics import has_keyword

        if not any(has_keyword(state, state.objects[event[1]], k) for k in ab.trigger.filters):
            return {"player": obj.controller, "object": event[1]}
    if kind == "blocks" and ev == "becomes_blocked" and event[3] == obj.oid and state.combat is not None \
            and event[1] == min(b for b, a in state.combat.blockers.items() if a == obj.oid):
        return {"player": obj.controller}  # CR 509.3d (2003: 309.5): once, however many creatures block it
    if kind in ("attacks", "blocks") and ev == kind and event[1] == obj.oid:  # CR 508.3a, 509.3c (2003: 410.9)
        return {"player": obj.controller}
    if kind in ("attacks", "blocks") and ev == "attacks_or_blocks" and event[1] == obj.oid:
        return {"player": obj.controller}  # CR 508.3a, 509.3c (2003: 410.9)
    if kind == "blocks" and ev == "blocks_or_becomes_blocked" and (event[1] == obj.oid or (
            event[3] == obj.oid and state.combat is not None
            and event[1] == min(b for b, a in state.combat.blockers.items() if a == obj.oid))):
        return {"player": obj.controller}  # CR 509.3c, 509.3d (2003: 410.9, 309.5): once for either
    return None


def _dies(state: GameState, event: tuple[Any, ...]) -> None:
    """"When CARDNAME dies" (CR 700.4, 603.10a; 2003: 410.10 look back in time): the card, now in
    its owner's graveyard, triggers; a token (no new object) has nothing left to trigger."""
    new_oid = event[6]
    obj = state.objects.get(new_oid) if new_oid is not None else None
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == "dies":
            state.pending_triggers.append(
                PendingTrigger(event[7], obj.oid, obj.card.name, ab, {"player": event[7], "ability_index": index}))


#: Rules modules that must notice events themselves (e.g. the turn an extra turn begins, atoms.spells2),
#: each called with every event before triggered abilities are looked at.
EVENT_HOOKS: list[Callable[[GameState, tuple[Any, ...]], None]] = []


def on_event(state: GameState, event: tuple[Any, ...]) -> None:
    """Queue every triggered ability the event triggers (abilities of permanents in play)."""
    for hook in EVENT_HOOKS:
        hook(state, event)
    objects = state.objects
    if event[0] == "zone" and event[4] == Zone.BATTLEFIELD and event[5] == Zone.GRAVEYARD:
        _dies(state, event)
    if (event[0] == "zone" and event[5] == Zone.BATTLEFIELD) or event[0] == "cycle":
        from oldframe.rules import altcosts  # echo (2003: 502.19a); "when you cycle" (2003: 502.18a)

        if event[0] == "cycle":
            altcosts.cycled_self(state, event)
        elif event[6] is not None:
            altcosts.on_enter_play(state, event[6])
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.face_down:
            continue
        for index, ab in enumerate(obj.card.behaviour.triggered):
            info = _matches(state, obj, ab, event)
            if info is None:
                continue
            info["ability_index"] = index
            if not condition_holds(state, ab.trigger.condition, obj.oid):
                continue
            state.pending_triggers.append(PendingTrigger(obj.controller, obj.oid, obj.card.name, ab, info))
    if event[0] == "step" and event[1] in (Step.END_OF_TURN, Step.END_COMBAT, Step.UPKEEP) and state.delayed:
        # "at the beginning of the next turn's upkeep" (CR 603.7; 2003: 404.4) waits for "upkeep"
        wanted = {Step.END_OF_TURN: "end_of_turn", Step.END_COMBAT: "end_of_combat"}.get(event[1], "upkeep")
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
