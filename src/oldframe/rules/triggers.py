"""Triggered abilities: noticing trigger events (CR 603.2) and putting waiting triggers on the
stack in APNAP order, each controller ordering their own (CR 603.3b; 2003: 410.3).

Events are the typed records of :mod:`oldframe.rules.events`, read by field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.rules.characteristics import chars
from oldframe.rules.events import (
    Activated,
    Attacked,
    Blocked,
    Cast,
    Cycled,
    DamageDealt,
    Discarded,
    Drew,
    Event,
    LandPlayed,
    Moved,
    Revealed,
    StepBegan,
    Triggered,
    TurnedFaceUp,
    Unblocked,
)
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.state import GameState, Obj, PendingTrigger, Step, Target, Zone
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
        from oldframe.rules.characteristics import is_type

        return obj is not None and obj.zone == Zone.BATTLEFIELD and is_type(state, obj, "enchantment")
    if cond == "another_creature_in_play":  # Lifeline: "if another creature is in play" (2003: 404.3)
        from oldframe.rules.characteristics import is_creature

        return any(is_creature(state, state.objects[o]) for o in state.battlefield)
    if cond.startswith(("none:", "none_yours:")):  # "if no creatures are on the battlefield" (Pestilence)
        return obj is not None and state_condition(state, obj, cond)
    from oldframe.rules import altcosts  # echo due, kicked (2003: 502.19a, 502.21)

    held = altcosts.condition(state, cond, source)
    if held is not None:
        return held
    raise ValueError(f"unknown trigger condition {cond!r}")


def _matches(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    ev = ab.trigger.event
    if ev.startswith("r_"):  # Necropotence, Fastbond (rules.atoms.restricted)
        from oldframe.rules.atoms.restricted import trigger_info

        return trigger_info(state, obj, ab, event)
    if ev in MORE_EVENTS:
        return MORE_EVENTS[ev](state, obj, ab, event)
    if isinstance(event, TurnedFaceUp):  # "when CARDNAME is turned face up" (CR 702.37f; 2003: 502.26e)
        from oldframe.rules import altcosts

        return altcosts.trigger_info(ab, event, obj)
    if isinstance(event, DamageDealt):
        src, tkind, tid, amount = event.source, event.target_kind, event.target, event.amount
        if ev == "enchanted_deals_damage" and obj.attached_to is not None and src == obj.attached_to:
            return {"player": obj.controller, "amount": amount}
        if ev == "dealt_damage" and tkind == "object" and tid == obj.oid:
            return {"player": obj.controller, "amount": amount}
        if src != obj.oid:
            return None
        if ev == "deals_damage":
            return {"player": obj.controller, "amount": amount}
        if ev == "deals_combat_damage_to_creature" and event.combat and tkind == "object":
            return {"player": obj.controller, "object": tid}
        if ev == "deals_damage_to_opponent" and tkind == "player" and tid != obj.controller:
            return {"player": tid}
        if ev == "deals_damage_to_player" and tkind == "player":  # e.g. Marsh Viper, Abyssal Specter
            return {"player": tid}
        if ev == "deals_combat_damage" and event.combat:
            return {"player": obj.controller}
        if ev == "deals_combat_damage_to_player" and event.combat and tkind == "player":  # CR 510.3a (2003: 310.4)
            return {"player": tid}
        return None
    if isinstance(event, Moved):
        new = event.new
        if ev == "creature_put_into_graveyard_from_play" and event.from_zone == Zone.BATTLEFIELD \
                and event.to == Zone.GRAVEYARD and new in state.objects and event.old is not None \
                and "Creature" in state.last_known_types.get(  # its types as it last existed in play
                    event.old, state.objects[new].card.types):  # CR 700.4, 603.10a (2003: 410.10)
            return {"player": obj.controller, "object": new}
        if ev == "comes_into_play" and event.to == Zone.BATTLEFIELD and new == obj.oid:
            return {"player": obj.controller}
        if ev == "another_creature_comes_into_play" and event.to == Zone.BATTLEFIELD and new is not None \
                and new != obj.oid and new in state.objects:  # CR 603.6a (2003: 410.10a)
            from oldframe.rules.characteristics import is_creature

            if is_creature(state, state.objects[new]):
                return {"player": obj.controller, "object": new}
        return None
    if isinstance(event, StepBegan):
        step, active = event.step, event.active
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
    if isinstance(event, Cast) and ev == "casts_spell":  # "Whenever a player casts a white spell" (CR 603.2)
        caster = event.player
        whose = ab.trigger.whose
        if (whose == "yours" and caster != obj.controller) or (whose == "opponents" and caster == obj.controller):
            return None
        spell = state.objects.get(event.oid)
        if spell is None or not spell_passes(spell.card, ab.trigger.filters):
            return None
        return {"player": caster, "object": event.oid}
    if isinstance(event, Cycled) and ev == "cycles":
        return {"player": event.player}
    if isinstance(event, Unblocked) and ev == "attacks_unblocked" and event.oid == obj.oid:  # CR 509.3g
        return {"player": obj.controller}
    if isinstance(event, Attacked):
        if ev in ("attacks", "attacks_or_blocks") and event.oid == obj.oid:  # CR 508.3a (2003: 410.9)
            return {"player": obj.controller}
        return None
    if isinstance(event, Blocked):
        return _blocks(state, obj, ab, event)
    return None


def _blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Blocked) -> dict[str, Any] | None:
    """The block triggers (CR 509.3c-e; 2003: 410.9, 309.5) of a blocker or a blocked attacker."""
    ev = ab.trigger.event
    blocker, attacker = event.blocker, event.attacker
    if ev == "blocked_by_creature" and attacker == obj.oid:
        return {"player": obj.controller, "object": blocker}  # CR 509.3e: once per blocking creature
    if ev == "blocked_by_creature_without" and attacker == obj.oid \
            and blocker in state.objects:  # flanking: "by a creature without flanking" (CR 702.25a; 2003: 502.3a)
        from oldframe.rules.characteristics import has_keyword

        if not any(has_keyword(state, state.objects[blocker], k) for k in ab.trigger.filters):
            return {"player": obj.controller, "object": blocker}
    if ev == "becomes_blocked" and attacker == obj.oid and state.combat is not None \
            and blocker == min(b for b, a in state.combat.blockers.items() if a == obj.oid):
        return {"player": obj.controller}  # CR 509.3d (2003: 309.5): once, however many creatures block it
    if ev in ("blocks", "attacks_or_blocks") and blocker == obj.oid:  # CR 509.3c (2003: 410.9)
        return {"player": obj.controller}
    if ev == "blocks_or_becomes_blocked" and (blocker == obj.oid or (
            attacker == obj.oid and state.combat is not None
            and blocker == min(b for b, a in state.combat.blockers.items() if a == obj.oid))):
        return {"player": obj.controller}  # CR 509.3c, 509.3d (2003: 410.9, 309.5): once for either
    return None


def _dies(state: GameState, event: Moved) -> None:
    """"When CARDNAME dies" (CR 700.4, 603.10a; 2003: 410.10 look back in time): the card, now in
    its owner's graveyard, triggers; a token (no new object) has nothing left to trigger."""
    new_oid = event.new
    obj = state.objects.get(new_oid) if new_oid is not None else None
    if obj is None or obj.zone != Zone.GRAVEYARD or event.old in state.last_known_silent:
        return  # (no abilities as it left play: face down, Humility; CR 603.10a, 708.2)
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == "dies":
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
            from oldframe.rules import altcosts  # echo (2003: 502.19a)

            altcosts.on_enter_play(state, event.new)
    elif isinstance(event, DamageDealt):
        _note_damage(state, event)
    elif isinstance(event, Cycled):
        from oldframe.rules import altcosts  # "when you cycle" (2003: 502.18a)

        altcosts.cycled_self(state, event)
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
            from oldframe.rules.atoms.restricted import on_event as restricted_delayed

            restricted_delayed(state, event)
    _state_triggers(state)


# -- more trigger events (CR 603.2, 603.6, 603.8, 603.10; 2003: 410.1, 410.10, 410.11) --------------
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
    from oldframe.rules.characteristics import colors_of, creature_types

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
        if ev == "leaves_play":
            info: dict[str, Any] = {"player": event.controller, "ability_index": index,
                                    "left": left}  # the object that left: linked abilities (CR 607.2a)
        elif ev in ("etb_or_dies", "creature_dies") and to_graveyard and was_creature:  # dies (CR 700.4)
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
    if any(ab.trigger.event == "damaged_creature_dies" for ab in obj.card.behaviour.triggered):
        from oldframe.rules.state import ContinuousEffect

        state.effects.append(ContinuousEffect("damaged_by", src, 0, "end_of_turn", event.target))


def _dies_event(state: GameState, event: Event) -> Moved | None:
    """The event if a creature went from play to a graveyard (CR 700.4), by its types as it last
    existed in play; else None."""
    if not isinstance(event, Moved) or event.from_zone != Zone.BATTLEFIELD or event.to != Zone.GRAVEYARD:
        return None
    types = state.last_known_types.get(event.old) if event.old is not None else None
    if types is None:
        new = state.objects.get(event.new) if event.new is not None else None
        types = new.card.types if new is not None else frozenset()
    return event if "Creature" in types else None


@matcher("state")
def _state(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # checked by :func:`_state_triggers`, not by events


@matcher("leaves_play")
def _leaves(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # the permanent is gone by then: :func:`_left_play` looks back


@matcher("etb_or_dies")
def _etb_or_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"When CARDNAME enters the battlefield or dies" (CR 603.6a; dying: :func:`_left_play`)."""
    if isinstance(event, Moved) and event.to == Zone.BATTLEFIELD and event.new == obj.oid:
        return {"player": obj.controller}
    return None


def _targets_of(event: Event) -> tuple[Target | None, ...]:
    """The targets a spell or ability was put on the stack with (none for other events)."""
    if isinstance(event, Cast | Activated | Triggered):
        return event.targets
    return ()


@matcher("becomes_target")
def _becomes_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME becomes the target of a spell or ability" (CR 603.2, 115.1; 2003: 410.1):
    once as the spell is cast or the ability is put on the stack targeting it."""
    if any(t is not None and tuple(t) == ("object", obj.oid) for t in _targets_of(event)):
        return {"player": obj.controller}
    return None


@matcher("damaged_creature_dies")
def _damaged_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sengir Vampire: "Whenever a creature dealt damage by CARDNAME this turn dies" (CR 603.10a)."""
    died = _dies_event(state, event)
    if died is None:
        return None
    if any(e.kind == "damaged_by" and e.affected == obj.oid and e.power == died.old for e in state.effects):
        return {"player": obj.controller, "object": died.new}
    return None


@matcher("creature_dies")
def _creature_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a creature dies" (CR 700.4); ``whose`` "yours": "a creature you control"."""
    died = _dies_event(state, event)
    if died is None:
        return None
    if ab.trigger.whose == "yours" and died.controller != obj.controller:
        return None
    return {"player": died.controller, "object": died.new}


@matcher("creature_enters")
def _creature_enters(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever another creature enters the battlefield" / "Whenever a Beast enters the battlefield"
    (CR 603.6a; 2003: 410.10a): filters "other", "subtype:Beast"."""
    if not isinstance(event, Moved) or event.to != Zone.BATTLEFIELD or event.new is None \
            or event.new not in state.objects:
        return None
    new = state.objects[event.new]
    from oldframe.rules.characteristics import is_creature

    if "other" in ab.trigger.filters and new.oid == obj.oid:
        return None
    if not is_creature(state, new) or not object_passes(state, new, ab.trigger.filters):
        return None
    return {"player": new.controller, "object": new.oid}


@matcher("enchanted_controller_upkeep")
def _enchanted_upkeep(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"At the beginning of the upkeep of enchanted creature's controller" (CR 503.1; 2003: 303.1)."""
    if not isinstance(event, StepBegan) or event.step != Step.UPKEEP or obj.attached_to is None:
        return None
    host = state.objects.get(obj.attached_to)
    if host is None or host.zone != Zone.BATTLEFIELD or host.controller != event.active:
        return None
    return {"player": event.active, "object": host.oid}


@matcher("blocks_or_blocked_by")
def _blocks_or_blocked_by(state: GameState, obj: Obj, ab: TriggeredAbility,
                          event: Event) -> Info:
    """Cockatrice: "Whenever CARDNAME blocks or becomes blocked by a non-Wall creature": once for each
    such creature (CR 509.3c, 509.3e; 2003: 410.9)."""
    if not isinstance(event, Blocked):
        return None
    other = event.attacker if event.blocker == obj.oid else event.blocker if event.attacker == obj.oid else None
    if other is None or other not in state.objects or not object_passes(state, state.objects[other],
                                                                         ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": other}


@matcher("creature_blocks")
def _creature_blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Heat of Battle: "Whenever a creature blocks" (CR 509.3c; 2003: 410.9), once per blocker."""
    if not isinstance(event, Blocked) or event.blocker not in state.objects:
        return None
    blocker = state.objects[event.blocker]
    if ab.trigger.whose == "yours" and blocker.controller != obj.controller:  # "a creature you control"
        return None
    return {"player": blocker.controller, "object": event.blocker}


@matcher("permanent_turned_face_up")
def _face_up(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a permanent is turned face up" (CR 702.37f; 2003: 502.26e), itself included."""
    if not isinstance(event, TurnedFaceUp):
        return None
    return {"player": obj.controller, "object": event.oid}


@matcher("dealt_combat_damage")
def _dealt_combat(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME is dealt combat damage" (CR 510.2; 2003: 310.4)."""
    if isinstance(event, DamageDealt) and event.target_kind == "object" and event.target == obj.oid \
            and event.combat:
        return {"player": obj.controller, "amount": event.amount}
    return None


@matcher("attacks_alone")
def _attacks_alone(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME attacks alone": it is the only creature declared as an attacker (CR 506.5;
    2003: 308.1 glossary "attacks alone")."""
    if isinstance(event, Attacked) and event.oid == obj.oid and state.combat is not None \
            and len(state.combat.attackers) == 1:
        return {"player": obj.controller}
    return None


@matcher("when_casts")
def _when_cast(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Skittering Skirge: "When you cast a creature spell", Straw Golem: "When an opponent casts a
    creature spell" (CR 601.2i; 2003: 409.1i)."""
    if not isinstance(event, Cast) or (event.player == obj.controller) != (ab.trigger.whose == "yours"):
        return None
    spell = state.objects.get(event.oid)
    if spell is None or not spell_passes(spell.card, ab.trigger.filters):
        return None
    return {"player": event.player, "object": event.oid}


@matcher("plays_land")
def _plays_land(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever an opponent plays a land" (CR 305.1; 2003: 212.6a): ``whose`` "opponents" or "each"."""
    if not isinstance(event, LandPlayed) or (ab.trigger.whose == "opponents" and event.player == obj.controller):
        return None
    return {"player": event.player, "object": event.oid}


@matcher("end_step_if")
def _end_step_if(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Pestilence: "At the beginning of the end step, if no creatures are on the battlefield" — the
    condition is an intervening-if (CR 603.4; 2003: 404.3), see :func:`state_condition`."""
    if isinstance(event, StepBegan) and event.step == Step.END_OF_TURN:
        return {"player": event.active}
    return None


@matcher("blocks_or_blocked_by_one")
def _blocked_by_one(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Serra Inquisitors: "Whenever CARDNAME blocks or becomes blocked by one or more black creatures":
    once, on the first such creature (blocks are announced in blocker order, rules.combat)."""
    if not isinstance(event, Blocked) or state.combat is None:
        return None
    if event.blocker == obj.oid:
        other = state.objects.get(event.attacker)
        return {"player": obj.controller} if other is not None and object_passes(
            state, other, ab.trigger.filters) else None
    if event.attacker != obj.oid:
        return None
    passing = [b for b, a in state.combat.blockers.items()
               if a == obj.oid and b in state.objects and object_passes(state, state.objects[b], ab.trigger.filters)]
    return {"player": obj.controller} if passing and event.blocker == min(passing) else None


@matcher("blocks_creature")
def _blocks_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Woolly Spider: "Whenever CARDNAME blocks a creature with flying" (CR 509.3c; 2003: 410.9)."""
    if not isinstance(event, Blocked) or event.blocker != obj.oid or event.attacker not in state.objects:
        return None
    if not object_passes(state, state.objects[event.attacker], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event.attacker}


@matcher("draws_card")
def _draws(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Underworld Dreams: "Whenever an opponent draws a card" (CR 121.1), once per card."""
    if isinstance(event, Drew) and event.player != obj.controller:
        return {"player": event.player}
    return None


@matcher("discards_card")
def _discards(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Megrim: "Whenever an opponent discards a card", Confessor: "Whenever a player discards a card"
    (CR 701.8), once per card."""
    if isinstance(event, Discarded) and (ab.trigger.whose != "opponents" or event.player != obj.controller):
        return {"player": event.player}
    return None


@matcher("enchanted_becomes_target")
def _enchanted_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sleeping Potion: "When enchanted creature becomes the target of a spell or ability"."""
    host = obj.attached_to
    if host is not None and any(t is not None and tuple(t) == ("object", host) for t in _targets_of(event)):
        return {"player": obj.controller, "object": host}
    return None


@matcher("creature_attacks")
def _creature_attacks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Righteous Cause: "Whenever a creature attacks" (CR 508.3a; 2003: 410.9), once per attacker."""
    if isinstance(event, Attacked) and event.oid in state.objects:
        return {"player": state.objects[event.oid].controller, "object": event.oid}
    return None


@matcher("blocked_by")
def _blocked_by(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Phyrexian Reaper: "Whenever CARDNAME becomes blocked by a green creature": once for each such
    creature (CR 509.3e; 2003: 410.9)."""
    if not isinstance(event, Blocked) or event.attacker != obj.oid or event.blocker not in state.objects:
        return None
    if not object_passes(state, state.objects[event.blocker], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event.blocker}


@matcher("deals_damage_to_creature")
def _damage_to_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Lowland Basilisk: "Whenever CARDNAME deals damage to a creature" (combat or not, CR 120.3)."""
    if isinstance(event, DamageDealt) and event.source == obj.oid and event.target_kind == "object" \
            and event.target in state.objects:
        return {"player": obj.controller, "object": event.target}
    return None
