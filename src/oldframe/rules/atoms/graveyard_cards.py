"""Effects on a player's graveyard as a whole: exile it, exile its bottom card, shuffle it into the
library (graveyard hate and graveyard recycling, the compiler's ``graveyard_cards`` templates).

A graveyard's order is fixed (2003: 217.1, "graveyard face up, order fixed"; the list's first card is the
bottom one, as cards are put on top); the modern rules let players reorder it, which is why "the bottom
card of target player's graveyard" means something only under the 2003 rules and here.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExileGraveyard(Effect):
    """"Exile target player's graveyard." (Tormod's Crypt; 2003: "Remove target player's graveyard from
    the game."): every card in it, one at a time (CR 406.2; 2003: 217.7)."""

    who: Ref


@executes(ExileGraveyard)
def _exile_graveyard(state: GameState, item: StackItem, eff: ExileGraveyard) -> Decision | None:
    for p in _players(state, item, eff.who):
        for oid in list(state.players[p].graveyard):
            zones.move(state, oid, Zone.EXILE)
    return None


@dataclass(frozen=True, slots=True)
class ExileGraveyardBottom(Effect):
    """"Exile the bottom card of target player's graveyard." (Phyrexian Furnace): the card that has been
    there longest (2003: 217.1, order fixed); nothing if the graveyard is empty."""

    who: Ref


@executes(ExileGraveyardBottom)
def _exile_bottom(state: GameState, item: StackItem, eff: ExileGraveyardBottom) -> Decision | None:
    for p in _players(state, item, eff.who):
        yard = state.players[p].graveyard
        if yard:
            zones.move(state, yard[0], Zone.EXILE)
    return None


@dataclass(frozen=True, slots=True)
class ShuffleGraveyardIntoLibrary(Effect):
    """"Target player shuffles their graveyard into their library." (Thran Foundry) / "shuffle your
    graveyard into your library" (Gaea's Blessing's trigger): the cards go to the library, which is then
    shuffled (CR 701.19; 2003: glossary "Shuffle")."""

    who: Ref


@executes(ShuffleGraveyardIntoLibrary)
def _shuffle_graveyard(state: GameState, item: StackItem, eff: ShuffleGraveyardIntoLibrary) -> Decision | None:
    for p in _players(state, item, eff.who):
        for oid in list(state.players[p].graveyard):
            zones.move(state, oid, Zone.LIBRARY)
        zones.shuffle_library(state, p)
    return None


@dataclass(frozen=True, slots=True)
class ExileGraveyardEchoes(Effect):
    """"Exile all cards from target player's graveyard other than basic land cards. For each card exiled
    this way, search that player's library for all cards with the same name as that card and exile them.
    Then that player shuffles." (Haunting Echoes): the library search finds every such card (the cards
    are named exactly; CR 701.19b lets a searcher fail to find only to their own advantage, here the
    opponent's), then the library is shuffled."""

    who: Ref


@executes(ExileGraveyardEchoes)
def _exile_echoes(state: GameState, item: StackItem, eff: ExileGraveyardEchoes) -> Decision | None:
    for p in _players(state, item, eff.who):
        pl = state.players[p]
        names: set[str] = set()
        for oid in list(pl.graveyard):
            card = state.objects[oid].card
            if "Land" in card.types and "Basic" in card.supertypes:
                continue
            names.add(card.name)
            zones.move(state, oid, Zone.EXILE)
        for oid in [o for o in state.library(p) if state.objects[o].card.name in names]:
            zones.move(state, oid, Zone.EXILE)
        zones.shuffle_library(state, p)
    return None
