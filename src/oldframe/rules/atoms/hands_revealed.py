""""Players play with their hands revealed." (Revelation, Wandering Eye) and "Your opponents play with their
hands revealed." (Telepathy): while the permanent is in play, the hands named are public — every
player sees their cards (CR 400.2; 2003: 217.1), in the views (``rules.view``) and for a player's search of
possible worlds (``rules.determinize``), through ``extensions.HAND_REVEALED``. The cards stay in the hand:
nothing else changes (a revealed card is still in a hidden zone for every rule but who may look)."""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.state import GameState

#: "Players play with their hands revealed."
EVERY_HAND_REVEALED = "every_hand_revealed"
#: "Your opponents play with their hands revealed." (the hands of the source's controller's opponents)
OPPONENT_HANDS_REVEALED = "opponent_hands_revealed"


def hand_revealed(state: GameState, player: int) -> bool:
    """Whether ``player``'s hand is revealed to every player now."""
    kinds = kinds_in_play(state)
    if EVERY_HAND_REVEALED in kinds:
        return True
    if OPPONENT_HANDS_REVEALED not in kinds:
        return False
    return any(state.objects[o].controller != player and _own_statics(state.objects[o], OPPONENT_HANDS_REVEALED)
               for o in state.battlefield)
