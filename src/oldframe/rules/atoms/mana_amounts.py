"""Mana in amounts counted as it is added: "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's
Tower, add {C}{C} instead." (the Urza lands) and "Add {B} for each creature card in your graveyard." (Songs
of the Damned; cards counted as the spell resolves, CR 608.2h).

The amount is a count (``effects.COUNTS``) read as the mana ability resolves (CR 605.3b) and by the
payment solver: the larger amount if a land of each named type is on the battlefield under the ability's
controller (the types as they are now, CR 305.6; 2003: 212.6), else one.
"""

from __future__ import annotations

from oldframe.rules.characteristics import creature_types, is_type
from oldframe.rules.state import GameState, StackItem

#: The ``Count.what`` prefix: "if_control_both:<n>|<land type>|<land type>".
IF_CONTROL_BOTH = "if_control_both"


def _normal(word: str) -> str:
    return word.replace("’", "'")


def _controls(state: GameState, player: int, name: str) -> bool:
    """A land of the type ``name`` ("Urza's Tower": every word of it among the land's subtypes)."""
    words = {_normal(w) for w in name.split(" ")}
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller == player and is_type(state, obj, "land") \
                and words <= {_normal(t) for t in creature_types(state, obj)}:
            return True
    return False


def count_if_control_both(state: GameState, item: StackItem, rest: str) -> int:
    n, first, second = rest.split("|")
    return int(n) if _controls(state, item.controller, first) and _controls(state, item.controller, second) else 1


#: The ``Count.what`` prefix: "gy_cards:<card type>" — cards of that type in the controller's graveyard.
GY_CARDS = "gy_cards"


def count_graveyard_cards(state: GameState, item: StackItem, card_type: str) -> int:
    return sum(1 for o in state.players[item.controller].graveyard if card_type in state.objects[o].card.types)
