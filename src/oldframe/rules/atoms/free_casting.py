"""Casting without paying the mana cost, any time an instant could be cast: "Any player may cast creature
spells with mana value 3 or less without paying their mana costs and as though they had flash." (Aluren;
2003 wording "Any player may play creature cards with converted mana cost 3 or less without paying their
mana cost any time he or she could play an instant.") (compiler/free_casting.py).

The permission is a way of casting (``altcosts`` mode "free_instant", an alternative cost of nothing, CR
118.9; 2003: 409.1f) offered for each card it covers beside the ordinary cast; its timing is an instant's
(CR 601.3, 702.8a; 2003: 409.1) only when cast this way. It comes from a permanent's static ability, so it
lasts while that permanent is on the battlefield (CR 611.3a; 2003: 418.3)."""

from __future__ import annotations

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.state import GameState, Obj

#: "Any player may cast creature spells with mana value N or less without paying their mana costs and as
#: though they had flash." (``power`` = N)
FREE_INSTANT_CREATURES = "free_instant_creatures"


def may_cast_free_instant(state: GameState, player: int, obj: Obj) -> bool:
    """``player`` may cast ``obj`` (a card in their hand) without paying its mana cost at instant speed."""
    card = obj.card
    if "Creature" not in card.types:
        return False
    value = card.mana_cost.converted  # (X is 0 off the stack, CR 202.3e)
    return any(value <= st.power for o in state.battlefield
               for st in _own_statics(state.objects[o], FREE_INSTANT_CREATURES))
