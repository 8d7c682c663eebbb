"""How each trigger event is recognised (CR 603.2, 603.6, 603.8, 603.10; 2003: 410.1, 410.10, 410.11).

:data:`MATCHERS` maps every :class:`TriggerEvent` that a game event can trigger to a small function:
given the permanent with the ability, the ability and the typed game event
(:mod:`oldframe.rules.events`), it returns the event info the triggered ability will read
("player", "object", "amount") or None. :func:`oldframe.rules.triggers.on_event` looks an ability's
matcher up once per event; trigger events with no matcher ("dies", "leaves_play", "you_cycle_this",
"storm", "state") are noticed by ``rules.triggers`` itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    StepBegan,
    Tapped,
    Target,
    Triggered,
    TurnedFaceUp,
    Unblocked,
)
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, Obj, Step, Zone
from oldframe.rules.target_filters import permanent_passes, spell_passes

Info = dict[str, Any] | None
Matcher = Callable[[GameState, Obj, TriggeredAbility, Event], Info]
#: How each trigger event is recognised, by ``Trigger.event``: each matcher gets the permanent with
#: the ability, the ability and the game event, and returns the event info or None.
MATCHERS: dict[TriggerEvent, Matcher] = {}


def matcher(event: TriggerEvent) -> Callable[[Matcher], Matcher]:
    """Register the decorated function as the matcher of ``event`` (one per trigger event)."""
    def register(fn: Matcher) -> Matcher:
        MATCHERS[event] = fn
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


@matcher(TriggerEvent.END_STEP_FROM_GRAVEYARD)
@matcher(TriggerEvent.UPKEEP_FROM_GRAVEYARD)
def _from_graveyard_only(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """An upkeep ability that returns its own card from the graveyard functions only there (CR 113.6k):
    a permanent in play never triggers it. ``rules.atoms.graveyard_returns`` looks for it in the active
    player's graveyard as the upkeep begins (an event hook of ``rules.triggers``)."""
    return None


@matcher(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_LIBRARY)
def _from_library_only(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """A card put into a graveyard from a library triggers from its new zone (CR 603.6c), never in play:
    ``rules.atoms.graveyard_targets`` finds it (an event hook of ``rules.triggers``)."""
    return None


# damage (CR 120.3, 510.2; 2003: 310.4)
@matcher(TriggerEvent.ENCHANTED_DEALS_DAMAGE)
def _enchanted_deals_damage(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    if isinstance(event, DamageDealt) and obj.attached_to is not None and event.source == obj.attached_to:
        if "combat" in ab.trigger.filters and not event.combat:  # "deals combat damage" (Sleeper's Robe)
            return None
        if "to_opponent" in ab.trigger.filters and (event.target_kind != "player" or event.target == obj.controller):
            return None  # "… to an opponent" (Curiosity): of the Aura's controller (CR 102.3)
        if "to_player" in ab.trigger.filters:  # "… to a player, … that player controls" (Sigil of Sleep)
            return {"player": event.target, "amount": event.amount} if event.target_kind == "player" else None
        return {"player": obj.controller, "amount": event.amount}
    return None


@matcher(TriggerEvent.DEALT_DAMAGE)
def _dealt_damage(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    if isinstance(event, DamageDealt) and event.target_kind == "object" and event.target == obj.oid:
        return {"player": obj.controller, "amount": event.amount}
    return None


def _dealt_by_self(event: Event, obj: Obj) -> DamageDealt | None:
    """The event if CARDNAME dealt the damage."""
    return event if isinstance(event, DamageDealt) and event.source == obj.oid else None


@matcher(TriggerEvent.DEALS_DAMAGE)
def _deals_damage(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    dealt = _dealt_by_self(event, obj)
    return None if dealt is None else {"player": obj.controller, "amount": dealt.amount}


@matcher(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE)
def _combat_damage_to_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    dealt = _dealt_by_self(event, obj)
    if dealt is not None and dealt.combat and dealt.target_kind == "object":
        return {"player": obj.controller, "object": dealt.target}
    return None


@matcher(TriggerEvent.DEALS_DAMAGE_TO_OPPONENT)
def _damage_to_opponent(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    dealt = _dealt_by_self(event, obj)
    if dealt is not None and dealt.target_kind == "player" and dealt.target != obj.controller:
        return {"player": dealt.target}
    return None


@matcher(TriggerEvent.DEALS_DAMAGE_TO_PLAYER)
def _damage_to_player(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """E.g. Marsh Viper, Abyssal Specter."""
    dealt = _dealt_by_self(event, obj)
    return {"player": dealt.target} if dealt is not None and dealt.target_kind == "player" else None


@matcher(TriggerEvent.DEALS_COMBAT_DAMAGE)
def _deals_combat_damage(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    dealt = _dealt_by_self(event, obj)
    return {"player": obj.controller} if dealt is not None and dealt.combat else None


@matcher(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER)
def _combat_damage_to_player(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 510.3a (2003: 310.4)."""
    dealt = _dealt_by_self(event, obj)
    if dealt is not None and dealt.combat and dealt.target_kind == "player":
        return {"player": dealt.target}
    return None


# zone changes (CR 603.6a, 603.10a; 2003: 410.10)
@matcher(TriggerEvent.CREATURE_PUT_INTO_GRAVEYARD_FROM_PLAY)
def _creature_to_graveyard(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """By its types as it last existed in play (CR 700.4, 603.10a; 2003: 410.10)."""
    if isinstance(event, Moved) and event.from_zone == Zone.BATTLEFIELD and event.to == Zone.GRAVEYARD \
            and event.new is not None and event.new in state.objects and event.old is not None \
            and "Creature" in state.last_known_types.get(event.old, state.objects[event.new].card.types):
        return {"player": obj.controller, "object": event.new}
    return None


@matcher(TriggerEvent.COMES_INTO_PLAY)
def _comes_into_play(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    if isinstance(event, Moved) and event.to == Zone.BATTLEFIELD and event.new == obj.oid:
        return {"player": obj.controller}
    return None


@matcher(TriggerEvent.ANOTHER_CREATURE_COMES_INTO_PLAY)
def _another_creature_comes_into_play(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 603.6a (2003: 410.10a)."""
    if not isinstance(event, Moved) or event.to != Zone.BATTLEFIELD or event.new is None \
            or event.new == obj.oid or event.new not in state.objects:
        return None
    from oldframe.rules.characteristics import is_creature

    return {"player": obj.controller, "object": event.new} if is_creature(state, state.objects[event.new]) else None


# steps (CR 503.1, 504.1, 513.1; 2003: 303, 304, 313)
def _step_for(event: Event, step: Step, obj: Obj, whose: str) -> Info:
    """The step begins, in a turn the trigger's ``whose`` ("yours", "opponents", "each") accepts."""
    if not isinstance(event, StepBegan) or event.step != step:
        return None
    if event.active != obj.controller if whose == "yours" else whose == "opponents" and event.active == obj.controller:
        return None
    return {"player": event.active}


@matcher(TriggerEvent.DRAW_STEP_BEGINS)
def _draw_step_begins(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return _step_for(event, Step.DRAW, obj, "yours" if ab.trigger.whose == "yours" else "each")


@matcher(TriggerEvent.END_OF_TURN)
def _end_of_turn(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return _step_for(event, Step.END_OF_TURN, obj, "yours" if ab.trigger.whose == "yours" else "each")


@matcher(TriggerEvent.UPKEEP_BEGINS)
def _upkeep_begins(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"each opponent's upkeep": ``whose`` "opponents"."""
    return _step_for(event, Step.UPKEEP, obj, ab.trigger.whose)


# spells and cards
@matcher(TriggerEvent.CASTS_SPELL)
def _casts_spell(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a player casts a white spell" (CR 603.2; 2003: 410.1)."""
    if not isinstance(event, Cast):
        return None
    caster, whose = event.player, ab.trigger.whose.removesuffix("_when")  # "When …" and "Whenever …" alike
    if (whose == "yours" and caster != obj.controller) or (whose == "opponents" and caster == obj.controller):
        return None
    spell = state.objects.get(event.oid)
    if spell is None or not spell_passes(spell.card, ab.trigger.filters):
        return None
    return {"player": caster, "object": event.oid}


@matcher(TriggerEvent.CYCLES)
def _cycles(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return {"player": event.player} if isinstance(event, Cycled) else None


# combat (CR 508.3a, 509.3; 2003: 410.9, 309.5)
@matcher(TriggerEvent.ATTACKS_UNBLOCKED)
def _attacks_unblocked(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 509.3g (2003 glossary "unblocked")."""
    return {"player": obj.controller} if isinstance(event, Unblocked) and event.oid == obj.oid else None


@matcher(TriggerEvent.ATTACKS)
def _attacks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 508.3a (2003: 410.9)."""
    return {"player": obj.controller} if isinstance(event, Attacked) and event.oid == obj.oid else None


@matcher(TriggerEvent.BLOCKS)
def _blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 509.3c (2003: 410.9)."""
    return {"player": obj.controller} if isinstance(event, Blocked) and event.blocker == obj.oid else None


@matcher(TriggerEvent.ATTACKS_OR_BLOCKS)
def _attacks_or_blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 508.3a, 509.3c (2003: 410.9)."""
    if (isinstance(event, Attacked) and event.oid == obj.oid) \
            or (isinstance(event, Blocked) and event.blocker == obj.oid):
        return {"player": obj.controller}
    return None


@matcher(TriggerEvent.BLOCKED_BY_CREATURE)
def _blocked_by_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 509.3e: once per blocking creature."""
    if isinstance(event, Blocked) and event.attacker == obj.oid:
        return {"player": obj.controller, "object": event.blocker}
    return None


@matcher(TriggerEvent.BLOCKED_BY_CREATURE_WITHOUT)
def _blocked_by_creature_without(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Flanking: "by a creature without flanking" (CR 702.25a; 2003: 502.3a)."""
    if not isinstance(event, Blocked) or event.attacker != obj.oid or event.blocker not in state.objects:
        return None
    from oldframe.rules.characteristics import has_keyword

    if any(has_keyword(state, state.objects[event.blocker], k) for k in ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event.blocker}


def _first_blocker_of(state: GameState, event: Blocked, attacker: int) -> bool:
    """The block event of the first creature blocking ``attacker`` (blocks are announced in blocker
    order, rules.combat): "becomes blocked" triggers once, however many block it (CR 509.3d; 2003: 309.5)."""
    return event.attacker == attacker and state.combat is not None \
        and event.blocker == min(b for b, a in state.combat.blockers.items() if a == attacker)


@matcher(TriggerEvent.BECOMES_BLOCKED)
def _becomes_blocked(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    if isinstance(event, Blocked) and _first_blocker_of(state, event, obj.oid):
        return {"player": obj.controller}
    return None


@matcher(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED)
def _blocks_or_becomes_blocked(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """CR 509.3c, 509.3d (2003: 410.9, 309.5): once for either."""
    if isinstance(event, Blocked) and (event.blocker == obj.oid or _first_blocker_of(state, event, obj.oid)):
        return {"player": obj.controller}
    return None


@matcher(TriggerEvent.BECOMES_TAPPED)
def _becomes_tapped(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME becomes tapped" (City of Brass): any tapping of an untapped permanent — a {T}
    cost, mana paid automatically, an effect, attacking (CR 701.21a, 603.2)."""
    if isinstance(event, Tapped) and event.oid == obj.oid:
        return {"player": obj.controller, "object": obj.oid}
    return None


@matcher(TriggerEvent.ENCHANTED_BECOMES_TAPPED)
def _enchanted_becomes_tapped(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"When enchanted land becomes tapped" (Kudzu, Blight): the permanent this Aura is attached to
    becomes tapped, however (CR 701.21a, 603.2)."""
    if isinstance(event, Tapped) and obj.attached_to is not None and event.oid == obj.attached_to:
        host = state.objects.get(event.oid)
        return {"player": obj.controller if host is None else host.controller, "object": event.oid}
    return None


@matcher(TriggerEvent.STATE)
def _state(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # checked by :func:`_state_triggers`, not by events


@matcher(TriggerEvent.LEAVES_PLAY)
def _leaves(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    return None  # the permanent is gone by then: :func:`_left_play` looks back


@matcher(TriggerEvent.ETB_OR_DIES)
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


@matcher(TriggerEvent.BECOMES_TARGET)
def _becomes_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME becomes the target of a spell or ability" (CR 603.2, 115.1; 2003: 410.1):
    once as the spell is cast or the ability is put on the stack targeting it."""
    if any(t is not None and tuple(t) == ("object", obj.oid) for t in _targets_of(event)):
        assert isinstance(event, Cast | Activated | Triggered)
        return {"player": obj.controller, "targeter": event.player}  # "that spell or ability's controller"
    return None


@matcher(TriggerEvent.DAMAGED_CREATURE_DIES)
def _damaged_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sengir Vampire: "Whenever a creature dealt damage by CARDNAME this turn dies" (CR 603.10a)."""
    died = _dies_event(state, event)
    if died is None:
        return None
    if any(e.kind == "damaged_by" and e.affected == obj.oid and e.power == died.old for e in state.effects):
        return {"player": obj.controller, "object": died.new}
    return None


@matcher(TriggerEvent.CREATURE_DIES)
def _creature_dies(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a creature dies" (CR 700.4); ``whose`` "yours": "a creature you control"."""
    died = _dies_event(state, event)
    if died is None:
        return None
    if ab.trigger.whose == "yours" and died.controller != obj.controller:
        return None
    return {"player": died.controller, "object": died.new}


@matcher(TriggerEvent.CREATURE_ENTERS)
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


@matcher(TriggerEvent.ENCHANTED_CONTROLLER_UPKEEP)
def _enchanted_upkeep(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"At the beginning of the upkeep of enchanted creature's controller" (CR 503.1; 2003: 303.1)."""
    if not isinstance(event, StepBegan) or event.step != Step.UPKEEP or obj.attached_to is None:
        return None
    host = state.objects.get(obj.attached_to)
    if host is None or host.zone != Zone.BATTLEFIELD or host.controller != event.active:
        return None
    return {"player": event.active, "object": host.oid}


@matcher(TriggerEvent.BLOCKS_OR_BLOCKED_BY)
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


@matcher(TriggerEvent.CREATURE_BLOCKS)
def _creature_blocks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Heat of Battle: "Whenever a creature blocks" (CR 509.3c; 2003: 410.9), once per blocker."""
    if not isinstance(event, Blocked) or event.blocker not in state.objects:
        return None
    blocker = state.objects[event.blocker]
    if ab.trigger.whose == "yours" and blocker.controller != obj.controller:  # "a creature you control"
        return None
    return {"player": blocker.controller, "object": event.blocker}


@matcher(TriggerEvent.PERMANENT_TURNED_FACE_UP)
def _face_up(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever a permanent is turned face up" (CR 702.37f; 2003: 502.26e), itself included."""
    if not isinstance(event, TurnedFaceUp):
        return None
    return {"player": obj.controller, "object": event.oid}


@matcher(TriggerEvent.DEALT_COMBAT_DAMAGE)
def _dealt_combat(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME is dealt combat damage" (CR 510.2; 2003: 310.4)."""
    if isinstance(event, DamageDealt) and event.target_kind == "object" and event.target == obj.oid \
            and event.combat:
        return {"player": obj.controller, "amount": event.amount}
    return None


@matcher(TriggerEvent.ATTACKS_ALONE)
def _attacks_alone(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever CARDNAME attacks alone": it is the only creature declared as an attacker (CR 506.5;
    2003: 308.1 glossary "attacks alone")."""
    if isinstance(event, Attacked) and event.oid == obj.oid and state.combat is not None \
            and len(state.combat.attackers) == 1:
        return {"player": obj.controller}
    return None


@matcher(TriggerEvent.WHEN_CASTS)
def _when_cast(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Skittering Skirge: "When you cast a creature spell", Straw Golem: "When an opponent casts a
    creature spell" (CR 601.2i; 2003: 409.1i)."""
    if not isinstance(event, Cast) or (event.player == obj.controller) != (ab.trigger.whose == "yours"):
        return None
    spell = state.objects.get(event.oid)
    if spell is None or not spell_passes(spell.card, ab.trigger.filters):
        return None
    return {"player": event.player, "object": event.oid}


@matcher(TriggerEvent.PLAYS_LAND)
def _plays_land(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """"Whenever an opponent plays a land" (CR 305.1; 2003: 212.6a): ``whose`` "opponents" or "each";
    "yours_other": "When you play another land" (City of Traitors), not CARDNAME itself."""
    if not isinstance(event, LandPlayed) or (ab.trigger.whose == "opponents" and event.player == obj.controller):
        return None
    if ab.trigger.whose == "yours_other" and (event.player != obj.controller or event.oid == obj.oid):
        return None
    return {"player": event.player, "object": event.oid}


@matcher(TriggerEvent.END_STEP_IF)
def _end_step_if(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Pestilence: "At the beginning of the end step, if no creatures are on the battlefield" — the
    condition is an intervening-if (CR 603.4; 2003: 404.3), see :func:`state_condition`."""
    if isinstance(event, StepBegan) and event.step == Step.END_OF_TURN:
        return {"player": event.active}
    return None


@matcher(TriggerEvent.BLOCKS_OR_BLOCKED_BY_ONE)
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


@matcher(TriggerEvent.BLOCKS_CREATURE)
def _blocks_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Woolly Spider: "Whenever CARDNAME blocks a creature with flying" (CR 509.3c; 2003: 410.9)."""
    if not isinstance(event, Blocked) or event.blocker != obj.oid or event.attacker not in state.objects:
        return None
    if not object_passes(state, state.objects[event.attacker], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event.attacker}


@matcher(TriggerEvent.DRAWS_CARD)
def _draws(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Underworld Dreams: "Whenever an opponent draws a card" (CR 121.1), once per card."""
    if isinstance(event, Drew) and event.player != obj.controller:
        return {"player": event.player}
    return None


@matcher(TriggerEvent.DISCARDS_CARD)
def _discards(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Megrim: "Whenever an opponent discards a card", Confessor: "Whenever a player discards a card"
    (CR 701.8), once per card."""
    if isinstance(event, Discarded) and (ab.trigger.whose != "opponents" or event.player != obj.controller):
        return {"player": event.player}
    return None


@matcher(TriggerEvent.ENCHANTED_BECOMES_TARGET)
def _enchanted_target(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Sleeping Potion: "When enchanted creature becomes the target of a spell or ability"."""
    host = obj.attached_to
    if host is not None and any(t is not None and tuple(t) == ("object", host) for t in _targets_of(event)):
        return {"player": obj.controller, "object": host}
    return None


@matcher(TriggerEvent.CREATURE_ATTACKS)
def _creature_attacks(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Righteous Cause: "Whenever a creature attacks" (CR 508.3a; 2003: 410.9), once per attacker."""
    if isinstance(event, Attacked) and event.oid in state.objects:
        return {"player": state.objects[event.oid].controller, "object": event.oid}
    return None


@matcher(TriggerEvent.BLOCKED_BY)
def _blocked_by(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Phyrexian Reaper: "Whenever CARDNAME becomes blocked by a green creature": once for each such
    creature (CR 509.3e; 2003: 410.9)."""
    if not isinstance(event, Blocked) or event.attacker != obj.oid or event.blocker not in state.objects:
        return None
    if not object_passes(state, state.objects[event.blocker], ab.trigger.filters):
        return None
    return {"player": obj.controller, "object": event.blocker}


@matcher(TriggerEvent.DEALS_DAMAGE_TO_CREATURE)
def _damage_to_creature(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> Info:
    """Lowland Basilisk: "Whenever CARDNAME deals damage to a creature" (combat or not, CR 120.3)."""
    if isinstance(event, DamageDealt) and event.source == obj.oid and event.target_kind == "object" \
            and event.target in state.objects:
        return {"player": obj.controller, "object": event.target}
    return None
