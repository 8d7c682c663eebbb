"""Activation restrictions of activated abilities, "Activate only …" (CR 602.5b; 2003: 403.5):
during your turn before attackers are declared, during your upkeep, once or twice each turn, with
threshold.

Activations counted for "each turn" are kept as ``ContinuousEffect("activated", …, "end_of_turn")``
markers, so they are copied and serialised with the state and end in the cleanup step with other
"until end of turn" effects (CR 514.2)."""

from __future__ import annotations

from dataclasses import replace

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import creature_types, is_creature, is_type
from oldframe.rules.model.cards import ActivatedAbility
from oldframe.rules.state import ContinuousEffect, GameState, Obj, StackItem, Step, Zone

PER_TURN = {"once": 1, "twice": 2, "thrice": 3}


def restriction_allows(state: GameState, player: int, obj: Obj, index: int, ab: ActivatedAbility) -> bool:
    r = ab.restriction
    if not r:
        return True
    if "+" in r:  # "… during your upkeep and only once each turn": every part holds
        return all(restriction_allows(state, player, obj, index, replace(ab, restriction=part))
                   for part in r.split("+"))
    if r == "empty_hand":  # Fool's Tome
        return not state.players[player].hand
    if r == "not_your_turn":  # Ghost Town
        return state.active != player
    if r == "five_lands":  # Temple of the False God
        return sum(1 for o in state.battlefield if state.objects[o].controller == player
                   and is_type(state, state.objects[o], "land")) >= 5
    if r == "no_creatures":  # Security Detail
        return not any(state.objects[o].controller == player and is_creature(state, state.objects[o])
                       for o in state.battlefield)
    if r == "fewer_lands":  # Weathered Wayfarer: "if an opponent controls more lands than you"
        lands = [0] * len(state.players)
        for o in state.battlefield:
            if is_type(state, state.objects[o], "land"):
                lands[state.objects[o].controller] += 1
        return any(lands[q] > lands[player] for q in range(len(lands)) if q != player and not state.players[q].lost)
    if r in ("self_attacking", "self_in_combat"):  # "if CARDNAME is attacking (or blocking)"
        combat = state.combat
        return combat is not None and (obj.oid in combat.attackers
                                       or (r == "self_in_combat" and obj.oid in combat.blockers))
    if r == "end_of_combat":  # Desert: any player's end of combat step
        return state.step == Step.END_COMBAT
    if r == "before_attackers":
        return state.active == player and state.step < Step.DECLARE_ATTACKERS
    if r == "your_upkeep":
        return state.active == player and state.step == Step.UPKEEP
    if r == "seven_in_hand":  # Library of Alexandria: checked as it is activated (CR 602.5b; 2003: 403.5)
        return len(state.players[player].hand) == 7
    if r == "in_graveyard":  # "Activate only if CARDNAME is in your graveyard." (Glory; CR 113.6k)
        return obj.zone == Zone.GRAVEYARD and obj.owner == player
    if r == "threshold":  # CR 702.38a (2003: 502.23b)
        return len(state.players[player].graveyard) >= 7
    if r == "your_turn":
        return state.active == player
    if r.startswith("control:"):  # "Activate only if you control a Swamp." (the Tainted lands)
        return any(state.objects[o].controller == player and r[8:] in creature_types(state, state.objects[o])
                   for o in state.battlefield)
    if r in PER_TURN:
        done = sum(1 for e in state.effects
                   if e.kind == "activated" and e.affected == obj.oid and e.value == str(index))
        return done < PER_TURN[r]
    feature = ext.ACTIVATION_RESTRICTIONS.get(r.partition(":")[0])
    if feature is not None:  # a feature family's own restriction (rules.features registers it)
        return feature(state, player, obj, ab)
    raise ValueError(f"unknown activation restriction {r!r}")


def note_activation(state: GameState, item: StackItem) -> None:
    """Count an activation of an ability limited per turn."""
    ab = item.ability
    if isinstance(ab, ActivatedAbility) and any(part in PER_TURN for part in ab.restriction.split("+")):
        state.effects.append(ContinuousEffect("activated", item.source, state.new_timestamp(), "end_of_turn",
                                              value=str(item.choices.get("ability_index", 0))))
