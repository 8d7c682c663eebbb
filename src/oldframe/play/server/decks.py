"""Decks brought to a table: read a pasted or uploaded list, check it for the engine and the format.

:func:`read_deck_text` is the one entry point for deck text (today the plain list of
``oldframe.cards.decks``; the deck-import formats replace it at merge). :func:`deck_problems` says
every reason a deck is refused, each naming the card.
"""

from __future__ import annotations

from collections import Counter
from importlib import resources

from oldframe.cards.decks import Deck, DeckError, parse_deck
from oldframe.cards.formats import FORMATS, check_deck
from oldframe.cards.registry import UnknownCardError, default_registry

MAX_DECK_BYTES = 64 * 1024
MAX_DECK_CARDS = 250
CASUAL = "casual"  # no format: any cards the engine can play
BUILTIN_DECKS = {"red_green": "Red-green beatdown", "blue_black_white": "Blue-black-white control"}


def read_deck_text(text: str, filename: str | None = None) -> Deck:
    """Parse a deck list; :class:`DeckError` with the line number on a bad line."""
    if len(text.encode("utf-8")) > MAX_DECK_BYTES:
        raise DeckError(f"deck list is larger than {MAX_DECK_BYTES // 1024} KiB")
    deck = parse_deck(text, filename or "<deck>")
    if len(deck.main) + len(deck.sideboard) > MAX_DECK_CARDS:
        raise DeckError(f"deck has {len(deck.main) + len(deck.sideboard)} cards; at most {MAX_DECK_CARDS}")
    return deck


def builtin_deck(key: str) -> Deck:
    if key not in BUILTIN_DECKS:
        raise DeckError(f"unknown built-in deck {key!r}; choose one of {', '.join(BUILTIN_DECKS)}")
    text = resources.files("oldframe.play").joinpath("decks", key + ".txt").read_text(encoding="utf-8")
    return parse_deck(text, key)


def deck_problems(deck: Deck, fmt: str) -> list[str]:
    """Why the deck can't be played at a table of format ``fmt`` (empty when it can)."""
    registry = default_registry()
    problems: list[str] = []
    for name in sorted(set(deck.main) | set(deck.sideboard)):
        try:
            card = registry.get(name)
        except UnknownCardError as exc:
            problems.append(str(exc))
            continue
        if not card.playable:
            problems.append(f"{name}: not playable in this engine yet ({card.unplayable_reason})")
    if fmt != CASUAL:
        if fmt not in FORMATS:
            return [f"unknown format {fmt!r}"]
        problems.extend(p for p in check_deck(Counter(deck.main), Counter(deck.sideboard), fmt, registry.pool)
                        if "no such card" not in p)
    return problems


def format_choices() -> list[tuple[str, str]]:
    return [(CASUAL, "Casual (any playable cards)"), *((c, f.name) for c, f in FORMATS.items())]
