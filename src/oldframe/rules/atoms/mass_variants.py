"""Mass effects with a count or a chosen number, from the stack family's list: "Destroy all creatures.
They can't be regenerated. Draw a card for each creature destroyed this way." (Decree of Pain),
"Destroy all creatures except for CARDNAME. Those creatures can't be regenerated." (Mageta the Lion),
"Choose a number. Destroy all artifacts and creatures with mana value equal to that number. Then target
player reveals their hand and discards all nonland cards with mana value equal to the number." (Void),
"Each player shuffles the cards from their hand into their library, then draws that many cards."
(Winds of Change, Whirlpool Warrior).

Destruction is simultaneous over a set fixed first (CR 701.7; 2003: 413.2); "destroyed this way" counts
the permanents that actually left play (a regenerated one didn't). A number a player chooses is a
pending decision among 0 to :data:`HIGHEST_MANA_VALUE` (no card of the era costs more). The
shuffle-and-draw is one player at a time in APNAP order, each drawing as many as they shuffled away.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.atoms.hand_disruption import reveal_hand
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, destroy, discard, execute, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value

#: The numbers offered for "Choose a number." (the highest mana value among the era's cards is 16).
HIGHEST_MANA_VALUE = 16


@dataclass(frozen=True, slots=True)
class DestroyAllThenDraw(Effect):
    """``destroy`` (a ``DestroyAll``), then "Draw a card for each creature destroyed this way."."""

    destroy: DestroyAll


@dataclass(frozen=True, slots=True)
class DestroyAllCreaturesButSelf(Effect):
    """"Destroy all creatures except for CARDNAME." (``regenerate=False``: "Those creatures can't be
    regenerated.")."""

    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class ChosenNumberPurge(Effect):
    """Void: a number chosen as it resolves (CR 608.2d), then the destruction, then the hand."""

    who: Ref


@dataclass(frozen=True, slots=True)
class ShuffleHandsDrawThatMany(Effect):
    """"<Each player shuffles / Shuffle> the cards from <their / your> hand into <their / your> library,
    then draw(s) that many cards.": ``who`` is "each_player" or "controller"."""

    who: Ref


def _on_battlefield(state: GameState, oids: list[int]) -> int:
    return sum(1 for o in oids if o in state.objects and state.objects[o].zone == Zone.BATTLEFIELD)


@executes(DestroyAllThenDraw)
def _destroy_then_draw(state: GameState, item: StackItem, eff: DestroyAllThenDraw) -> Decision | None:
    before = [o for o in state.battlefield if is_type(state, state.objects[o], eff.destroy.kind)]
    execute(state, item, eff.destroy)
    n = len(before) - _on_battlefield(state, before)
    if n:
        zones.draw(state, item.controller, n)
    return None


@executes(DestroyAllCreaturesButSelf)
def _destroy_but_self(state: GameState, item: StackItem, eff: DestroyAllCreaturesButSelf) -> Decision | None:
    doomed = [o for o in state.battlefield if o != item.source and is_type(state, state.objects[o], "creature")]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:  # CR 701.15c (2003: 419.6b)
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


@executes(ChosenNumberPurge)
def _void(state: GameState, item: StackItem, eff: ChosenNumberPurge) -> Decision | None:
    if "x_paid" not in item.choices:
        return Decision(DecisionKind.CHOOSE_X, item.controller, {"options": list(range(HIGHEST_MANA_VALUE + 1))})
    n = int(item.choices["x_paid"])
    if "threshold_done" not in item.choices:  # the destruction, once
        doomed = [o for o in state.battlefield if mana_value(state.objects[o]) == n
                  and (is_type(state, state.objects[o], "artifact") or is_type(state, state.objects[o], "creature"))]
        for oid in doomed:
            if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
                destroy(state, oid)
        item.choices["threshold_done"] = 1
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        for oid in list(state.players[p].hand):
            card = state.objects[oid].card
            if not card.is_land and card.mana_cost.converted == n:
                discard(state, p, oid)
    return None


@executes(ShuffleHandsDrawThatMany)
def _shuffle_draw(state: GameState, item: StackItem, eff: ShuffleHandsDrawThatMany) -> Decision | None:
    players = state.apnap() if eff.who == "each_player" else [item.controller]
    for p in players:
        if state.players[p].lost:
            continue
        hand = list(state.players[p].hand)
        for oid in hand:
            zones.move(state, oid, Zone.LIBRARY)
        zones.shuffle_library(state, p)
        if hand:
            zones.draw(state, p, len(hand))
    return None
