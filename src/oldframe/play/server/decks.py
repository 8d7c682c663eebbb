"""Decks brought to a table: read a pasted or uploaded list, check it for the engine and the format.

:func:`read_deck_text` reads every format :mod:`oldframe.cards.deckformats` knows (plain text, MTGO
.txt and .dek, Arena, Cockatrice .cod, Forge/XMage .dck; names matched case- and accent-insensitively,
a misspelling answered with a suggestion) as far as it goes, and hands back the deck with the
problems found reading it; :func:`deck_problems` adds the engine's and the format's, so a refused
deck is told every reason at once, each naming the card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Set
from importlib import resources

from oldframe.cards.deckformats import read_deck_file_text
from oldframe.cards.decks import Deck, DeckError, parse_deck
from oldframe.cards.formats import FORMATS, check_deck
from oldframe.cards.magical_war_errata import card_lookup
from oldframe.cards.registry import UnknownCardError, default_registry

MAX_DECK_BYTES = 64 * 1024
MAX_DECK_CARDS = 250
CASUAL = "casual"  # no format: any cards the engine can play
BUILTIN_DECKS = {"red_green": "Red-green beatdown", "blue_black_white": "Blue-black-white control"}


def read_deck_text(text: str, filename: str | None = None) -> tuple[Deck, list[str]]:
    """The deck in ``text`` (any supported format, found by ``filename``'s extension or by sniffing)
    and every problem reading it ("line 3: unknown card 'Llanowar Elfs'; did you mean 'Llanowar
    Elves'?"). An unknown card stays in the deck under the name written, so the format's size rules
    count it; :func:`deck_problems` does not report it again. A list too large to read at all raises
    :class:`DeckError`."""
    if len(text.encode("utf-8")) > MAX_DECK_BYTES:
        raise DeckError(f"deck list is larger than {MAX_DECK_BYTES // 1024} KiB")
    reading = read_deck_file_text(text, filename)
    deck = reading.deck
    problems = [f"line {n}: {p}" if n else p for n, p in reading.problems]
    if len(deck.main) + len(deck.sideboard) > MAX_DECK_CARDS:
        raise DeckError(f"deck has {len(deck.main) + len(deck.sideboard)} cards; at most {MAX_DECK_CARDS}")
    return deck, problems


def builtin_deck(key: str) -> Deck:
    if key not in BUILTIN_DECKS:
        raise DeckError(f"unknown built-in deck {key!r}; choose one of {', '.join(BUILTIN_DECKS)}")
    text = resources.files("oldframe.play").joinpath("decks", key + ".txt").read_text(encoding="utf-8")
    return parse_deck(text, key)


def deck_problems(deck: Deck, fmt: str, reported: Set[str] = frozenset(), variant: str | None = None) -> list[str]:
    """Why the deck can't be played at a table of format ``fmt`` (empty when it can): cards the engine
    does not know or can't play yet, and every rule of the format it breaks. ``reported``: unknown
    names the reading already reported (with their line and a suggestion). ``variant``: the table's
    variant, whose errata make some cards playable (Magical War's ante cards, MW 5.1 and 6.8)."""
    registry = default_registry()
    lookup = card_lookup(registry, variant)
    problems: list[str] = []
    for name in sorted(set(deck.main) | set(deck.sideboard)):
        if name in reported:
            continue
        try:
            card = lookup(name)
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
