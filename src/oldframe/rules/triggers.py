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

from oldframe.rules.characteristics import chars, colors_of, creature_types, has_keyword, is_creature, is_type
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj, PendingTrigger, Step, Zone
from oldframe.rules.target_filters import permanent_passes, spell_passes


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
    from oldframe.rules import altcosts  # echo due, kicked (2003: 502.19a, 502.21)

    held = altcosts.condition(state, cond, source)
    if held is not None:
        return held
    raise ValueError(f"unknown trigger condition {cond!r}")


def _matches(state: GameState, obj: Obj, ab: TriggeredAbility, event: tuple[Any, ...]) -> dict[str, Any] | None:
    kind = event[0]
    ev = ab.trigger.event
    if ev.startswith("r_"):  # Necropotence, Fastbond (rules.atoms.restricted)
        from oldframe.rules.atoms.restricted import trigger_info

        return trigger_info(state, obj, ab, event)
    if ev in MORE_EVENTS:
        return MORE_EVENTS[ev](state, obj, ab, event)
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
        if ev == "chosen_player_upkeep" and step == Step.UPKEEP:  # Black Vise: "the chosen player's upkeep"
            from oldframe.rules.atoms.static_entry import chosen_player

            return {"player": active} if active == chosen_player(state, obj.oid) else None
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
    if obj is None or obj.zone != Zone.GRAVEYARD or event[2] in state.last_known_silent:
        return  # (no abilities as it left play: face down, Humility; CR 603.10a, 708.2)
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == "dies":
            state.pending_triggers.append(
                PendingTrigger(event[7], obj.oid, obj.card.name, ab, {"player": event[7], "ability_index": index}))


#: Rules modules that must notice events themselves (e.g. the turn an extra turn begins, atoms.spell_lines),
#: each called with every event before triggered abilities are looked at.
EVENT_HOOKS: list[Callable[[GameState, tuple[Any, ...]], None]] = []


def on_event(state: GameState, event: tuple[Any, ...]) -> None:
    """Queue every triggered ability the event triggers (abilities of permanents in play)."""
    for hook in EVENT_HOOKS:
        hook(state, event)
    objects = state.objects
    if event[0] == "zone" and event[4] == Zone.BATTLEFIELD and event[5] == Zone.GRAVEYARD:
        _dies(state, event)
    if event[0] == "zone" and event[4] == Zone.BATTLEFIELD:
        _left_play(state, event)
    if event[0] == "damage":
        _note_damage(state, event)
    if (event[0] == "zone" and event[5] == Zone.BATTLEFIELD) or event[0] == "cycle":
        from oldframe.rules import altcosts  # echo (2003: 502.19a); "when you cycle" (2003: 502.18a)

        if event[0] == "cycle":
            altcosts.cycled_self(state, event)
        elif event[6] is not None:
            altcosts.on_enter_play(state, event[6])
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
            if not condition_holds(state, ab.trigger.condition, obj.oid):
                continue
            state.pending_triggers.append(PendingTrigger(obj.controller, obj.oid, obj.card.name, ab, info))
    if event[0] == "step" and event[1] in (Step.END_OF_TURN, Step.END_COMBAT, Step.UPKEEP, Step.CLEANUP) \
            and state.delayed:
        # "at the beginning of the next turn's upkeep" (CR 603.7; 2003: 404.4) waits for "upkeep"; "at the
        # beginning of the next cleanup step" for "cleanup" (CR 514.3a: players then get priority)
        wanted = {Step.END_OF_TURN: "end_of_turn", Step.END_COMBAT: "end_of_combat",
                  Step.CLEANUP: "cleanup"}.get(event[1], "upkeep")
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
    if event[0] == "step" and state.delayed:  # "your next end step", "the next end step" (CR 603.7)
        from oldframe.rules.atoms.restricted import on_event as restricted_delayed

        restricted_delayed(state, event)
    _state_triggers(state)


# -- more trigger events (CR 603.2, 603.6, 603.8, 603.10; 2003: 410.1, 410.10, 410.11) --------------
Event = tuple[Any, ...]
Info = dict[str, Any] | None
Matcher = Callable[[GameState, Obj, TriggeredAbility, Event], Info]
#: Trigger events beyond the ones :func:`_matches` knows, by ``Trigger.event``: each gets the
#: permanent with the ability, the ability and the event, and returns the event info or None.
MORE_EVENTS: dict[str, Matcher] = {}


def matcher(event: str) -> Callable[[Matcher], Matcher]:
    def register(fn: Matcher) -> Matcher:
        MORE_EVENTS[event] = fn
        return fn
    return register


def object_passes(state: GameState, obj: Obj, filters: tuple[str, ...]) -> bool:
    """Characteristic filters on a permanent: ``subtype:Wall`` / ``nonsubtype:Wall`` (CR 205.3) and
    the target filters of :func:`permanent_passes` ("color:B", "noncolor:B", "type:artifact", ...);
    ``anycolor:G:W`` is "green or white"."""
    rest = []
    for f in filters:
        kind, _, arg = f.partition(":")
        if kind == "subtype":
            ok = arg in creature_types(state, obj)
        elif kind == "nonsubtype":
            ok = arg not in creature_types(state, obj)
        elif kind == "anycolor":
            ok = bool(set(arg.split(":")) & colors_of(state, obj))
        elif kind == "other":
            continue
        else:
            rest.append(f)
            continue
        if not ok:
            return False
    return permanent_passes(state, obj, tuple(rest))


def state_condition(state: GameState, obj: Obj, cond: str) -> bool:
    """"you control no Islands" (``none_yours:subtype:Island``), "you control no other creatures"
    (``none_yours:other:type:creature``), "no creatures are on the battlefield"
    (``none:type:creature``): no permanent in play matches (CR 603.8; 2003: 410.11)."""
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
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.face_down or not obj.card.behaviour.triggered:
            continue
        for index, ab in enumerate(obj.card.behaviour.triggered):
            if ab.trigger.event != "state" or not state_condition(state, obj, ab.trigger.filters[0]):
                continue
            if _on_stack(state, oid, index):
                continue
            info = {"player": obj.controller, "ability_index": index}
            state.pending_triggers.append(PendingTrigger(obj.controller, oid, obj.card.name, ab, info))


def _left_play(state: GameState, event: tuple[Any, ...]) -> None:
    """Leaves-play triggers of the permanent itself (CR 603.6c, 603.10a; 2003: 410.10): they look
    back in time, so the card in its new zone triggers them. Under 2003 rules phasing out is leaving
    play (2003 217.8, rules.phasing), and the phased-out permanent triggers them too. A face-down
    permanent had no abilities (CR 708.2); a token has no new object to trigger."""
    new_oid = event[6]
    obj = state.objects.get(new_oid) if new_oid is not None else None
    if obj is None or not event[3] or obj.face_down or event[2] in state.last_known_silent:
        return
    before = state.events[-2] if len(state.events) > 1 else ()
    if before[:1] == ("reveal",) and before[2] == new_oid:  # it left play face down (zones.move)
        return
    to_graveyard = event[5] == Zone.GRAVEYARD
    was_creature = "Creature" in state.last_known_types.get(event[2], obj.card.types)
    for index, ab in enumerate(obj.card.behaviour.triggered):
        ev = ab.trigger.event
        if ev == "leaves_play":
            info: dict[str, Any] = {"player": event[7], "ability_index": index,
                                    "left": event[2]}  # the object that left: linked abilities (CR 607.2a)
        elif ev in ("etb_or_dies", "creature_dies") and to_graveyard and was_creature:  # dies (CR 700.4)
            info = {"player": event[7], "object": obj.oid, "ability_index": index}
        else:
            continue
        state.pending_triggers.append(PendingTrigger(event[7], obj.oid, obj.card.name, ab, info))


def _note_damage(state: GameState, event: tuple[Any, ...]) -> None:
    """Remember which creatures a source with "Whenever a creature dealt damage by CARDNAME this turn
    dies" dealt damage to this turn (a ``damaged_by`` note that ends with the turn, CR 514.2)."""
    _, src, _ctrl, tkind, tid, amount, _combat = event
    obj = state.objects.get(src)
    if tkind != "object" or amount <= 0 or obj is None or obj.zone != Zone.BATTLEFIELD:
        return
    if any(ab.trigger.event == "damaged_creature_dies" for ab in obj.card.behaviour.triggered):
        state.effects.append(ContinuousEffect("damaged_by", src, 0, "end_of_turn", tid))


def _dies_event(state: GameState, event: tuple[Any, ...]) -> bool:
    """A creature went from play to a graveyard (CR 700.4), by its types as it last existed in play."""
    if event[0] != "zone" or event[4] != Zone.BATTLEFIELD or event[5] != Zone.GRAVEYARD:
        return False
    types = state.last_known_types.get(event[2])
    if types is None:
        new = state.objects.get(event[6]) if event[6] is not None else None
        types = new.card.types if new is not None else frozenset()
    return "Creature" in types


@matcher("state")
def _state(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # checked by :func:`_state_triggers`, not by events


@matcher("leaves_play")
def _leaves(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # the permanent is gone by then: :func:`_left_play` looks back


@matcher("etb_or_dies")
def _etb_or_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"When CARDNAME enters the battlefield or dies" (CR 603.6a; dying: :func:`_left_play`)."""
    if event[0] == "zone" and event[5] == Zone.BATTLEFIELD and event[6] == obj.oid:
        return {"player": obj.controller}
    return None


@matcher("becomes_target")
def _becomes_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME becomes the target of a spell or ability" (CR 603.2, 115.1; 2003: 410.1):
    once as the spell is cast or the ability is put on the stack targeting it."""
    if event[0] in ("cast", "activate", "trigger") and len(event) > 4 and any(
            t is not None and tuple(t) == ("object", obj.oid) for t in event[4]):
        return {"player": obj.controller}
    return None


@matcher("damaged_creature_dies")
def _damaged_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sengir Vampire: "Whenever a creature dealt damage by CARDNAME this turn dies" (CR 603.10a)."""
    if not _dies_event(state, event):
        return None
    if any(e.kind == "damaged_by" and e.affected == obj.oid and e.power == event[2] for e in state.effects):
        return {"player": obj.controller, "object": event[6]}
    return None


@matcher("creature_dies")
def _creature_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a creature dies" (CR 700.4); ``whose`` "yours": "a creature you control"."""
    if not _dies_event(state, event):
        return None
    if ab.trigger.whose == "yours" and event[7] != obj.controller:
        return None
    return {"player": event[7], "object": event[6]}


@matcher("creature_enters")
def _creature_enters(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever another creature enters the battlefield" / "Whenever a Beast enters the battlefield"
    (CR 603.6a; 2003: 410.10a): filters "other", "subtype:Beast"."""
    if event[0] != "zone" or event[5] != Zone.BATTLEFIELD or event[6] is None or event[6] not in state.objects:
        return None
    new = state.objects[event[6]]
    if "other" in ab.trigger.filters and new.oid == obj.oid:
        return None
    if not is_creature(state, new) or not object_passes(state, new, ab.trigger.filters):
        return None
    return {"player": new.controller, "object": new.oid}


@matcher("enchanted_controller_upkeep")
def _enchanted_upkeep(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"At the beginning of the upkeep of enchanted creature's controller" (CR 503.1; 2003: 303.1)."""
    if event[0] != "step" or event[1] != Step.UPKEEP or obj.attached_to is None:
        return None
    host = state.objects.get(obj.attached_to)
    if host is None or host.zone != Zone.BATTLEFIELD or host.controller != event[2]:
        return None
    return {"player": event[2], "object": host.oid}


@matcher("blocks_or_blocked_by")
def _blocks_or_blocked_by(state: GameState, obj: Obj, ab: TriggeredAbility,
                          event: Event) -> Info:
    """Cockatrice: "Whenever CARDNAME blocks or becomes blocked by a non-Wall creature": once for each
    such creature (CR 509.3c, 509.3e; 2003: 410.9)."""
    if event[0] != "blocks":
        return None
    other = event[3] if event[1] == obj.oid else event[1] if event[3] == obj.oid else None
    if other is None or other not in state.objects or not object_passes(state, state.objects[other],
                                                                         ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": other}


@matcher("creature_blocks")
def _creature_blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Heat of Battle: "Whenever a creature blocks" (CR 509.3c; 2003: 410.9), once per blocker."""
    if event[0] != "blocks" or event[1] not in state.objects:
        return None
    blocker = state.objects[event[1]]
    if ab.trigger.whose == "yours" and blocker.controller != obj.controller:  # "a creature you control"
        return None
    return {"player": blocker.controller, "object": event[1]}


@matcher("permanent_turned_face_up")
def _face_up(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a permanent is turned face up" (CR 702.37f; 2003: 502.26e), itself included."""
    if event[0] != "turned_face_up":
        return None
    return {"player": obj.controller, "object": event[2]}


@matcher("dealt_combat_damage")
def _dealt_combat(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME is dealt combat damage" (CR 510.2; 2003: 310.4)."""
    if event[0] == "damage" and event[3] == "object" and event[4] == obj.oid and event[6]:
        return {"player": obj.controller, "amount": event[5]}
    return None


@matcher("attacks_alone")
def _attacks_alone(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME attacks alone": it is the only creature declared as an attacker (CR 506.5;
    2003: 308.1 glossary "attacks alone")."""
    if event[0] == "attacks" and event[1] == obj.oid and state.combat is not None and len(state.combat.attackers) == 1:
        return {"player": obj.controller}
    return None


@matcher("when_casts")
def _when_cast(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Skittering Skirge: "When you cast a creature spell", Straw Golem: "When an opponent casts a
    creature spell" (CR 601.2i; 2003: 409.1i)."""
    if event[0] != "cast" or (event[1] == obj.controller) != (ab.trigger.whose == "yours"):
        return None
    spell = state.objects.get(event[2])
    if spell is None or not spell_passes(spell.card, ab.trigger.filters):
        return None
    return {"player": event[1], "object": event[2]}


@matcher("plays_land")
def _plays_land(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever an opponent plays a land" (CR 305.1; 2003: 212.6a): ``whose`` "opponents" or "each"."""
    if event[0] != "play_land" or (ab.trigger.whose == "opponents" and event[1] == obj.controller):
        return None
    return {"player": event[1], "object": event[2]}


@matcher("end_step_if")
def _end_step_if(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Pestilence: "At the beginning of the end step, if no creatures are on the battlefield" — the
    condition is an intervening-if (CR 603.4; 2003: 404.3), see :func:`state_condition`."""
    if event[0] == "step" and event[1] == Step.END_OF_TURN:
        return {"player": event[2]}
    return None


@matcher("blocks_or_blocked_by_one")
def _blocked_by_one(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Serra Inquisitors: "Whenever CARDNAME blocks or becomes blocked by one or more black creatures":
    once, on the first such creature (blocks are announced in blocker order, rules.combat)."""
    if event[0] != "blocks" or state.combat is None:
        return None
    if event[1] == obj.oid:
        other = state.objects.get(event[3])
        return {"player": obj.controller} if other is not None and object_passes(
            state, other, ab.trigger.filters) else None
    if event[3] != obj.oid:
        return None
    passing = [b for b, a in state.combat.blockers.items()
               if a == obj.oid and b in state.objects and object_passes(state, state.objects[b], ab.trigger.filters)]
    return {"player": obj.controller} if passing and event[1] == min(passing) else None


@matcher("blocks_creature")
def _blocks_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Woolly Spider: "Whenever CARDNAME blocks a creature with flying" (CR 509.3c; 2003: 410.9)."""
    if event[0] != "blocks" or event[1] != obj.oid or event[3] not in state.objects:
        return None
    if not object_passes(state, state.objects[event[3]], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event[3]}


@matcher("draws_card")
def _draws(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Underworld Dreams: "Whenever an opponent draws a card" (CR 121.1), once per card."""
    if event[0] == "draw" and event[1] != obj.controller:
        return {"player": event[1]}
    return None


@matcher("discards_card")
def _discards(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Megrim: "Whenever an opponent discards a card", Confessor: "Whenever a player discards a card"
    (CR 701.8), once per card."""
    if event[0] == "discard" and (ab.trigger.whose != "opponents" or event[1] != obj.controller):
        return {"player": event[1]}
    return None


@matcher("enchanted_becomes_target")
def _enchanted_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sleeping Potion: "When enchanted creature becomes the target of a spell or ability"."""
    host = obj.attached_to
    if host is not None and event[0] in ("cast", "activate", "trigger") and len(event) > 4 and any(
            t is not None and tuple(t) == ("object", host) for t in event[4]):
        return {"player": obj.controller, "object": host}
    return None


@matcher("creature_attacks")
def _creature_attacks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Righteous Cause: "Whenever a creature attacks" (CR 508.3a; 2003: 410.9), once per attacker."""
    if event[0] == "attacks" and event[1] in state.objects:
        return {"player": state.objects[event[1]].controller, "object": event[1]}
    return None


@matcher("blocked_by")
def _blocked_by(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Phyrexian Reaper: "Whenever CARDNAME becomes blocked by a green creature": once for each such
    creature (CR 509.3e; 2003: 410.9)."""
    if event[0] != "blocks" or event[3] != obj.oid or event[1] not in state.objects:
        return None
    if not object_passes(state, state.objects[event[1]], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event[1]}


@matcher("deals_damage_to_creature")
def _damage_to_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Lowland Basilisk: "Whenever CARDNAME deals damage to a creature" (combat or not, CR 120.3)."""
    if event[0] == "damage" and event[1] == obj.oid and event[3] == "object" and event[4] in state.objects:
        return {"player": obj.controller, "object": event[4]}
    return None
