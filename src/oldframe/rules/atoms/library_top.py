"""The top card of a library, played with revealed and played from: "Play with the top card of your
library revealed." (Future Sight, Goblin Spy), "Players play with the top card of their libraries
revealed." (Field of Dreams), "You may play lands and cast spells from the top of your library." (Future
Sight), and "Shuffle your library, then reveal the top card. Until end of turn, for as long as that card
remains on top of your library, play with the top card of your library revealed and you may play that
card without paying its mana cost." (Temporal Aperture).

Hidden information (CR 400.2; 2003: 217.1): a revealed top card is public, so every player's view names it
(``view`` asks ``extensions.LIBRARY_TOP_REVEALED``); nothing else of the library is shown. Playing the top
card is one more priority action (``extensions.PRIORITY_ACTIONS``): a land is played with the turn's land
drop and at a land's timing (CR 305.2; 2003: 305.4), a spell cast at its own timing for its mana cost, or
for nothing with Temporal Aperture (CR 601.2a, 118.9; 2003: 409.1a); a split card is not offered, nor
an X spell's X above 0.

Temporal Aperture's permission is a marker on the library object revealed: an object that leaves the
library stops existing (CR 400.7), so the permission ends when that card is no longer on top of it
(it is checked on the top object only), and with the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import altcosts, zones
from oldframe.rules.actions import Action, CastWith, PlayLand
from oldframe.rules.atoms.graveyard_permissions import controls_static
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.effects import executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Effect, SplitCardDef
from oldframe.rules.state import Decision, GameState, StackItem

#: "Play with the top card of your library revealed."
TOP_REVEALED: Final = "top_card_revealed"
#: "Players play with the top card of their libraries revealed."
EVERY_TOP_REVEALED: Final = "every_top_card_revealed"
#: "You may play lands and cast spells from the top of your library."
PLAY_FROM_TOP: Final = "play_from_library_top"
#: Temporal Aperture's marker on the library object revealed (``ContinuousEffect.power``: the player).
FREE_FROM_TOP: Final = "free_from_library_top"


@dataclass(frozen=True, slots=True)
class ShuffleRevealTopPlayFree(Effect):
    """"Shuffle your library, then reveal the top card. Until end of turn, for as long as that card remains
    on top of your library, play with the top card of your library revealed and you may play that card
    without paying its mana cost." """


@executes(ShuffleRevealTopPlayFree)
def _shuffle_reveal_top(state: GameState, item: StackItem, eff: ShuffleRevealTopPlayFree) -> Decision | None:
    me = item.controller
    zones.shuffle_library(state, me)  # CR 701.20a
    library = state.library(me)
    if library:
        top = library[-1]
        zones.emit(state, Revealed(me, top, state.objects[top].card.name))  # CR 701.16a
        altcosts.mark(state, top, FREE_FROM_TOP, me, until="end_of_turn")
        state.version += 1
    return None


def _free_for(state: GameState, player: int, oid: int) -> bool:
    e = altcosts.marked(state, oid, FREE_FROM_TOP) if state.effects else None
    return e is not None and e.power == player


def top_revealed(state: GameState, player: int) -> bool:
    """Whether ``player``'s top library card is revealed to every player now."""
    library = state.library(player)
    if not library:
        return False
    kinds = kinds_in_play(state)
    if EVERY_TOP_REVEALED in kinds:
        return True
    if TOP_REVEALED in kinds and controls_static(state, player, TOP_REVEALED):
        return True
    return _free_for(state, player, library[-1])


def priority_actions(state: GameState, player: int, land_ok: bool) -> list[Action]:
    """Playing the top card of one's library: with a "play from the top" permanent (its mana cost) or
    Temporal Aperture's card (no mana cost)."""
    library = state.library(player)
    if not library:
        return []
    top = library[-1]
    free = _free_for(state, player, top)
    if not free and not (PLAY_FROM_TOP in kinds_in_play(state) and controls_static(state, player, PLAY_FROM_TOP)):
        return []
    card = state.objects[top].card
    if not card.playable or isinstance(card, SplitCardDef):
        return []
    if card.is_land:
        return [PlayLand(top)] if land_ok else []
    how = "library_free" if free else "library"
    return [CastWith(top, how, 0)] if altcosts.can_cast_with(state, player, top, how, 0) else []
