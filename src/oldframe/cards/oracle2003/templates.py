"""Which printed template a card's 2003 wording follows.

The data shows two templates in 1999–2003 printings: the Onslaught block (ONS, LGN, SCG) wrote
"reveal it, and put it into your hand", "put it into play" and "Add {1}", where sixth-Edition-era sets
wrote "reveal that card", "put that card" and "Add one colorless mana". A card takes the template of its
newest pre-Eighth-Edition printing (printing data only, never the era text itself).

Finer differences follow the set of that newest 1999–2003 printing (:func:`era_set`): Sixth Edition and
Urza's Destiny still wrote "one of your opponents" and "Enchanted creature gains flying", Mercadian Masques
"Add one green mana", and so on. Rules name those sets in their ``template`` (a frozenset of set codes).
"""

from __future__ import annotations

from ..data import CardRecord

ONSLAUGHT = "onslaught"
CLASSIC = "classic"
ONSLAUGHT_SETS = frozenset({"ONS", "LGN", "SCG"})

#: Sets printed with Sixth-Edition-era templating, in release order (8ED is not in the card pool).
ERA_SETS: tuple[str, ...] = (
    "6ED", "S99", "UDS", "MMQ", "BRB", "NEM", "S00", "PCY", "BTD", "INV", "PLS", "7ED", "APC", "ODY", "DKM",
    "TOR", "JUD", "ONS", "LGN", "SCG",
)  # fmt: skip

#: Set groups sharing a templating quirk (see the rules that use them).
SIXTH = frozenset({"6ED", "S99", "UDS"})  # 1999 templates: "one of your opponents", "gains flying"
URZA = frozenset({"UDS", "BRB", "BTD"})  # Urza's block cards: cycling printed first, echo without cost
MASQUES = frozenset({"UDS", "MMQ"})  # "Add one green mana", "Add two green mana"


def template_of(card: CardRecord) -> str:
    """``"onslaught"`` when the card was printed in the Onslaught block, else ``"classic"``."""
    return ONSLAUGHT if ONSLAUGHT_SETS.intersection(card.sets) else CLASSIC


def era_set(card: CardRecord) -> str | None:
    """The newest 1999–2003 era set the card was printed in (from its printings list), if any."""
    latest = [s for s in card.sets if s in ERA_SETS]
    return max(latest, key=ERA_SETS.index) if latest else None


def template_tags(card: CardRecord) -> frozenset[str]:
    """The card's template name plus its newest era set code: what rules are selected by."""
    era = era_set(card)
    return frozenset({template_of(card), *([era] if era else [])})
