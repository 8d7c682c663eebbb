"""Activation restrictions of activated abilities, "Activate only …" (CR 602.5b; 2003: 403.5):
during your turn before attackers are declared, during your upkeep, once or twice each turn, with
threshold.

Activations counted for "each turn" are kept as ``ContinuousEffect("activated", …, "end_of_turn")``
markers, so they are copied and serialised with the state and end in the cleanup step with other
"until end of turn" effects (CR 514.2)."""

from __future__ import annotations

from oldframe.cards.model import ActivatedAbility
from oldframe.rules.characteristics import creature_types
from oldframe.rules.state import ContinuousEffect, GameState, Obj, StackItem, Step

PER_TURN = {"once": 1, "twice": 2}


def restriction_allows(state: GameState, player: int, obj: Obj, index: int, ab: ActivatedAbility) -> bool:
    r = ab.restriction
    if not r:
        return True
    if r == "before_attackers":
        return state.active == player and state.step < Step.DECLARE_ATTACKERS
    if r == "your_upkeep":
        return state.active == player and state.step == Step.UPKEEP
    if r == "seven_in_hand":  # Library of Alexandria: checked as it is activated (CR 602.5b; 2003: 403.5)
        return len(state.players[player].hand) == 7
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
    raise ValueError(f"unknown activation restriction {r!r}")


def note_activation(state: GameState, item: StackItem) -> None:
    """Count an activation of an ability limited per turn."""
    ab = item.ability
    if isinstance(ab, ActivatedAbility) and ab.restriction in PER_TURN:
        state.effects.append(ContinuousEffect("activated", item.source, state.new_timestamp(), "end_of_turn",
                                              value=str(item.choices.get("ability_index", 0))))
