"""Which printed template a card's 2003 wording follows.

The data shows two templates in 1999–2003 printings: the Onslaught block (ONS, LGN, SCG) wrote
"reveal it, and put it into your hand", "put it into play" and "Add {1}", where sixth-Edition-era sets
wrote "reveal that card", "put that card" and "Add one colorless mana". A card takes the template of its
newest pre-Eighth-Edition printing (printing data only, never the era text itself).
"""

from __future__ import annotations

from ..data import CardRecord

ONSLAUGHT = "onslaught"
CLASSIC = "classic"
ONSLAUGHT_SETS = frozenset({"ONS", "LGN", "SCG"})


def template_of(card: CardRecord) -> str:
    """``"onslaught"`` when the card was printed in the Onslaught block, else ``"classic"``."""
    return ONSLAUGHT if ONSLAUGHT_SETS.intersection(card.sets) else CLASSIC
