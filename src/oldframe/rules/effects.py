"""Executing effect atoms while a spell or ability resolves (CR 608.2), and damage (CR 120).

An atom that needs a player's choice returns a :class:`Decision`; the engine stores it, and when the
answer arrives (recorded in ``item.choices``) runs the same atom again, which now finds its answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.rules import extensions as ext
from oldframe.rules import zones
from oldframe.rules.characteristics import (
    colors_of,
    creature_types,
    has_keyword,
    has_static,
    is_creature,
    is_type,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.events import (
    Countered,
    DamageDealt,
    Destroyed,
    Discarded,
    LifeLost,
    ManaAdded,
    Regenerated,
    Sacrificed,
)
from oldframe.rules.model import cards as m
from oldframe.rules.replacement import DamageEvent, replace_damage
from oldframe.rules.state import (
    ContinuousEffect,
    Decision,
    DelayedTrigger,
    GameState,
    Obj,
    StackItem,
    Target,
    Zone,
)

# -- damage, destruction, life --------------------------------------------------------------------


def deal_damage(
    state: GameState, source: int, source_controller: int, source_colors: frozenset[str], target: Target,
    amount: int, combat: bool = False, unpreventable: bool = False,
) -> int:
    """Deal damage (CR 120.3; 2003: 419). Returns the amount actually dealt after prevention;
    ``unpreventable``: "the damage can't be prevented" (CR 615.12)."""
    if amount <= 0:
        return 0
    if not unpreventable and ext.DAMAGE_UNPREVENTABLE:  # "Damage can't be prevented this turn." (CR 615.12)
        unpreventable = any(point(state) for point in ext.DAMAGE_UNPREVENTABLE)
    # prevention and replacement effects, in the affected player's order (CR 615, 616.1; 2003: 419.7-8)
    amount = replace_damage(state, DamageEvent(source, source_controller, source_colors, target, amount,
                                               combat, unpreventable)).amount
    if amount <= 0:
        return 0
    kind, ident = target
    if kind == "player":
        p = state.players[ident]
        if p.lost:
            return 0
        new_life = p.life - amount
        # CR 614.1a replacement (Worship): "damage that would reduce your life total to less than 1
        # reduces it to 1 instead" while you control a creature. Damage is still dealt in full.
        if new_life < 1 and p.life >= 1 and _has_life_floor(state, ident):
            new_life = 1
        p.life = new_life
        for point in ext.DAMAGE_TO_PLAYER:  # damage dealt this turn (2003 glossary "Damage")
            point(state, ident, amount)
        zones.emit(state, DamageDealt(source, source_controller, "player", ident, amount, combat))
        return amount
    obj = state.objects.get(ident)
    if obj is None or obj.zone != Zone.BATTLEFIELD or not is_creature(state, obj):
        return 0
    obj.damage += amount
    zones.emit(state, DamageDealt(source, source_controller, "object", ident, amount, combat))
    return amount


def _has_life_floor(state: GameState, player: int) -> bool:
    if any(point(state, player) for point in ext.LIFE_FLOOR):  # no creature needed
        return True
    objs = [state.objects[o] for o in state.battlefield]
    return any(o.controller == player and has_static(o, "life_floor_one_with_creature") for o in objs) and any(
        o.controller == player and is_creature(state, o) for o in objs
    )


def _cant_be_regenerated(state: GameState, obj: Obj) -> bool:
    """"Target creature can't be regenerated this turn." (Hurr Jackal; atoms.spell_permanents): its shields
    don't replace the destruction (CR 701.15c; 2003: 419.6b)."""
    return has_keyword(state, obj, "can't be regenerated")


def destroy(state: GameState, oid: int) -> bool:
    """Destroy a permanent; a regeneration shield replaces it (CR 701.15; 2003: 419.6b)."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return False
    if obj.regen_shields > 0 and not _cant_be_regenerated(state, obj):
        obj.regen_shields -= 1
        zones.tap(state, obj)
        obj.damage = 0
        remove_from_combat(state, oid)
        zones.emit(state, Regenerated(oid, obj.card.name))
        return False
    by = state.resolving.controller if state.resolving is not None else None  # the spell or ability destroying it
    zones.emit(state, Destroyed(oid, obj.card.name, obj.controller, by))
    zones.move(state, oid, Zone.GRAVEYARD)
    return True


def remove_from_combat(state: GameState, oid: int) -> None:
    """CR 506.4 (2003: 306.2)."""
    c = state.combat
    if c is None:
        return
    c.attackers.pop(oid, None)
    c.blockers.pop(oid, None)


def sacrifice(state: GameState, oid: int) -> None:
    """Sacrifice: move to the owner's graveyard; can't be regenerated (CR 701.17)."""
    obj = state.objects[oid]
    zones.emit(state, Sacrificed(obj.controller, oid, obj.card.name))
    zones.move(state, oid, Zone.GRAVEYARD)


def discard(state: GameState, player: int, oid: int) -> None:
    obj = state.objects[oid]
    zones.emit(state, Discarded(player, oid, obj.card.name))
    if any(point(state, player, oid) for point in ext.DISCARD_REPLACEMENTS):  # madness (CR 616.1)
        return
    zones.move(state, oid, Zone.GRAVEYARD)


def lose_life(state: GameState, player: int, amount: int) -> None:
    """Life loss, not damage (CR 119.3): prevention and Worship-style effects don't apply."""
    if amount <= 0:
        return
    state.players[player].life -= amount
    zones.emit(state, LifeLost(player, amount))


# -- resolving references --------------------------------------------------------------------
def resolve_targets(state: GameState, item: StackItem, ref: str) -> list[Target]:
    """The objects/players a ref names right now; illegal targets are None in ``item.targets``."""
    if ref.startswith("target:"):
        t = item.targets[int(ref[7:])] if int(ref[7:]) < len(item.targets) else None
        return [] if t is None else [t]
    if ref == "self":
        return [("object", item.source)]
    if ref == "controller":
        return [("player", item.controller)]
    if ref == "event_player":
        return [("player", int(item.event["player"]))]
    if ref == "event_object":
        return [("object", int(item.event["object"]))]
    if ref == "each_player":
        return [("player", p) for p in state.apnap()]
    if ref == "enchanted":  # what the source Aura is attached to now (CR 303.4; 2003: 212.4)
        src = state.objects.get(item.source)
        host = src.attached_to if src is not None and src.zone == Zone.BATTLEFIELD else item.choices.get("enchanted")
        return [] if host is None else [("object", int(host))]
    raise ValueError(f"unknown reference {ref!r}")


def _players(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        if kind == "player":
            out.append(ident)
        else:
            obj = state.objects.get(ident)
            if obj is not None:
                out.append(obj.controller)
    return out


#: Counts defined outside this module, by the prefix of ``Count.what`` before ":" (``rules.atoms.counts``):
#: each gets the state, the item and the rest of ``what``.
COUNTS: dict[str, Callable[[GameState, StackItem, str], int]] = {}


def _amount(state: GameState, item: StackItem, amount: m.Amount) -> int:
    if isinstance(amount, int):
        return amount
    prefix, colon, rest = amount.what.partition(":")
    if colon and prefix in COUNTS:
        return COUNTS[prefix](state, item, rest)
    if amount.what == "x":
        return item.x
    if amount.what == "event_amount":
        return int(item.event.get("amount", 0))
    if amount.what == "goblins_in_play":  # "the number of Goblins in play" (Gempalm Incinerator)
        return sum(1 for o in state.battlefield if "Goblin" in creature_types(state, state.objects[o]))
    if amount.what == "artifacts_you_control":
        return sum(
            1
            for o in state.battlefield
            if state.objects[o].controller == item.controller and is_type(state, state.objects[o], "artifact")
        )
    raise ValueError(f"unknown count {amount.what!r}")


def source_colors(state: GameState, item: StackItem) -> frozenset[str]:
    obj = state.objects.get(item.source)
    if obj is not None:
        return colors_of(state, obj)
    return frozenset(item.choices.get("source_colors", ()))


# -- the atoms ---------------------------------------------------------------------------------
Executor = Callable[[GameState, StackItem, Any], "Decision | None"]
#: Executors for atoms defined outside this module (``oldframe.rules.atoms``), by atom type.
EXECUTORS: dict[type[m.Effect], Executor] = {}


def executes(atom: type[m.Effect]) -> Callable[[Executor], Executor]:
    """Register the function that carries out one atom type."""

    def register(fn: Executor) -> Executor:
        EXECUTORS[atom] = fn
        return fn

    return register


def execute(state: GameState, item: StackItem, eff: m.Effect) -> Decision | None:
    """Carry out one atom for ``item``; return a Decision if a player must choose first. Every atom
    type has one registered executor (below, and in ``oldframe.rules.atoms``)."""
    executor = EXECUTORS.get(type(eff))
    if executor is None:
        raise TypeError(f"no rules for effect {type(eff).__name__}")
    return executor(state, item, eff)


@executes(m.DealDamage)
def _deal_damage(state: GameState, item: StackItem, eff: m.DealDamage) -> Decision | None:
    n = _amount(state, item, eff.amount)
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, n)
    return None


@executes(m.AddMana)
def _add_mana(state: GameState, item: StackItem, eff: m.AddMana) -> Decision | None:
    n = _amount(state, item, eff.times)
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += eff.mana[i] * n
    zones.emit(state, ManaAdded(item.controller, tuple(eff.mana[i] * n for i in range(6))))
    return None


@executes(m.CounterObject)
def _counter_object(state: GameState, item: StackItem, eff: m.CounterObject) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        counter(state, ident)
    return None


@executes(m.ModifyPT)
def _modify_pt(state: GameState, item: StackItem, eff: m.ModifyPT) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(
                ContinuousEffect("pt", ident, state.new_timestamp(), "end_of_turn", eff.power, eff.toughness)
            )
    return None


@executes(m.Draw)
def _draw(state: GameState, item: StackItem, eff: m.Draw) -> Decision | None:
    for p in _players(state, item, eff.who):
        zones.draw(state, p, _amount(state, item, eff.count))
    return None


@executes(m.DiscardAtRandom)
def _discard_at_random(state: GameState, item: StackItem, eff: m.DiscardAtRandom) -> Decision | None:
    for p in _players(state, item, eff.who):
        for _ in range(eff.count):
            hand = state.players[p].hand
            if hand:
                discard(state, p, hand[state.rng.below(len(hand))])
    return None


@executes(m.Destroy)
def _destroy(state: GameState, item: StackItem, eff: m.Destroy) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object":
            destroy(state, ident)
    return None


@executes(m.Regenerate)
def _regenerate(state: GameState, item: StackItem, eff: m.Regenerate) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            obj.regen_shields += 1
    return None


@executes(m.GainLife)
def _gain_life(state: GameState, item: StackItem, eff: m.GainLife) -> Decision | None:
    for p in _players(state, item, eff.who):
        zones.gain_life(state, p, _amount(state, item, eff.amount))
    return None


@executes(m.LoseLife)
def _lose_life(state: GameState, item: StackItem, eff: m.LoseLife) -> Decision | None:
    for p in _players(state, item, eff.who):
        lose_life(state, p, _amount(state, item, eff.amount))
    return None


@executes(m.Tap)
def _tap(state: GameState, item: StackItem, eff: m.Tap) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            zones.tap(state, obj)
    return None


@executes(m.SacrificePermanent)
def _sacrifice_permanent(state: GameState, item: StackItem, eff: m.SacrificePermanent) -> Decision | None:
    return _sacrifice_choice(state, item, eff)


@executes(m.Sacrifice)
def _sacrifice(state: GameState, item: StackItem, eff: m.Sacrifice) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        # CR 701.17a: only a permanent you control can be sacrificed; one that left play (a new
        # object if it came back, CR 400.7) is not sacrificed.
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD \
                and obj.controller == item.controller:
            sacrifice(state, ident)
    return None


@executes(m.ChooseCreatureTypeEach)
def _choose_creature_type_each(state: GameState, item: StackItem, eff: m.ChooseCreatureTypeEach) -> Decision | None:
    chosen: dict[str, str] = item.choices.setdefault("types", {})
    for p in state.apnap():
        if str(p) not in chosen:
            return Decision(DecisionKind.CHOOSE_CREATURE_TYPE, p, {"forbidden": []})
    return None


@executes(m.ReturnChosenTypeFromGraveyards)
def _return_chosen_types(
    state: GameState, item: StackItem, eff: m.ReturnChosenTypeFromGraveyards
) -> Decision | None:
    wanted = set(item.choices.get("types", {}).values())
    ts = state.new_timestamp()
    movers = []
    for p in state.apnap():
        for oid in list(state.players[p].graveyard):
            obj = state.objects[oid]
            if is_creature(state, obj) and wanted & set(obj.card.subtypes + _legend_word(obj)):
                movers.append(oid)
    for oid in movers:
        new = zones.move(state, oid, Zone.BATTLEFIELD)
        if new is not None:
            state.objects[new].timestamp = ts  # entered simultaneously (2003 420.5e tie)
    return None


@executes(m.SetCreatureTypeChosen)
def _set_creature_type_chosen(state: GameState, item: StackItem, eff: m.SetCreatureTypeChosen) -> Decision | None:
    if "creature_type" not in item.choices:
        return Decision(DecisionKind.CHOOSE_CREATURE_TYPE, item.controller, {"forbidden": list(eff.forbidden)})
    for _kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(
                ContinuousEffect("creature_type", ident, state.new_timestamp(), "end_of_turn",
                                 value=str(item.choices["creature_type"]))
            )
    return None


@executes(m.RemoveFromGameReturnAtEndOfTurn)
def _remove_until_end_of_turn(
    state: GameState, item: StackItem, eff: m.RemoveFromGameReturnAtEndOfTurn
) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        new = zones.move(state, ident, Zone.EXILE)
        if new is not None:
            state.delayed.append(
                DelayedTrigger("end_of_turn", item.controller, item.source_name, "return_to_play", new,
                               state.turn, int(state.step))
            )
    return None


def _legend_word(obj: object) -> tuple[str, ...]:
    """A legendary creature has the creature type Legend (2003 215.1)."""
    card = getattr(obj, "card", None)
    if card is not None and "Legendary" in card.supertypes and "Creature" in card.types:
        return ("Legend",)
    return ()


def _sacrifice_choice(state: GameState, item: StackItem, eff: m.SacrificePermanent) -> Decision | None:
    done: list[int] = item.choices.setdefault("sacrificed_by", [])
    for p in _players(state, item, eff.who):
        if p in done:
            continue
        options = [
            o for o in state.battlefield
            if state.objects[o].controller == p
            and (not eff.kinds or any(is_type(state, state.objects[o], k) for k in eff.kinds))
        ]
        chosen = item.choices.pop("sacrifice", None)
        if chosen is None and len(options) > 1:
            return Decision(DecisionKind.SACRIFICE, p, {"options": options})
        if chosen is None and options:
            chosen = options[0]
        if chosen is not None:
            sacrifice(state, chosen)
        done.append(p)
    return None


def cant_be_countered(state: GameState, oid: int) -> bool:
    """"This spell can't be countered." (Blurred Mongoose, Obliterate): an effect that would counter
    it does nothing to it ("can't" beats "can", CR 101.2; 2003: 103.2)."""
    obj = state.objects.get(oid)
    if obj is None:
        return False
    if any(st.kind == "cant_be_countered" for st in obj.card.behaviour.static):
        return True  # an effect's "this spell can't be countered" (Overmaster) is on the spell itself:
    if any(point(state, obj) for point in ext.UNCOUNTERABLE):  # "Creature spells can't be countered."
        return True
    return bool(state.effects) and any(e.kind == "cant_be_countered" and e.affected == oid for e in state.effects)


def counter(state: GameState, oid: int) -> None:
    """Counter a spell or ability (CR 701.5): a countered spell goes to its owner's graveyard."""
    for i, it in enumerate(state.stack):
        if it.oid == oid:
            if it.kind == "spell" and cant_be_countered(state, oid):
                return
            del state.stack[i]
            zones.emit(state, Countered(it.controller, oid, it.source_name))
            if it.kind == "spell":  # flashback: removed from the game instead (2003 502.22a)
                zones.move(state, oid, zones.leave_stack_zone(it, resolved=False))
            return


def end_of_turn_cleanup(state: GameState) -> None:
    """CR 514.2 (2003: 314.1b): damage wears off and "until end of turn" effects end, together."""
    for oid in state.battlefield:
        state.objects[oid].damage = 0
        state.objects[oid].regen_shields = 0
    for ends in ext.UNTIL_END_OF_TURN_ENDS:  # what a feature undoes as its effects end (control)
        ends(state)
    state.effects = [e for e in state.effects if e.until != "end_of_turn"]
    state.version += 1


def all_creature_types(state: GameState) -> list[str]:
    """Creature types a player may name (CR 205.3m): every creature type of the card pool (set by
    the game from its card registry), every type on a card in this game, and Legend."""
    seen = {"Legend", *state.type_names}
    for obj in state.objects.values():
        if not is_creature(state, obj):
            continue
        # a land that is also a creature (Living Lands, Mishra's Factory) keeps its land types among its
        # subtypes; those are not creature types (CR 205.3i, 205.3m; 2003: 212.2c — a land's type is its
        # name), so only its other subtypes may be named
        land = {*obj.card.subtypes, *BASIC_LAND_TYPES} if "Land" in obj.card.types else BASIC_LAND_TYPES
        seen.update(t for t in (*obj.card.subtypes, *creature_types(state, obj)) if t not in land)
    return sorted(seen)


#: The basic land types (CR 205.3i; 2003: 212.2c): never creature types.
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})

