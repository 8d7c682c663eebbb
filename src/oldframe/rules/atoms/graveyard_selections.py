"""Cards moved out of graveyards by type or position: "Shuffle all creature cards from target player's
graveyard into that player's library." (Repopulate), "Exile all creature cards from all graveyards. You gain 1
life for each card exiled this way." (Honor the Fallen), "Put the top card of your graveyard on the bottom of
your library." (Soldevi Digger), "Return two target cards from your graveyard to your hand." (Restock).

A graveyard keeps its order, its top the card put there last (CR 404.1; 2003: 217.3e). "All … cards" are the
ones there as it resolves, moved at once (CR 608.2e); "this way" counts only the cards that moved (CR 608.2c).
Cards put into a library are shuffled in with it (CR 701.20); a library's bottom is its first card here."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ShuffleTypeIntoLibrary(Effect):
    """``who`` shuffles all cards of ``card_type`` from their graveyard into their library."""

    who: Ref
    card_type: str


@executes(ShuffleTypeIntoLibrary)
def _shuffle_type(state: GameState, item: StackItem, eff: ShuffleTypeIntoLibrary) -> Decision | None:
    for p in _players(state, item, eff.who):
        for oid in [o for o in state.players[p].graveyard if eff.card_type in state.objects[o].card.types]:
            zones.move(state, oid, Zone.LIBRARY)
        zones.shuffle_library(state, p)
    return None


@dataclass(frozen=True, slots=True)
class ExileTypeFromAllGraveyards(Effect):
    """Exile all cards of ``card_type`` from all graveyards; you gain ``life_each`` life for each one exiled."""

    card_type: str
    life_each: int = 0


@executes(ExileTypeFromAllGraveyards)
def _exile_type(state: GameState, item: StackItem, eff: ExileTypeFromAllGraveyards) -> Decision | None:
    cards = [o for p in state.apnap() for o in state.players[p].graveyard
             if eff.card_type in state.objects[o].card.types]
    exiled = 0
    for oid in cards:
        new = zones.move(state, oid, Zone.EXILE)
        exiled += new is not None and state.objects[new].zone == Zone.EXILE  # not replaced elsewhere
    if eff.life_each and exiled:
        zones.gain_life(state, item.controller, eff.life_each * exiled)
    return None


@dataclass(frozen=True, slots=True)
class PutTopOfGraveyardOnBottom(Effect):
    """The top card of your graveyard goes to the bottom of your library."""


@executes(PutTopOfGraveyardOnBottom)
def _top_to_bottom(state: GameState, item: StackItem, eff: PutTopOfGraveyardOnBottom) -> Decision | None:
    graveyard = state.players[item.controller].graveyard
    if graveyard:
        zones.move(state, graveyard[-1], Zone.LIBRARY, top=False)
    return None


@dataclass(frozen=True, slots=True)
class ReturnTargetCardsToHand(Effect):
    """The ``count`` target cards from ``first`` on, each still in its graveyard, return to their owner's hand."""

    first: Ref
    count: int


@executes(ReturnTargetCardsToHand)
def _return_cards(state: GameState, item: StackItem, eff: ReturnTargetCardsToHand) -> Decision | None:
    start = int(eff.first.removeprefix("target:"))
    for t in item.targets[start:start + eff.count]:
        obj = state.objects.get(t[1]) if t is not None and t[0] == "object" else None
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, obj.oid, Zone.HAND)
    return None
