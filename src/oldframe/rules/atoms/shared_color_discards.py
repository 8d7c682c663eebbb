"""An alternative cost every spell has while a permanent says so: "Rather than pay the mana cost for a spell,
its controller may discard a card that shares a color with that spell." (Dream Halls; CR 118.9, 2003
glossary "Alternative Cost": the spell is cast without paying its mana cost, the discard paid instead, as a
cost, while it is cast — CR 601.2h).

Any player may use it for any spell with a color while the permanent is on the battlefield (it names no
controller). It is one more way to cast a card, ``CastWith(oid, "shared_color_discard", 0)``
(``rules.altcosts``): no mana, then the discard of a card in hand other than the spell that shares one of
its colors (CR 105.4: colorless shares no color). Additional costs (kicker, buyback) aren't combined with it
here. The compiler side is ``cards/compiler/shared_color_discards.py``."""

from __future__ import annotations

from oldframe.rules.characteristics import STATIC_KINDS, kinds_in_play
from oldframe.rules.state import GameState

#: ``StaticAbility.kind`` of the Dream Halls line.
SHARED_COLOR_DISCARD = "alt_cost_shared_color_discard"
STATIC_KINDS.add(SHARED_COLOR_DISCARD)
#: The way of casting (``CastWith.name``) and the cost choice (``COST_CHOICE`` "what").
HOW = "shared_color_discard"


def offered(state: GameState) -> bool:
    """A face-up permanent with the static ability is on the battlefield (cached: a hot path)."""
    return SHARED_COLOR_DISCARD in kinds_in_play(state)


def discard_options(state: GameState, player: int, colors: frozenset[str] | list[str], spell: int) -> list[int]:
    """The cards in ``player``'s hand other than ``spell`` that share a color with it (CR 105.4)."""
    return [h for h in state.players[player].hand
            if h != spell and any(c in state.objects[h].card.colors for c in colors)]
