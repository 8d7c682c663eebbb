"""A spell that costs less when a condition holds: "If an opponent has no cards in hand, this spell costs
{6} less to cast." (the Avatars: Will, Fury, Hope, Might, Woe).

A cost reduction of the spell's own (CR 601.2f; 2003: 409.1f), checked as its total cost is determined
— when it is announced and when that cost is locked in: it takes off generic mana only, never below zero.
The static ability works from wherever the card is being cast (CR 113.6; 2003: 402.7's "functions only
on the stack" counterpart), so it is read from the card itself, not from permanents in play.
"""

from __future__ import annotations

from oldframe.rules.characteristics import is_creature, is_type
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef
from oldframe.rules.state import GameState, Obj

#: The static kind: ``power`` is the generic mana taken off, ``condition`` "if:<name>" (``condition_holds``).
SELF_COST_LESS = "self_cost_less"
#: The ``rules.conditions`` prefix of these conditions.
IF = "if"


def _opponents(state: GameState, player: int) -> list[int]:
    return [p.index for p in state.players if p.index != player and not p.lost]


def _count(state: GameState, player: int, kind: str) -> int:
    objs = [state.objects[o] for o in state.battlefield if state.objects[o].controller == player]
    return sum(1 for obj in objs if (is_creature(state, obj) if kind == "creature" else is_type(state, obj, kind)))


def condition_holds(state: GameState, player: int, condition: str) -> bool:
    if condition == "opp_empty_hand":
        return any(not state.players[q].hand for q in _opponents(state, player))
    if condition == "opp_seven_lands":
        return any(_count(state, q, "land") >= 7 for q in _opponents(state, player))
    if condition == "life_3_or_less":
        return state.players[player].life <= 3
    if condition == "opp_four_more_creatures":
        mine = _count(state, player, "creature")
        return any(_count(state, q, "creature") >= mine + 4 for q in _opponents(state, player))
    if condition == "ten_creature_cards_in_graveyards":
        return sum(1 for p in state.players for o in p.graveyard if "Creature" in state.objects[o].card.types) >= 10
    raise ValueError(f"unknown self cost condition {condition!r}")


def self_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool) -> ManaCost:
    """``extensions.SPELL_COST``: the card's own reductions whose condition holds."""
    if face_down or not card.behaviour.static:
        return base
    less = sum(st.power for st in card.behaviour.static
               if st.kind == SELF_COST_LESS and condition_holds(state, player, st.condition.removeprefix(f"{IF}:")))
    if not less:
        return base
    return ManaCost(base.colored, max(0, base.generic - less), base.x)


def static_condition(state: GameState, arg: str, source: Obj) -> bool:
    """``rules.conditions.CONDITIONS["if"]``: the same condition for its controller (a permanent's copy of
    the static changes nothing in play, but its condition stays answerable)."""
    return condition_holds(state, source.controller, arg)
