"""Atoms for triggered abilities that refer to their trigger event (CR 603.2, 608.2h): "CARDNAME deals
N damage to that creature's controller" (Heat of Battle, Dingus Staff), "defending player gets a
poison counter" (Crypt Cobra), "defending player discards a card" (Abyssal Nightstalker)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.durations import AssignsNoCombatDamage
from oldframe.rules.atoms.players import DamageEqualToPower
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, discard, execute, executes, source_colors
from oldframe.rules.events import PoisonGiven
from oldframe.rules.model.cards import DealDamage, Effect, GainLife, Sacrifice, SacrificePermanent
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DamageObjectController(Effect):
    """"CARDNAME deals N damage to that creature's controller": the creature the event names; its
    controller now if it is still in play, else as it last existed (CR 608.2h; 2003: 413.2f)."""

    amount: int


@dataclass(frozen=True, slots=True)
class DefendingPlayerPoison(Effect):
    """"Defending player gets N poison counters" (CR 122.1f, 506.2; 2003: 102.8, 306.1)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class DefendingPlayerDiscards(Effect):
    """"Defending player discards a card": that player chooses (CR 701.8b; 2003: glossary "Discard");
    ``at_random``: "… a card at random" (Corrupt Official)."""

    count: int = 1
    at_random: bool = False


def _object_controller(state: GameState, item: StackItem) -> int | None:
    oid = item.event.get("object")
    obj = state.objects.get(int(oid)) if oid is not None else None
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return obj.controller
    held = item.event.get("object_controller", item.event.get("player"))
    return None if held is None else int(held)


def defending_player(state: GameState, item: StackItem) -> int | None:
    """The player the attacking source attacked (CR 506.2; 2003: 306.1), as the trigger saw it."""
    held = item.event.get("defending")
    if held is not None:
        return int(held)
    if state.combat is not None and item.source in state.combat.attackers:
        return state.combat.attackers[item.source]
    return None


@executes(DamageObjectController)
def _damage_controller(state: GameState, item: StackItem, eff: DamageObjectController) -> Decision | None:
    player = _object_controller(state, item)
    if player is not None and not state.players[player].lost:
        deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", player), eff.amount)
    return None


@executes(DefendingPlayerPoison)
def _poison(state: GameState, item: StackItem, eff: DefendingPlayerPoison) -> Decision | None:
    p = defending_player(state, item)
    if p is not None and not state.players[p].lost:
        state.players[p].poison += eff.count
        zones.emit(state, PoisonGiven(p, eff.count))
    return None


@executes(DefendingPlayerDiscards)
def _discards(state: GameState, item: StackItem, eff: DefendingPlayerDiscards) -> Decision | None:
    p = defending_player(state, item)
    if p is None:
        return None
    hand = state.players[p].hand
    if eff.at_random:
        for _ in range(eff.count):
            if hand:
                discard(state, p, hand[state.rng.below(len(hand))])
        return None
    done = int(item.choices.get("defender_discarded", 0))
    while done < eff.count and hand:
        chosen = item.choices.pop("discard", None)
        if chosen is None and len({state.objects[o].card.name for o in hand}) > 1:
            return Decision(DecisionKind.DISCARD, p, {"options": list(hand)})
        discard(state, p, hand[-1] if chosen is None else int(chosen))
        done += 1
        item.choices["defender_discarded"] = done
    return None


@dataclass(frozen=True, slots=True)
class SacrificeIt(Effect):
    """"…, sacrifice it." where "it" is the card with the ability (Skulking Ghost): the same as
    "sacrifice CARDNAME" (CR 701.17a), kept apart only for its wording."""


@executes(SacrificeIt)
def _sacrifice_it(state: GameState, item: StackItem, eff: SacrificeIt) -> Decision | None:
    return execute(state, item, Sacrifice("self"))


@dataclass(frozen=True, slots=True)
class SacrificeItAtEndOfCombat(Effect):
    """Fog Elemental: "When CARDNAME attacks or blocks, sacrifice it at end of combat." — a delayed
    triggered ability (CR 603.7; 2003: 404.4) of the card itself."""


@executes(SacrificeItAtEndOfCombat)
def _sacrifice_eoc(state: GameState, item: StackItem, eff: SacrificeItAtEndOfCombat) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        state.delayed.append(DelayedTrigger("end_of_combat", item.controller, item.source_name, "sacrifice",
                                            item.source, state.turn, int(state.step)))
    return None


@dataclass(frozen=True, slots=True)
class ObjectControllerSacrifices(Effect):
    """Burning Sands: "that creature's controller sacrifices a land" — the controller of the creature
    the event names, as it last existed in play if it left (CR 608.2h; 2003: 413.2f)."""

    kind: str


@executes(ObjectControllerSacrifices)
def _controller_sacrifices(state: GameState, item: StackItem, eff: ObjectControllerSacrifices) -> Decision | None:
    player = _object_controller(state, item)
    if player is None:
        return None
    item.event["object_controller"] = player
    item.event["player"] = player  # "that player" from here on is that controller
    return execute(state, item, SacrificePermanent("event_player", (eff.kind,)))


@dataclass(frozen=True, slots=True)
class PowerDamageInsteadOfCombat(Effect):
    """Laccolith Grunt: "you may have it deal damage equal to its power to target creature. If you do,
    CARDNAME assigns no combat damage this turn." — only ever the body of an optional trigger (the
    "may" is chosen on resolution, CR 603.5; 2003: 410.5): the damage (power read on resolution,
    CR 608.2h), then no combat damage assignment for it this turn (2003 310.1)."""

    to: str
    amount: int = 0  # 0: damage equal to its power (Farrel's Zealot: 3)


@executes(PowerDamageInsteadOfCombat)
def _power_instead(state: GameState, item: StackItem, eff: PowerDamageInsteadOfCombat) -> Decision | None:
    execute(state, item, DamageEqualToPower(eff.to) if eff.amount == 0 else DealDamage(eff.amount, eff.to))
    return execute(state, item, AssignsNoCombatDamage("self"))


@dataclass(frozen=True, slots=True)
class GainLifeAfterMay(Effect):
    """Confessor: "…, you may gain 1 life." — only the body of an optional trigger (CR 603.5)."""

    amount: int


@executes(GainLifeAfterMay)
def _may_gain(state: GameState, item: StackItem, eff: GainLifeAfterMay) -> Decision | None:
    return execute(state, item, GainLife("controller", eff.amount))
