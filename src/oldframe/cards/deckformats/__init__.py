"""Deck lists in the formats people bring: plain text, MTGO ``.txt`` and ``.dek``, MTG Arena exports,
Cockatrice ``.cod``, Forge and XMage ``.dck``.

:func:`import_deck` finds the format (by file extension, else by sniffing the text), reads the
entries, matches every name to the card pool's Oracle name (case- and accent-insensitively, split
cards with any slash) and returns a :class:`~oldframe.cards.decks.Deck`. Anything wrong — a bad
line, an unknown card (with a "did you mean"), a count out of range, a file too large — raises one
:class:`DeckFormatError` that lists every problem with its line number.

    >>> deck = import_deck("4 lim-dul's vault\\n\\n1 fire/ice\\n")
    >>> deck.main, deck.sideboard
    (("Lim-Dûl's Vault", "Lim-Dûl's Vault", "Lim-Dûl's Vault", "Lim-Dûl's Vault"), ('Fire // Ice',))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from oldframe.cards.data import CardPool
from oldframe.cards.decks import Deck

from .entries import MAX_CARDS, MAX_LINES, MAX_TEXT_LENGTH, DeckFormatError, Parsed
from .names import NameIndex, name_index, name_key
from .text import parse_forge, parse_text, parse_xmage
from .xmlformats import parse_cod, parse_dek

__all__ = [
    "FORMATS",
    "MAX_CARDS",
    "MAX_LINES",
    "MAX_TEXT_LENGTH",
    "DeckFormatError",
    "DeckReading",
    "NameIndex",
    "decode_upload",
    "detect_format",
    "format_problems",
    "import_deck",
    "name_key",
    "read_deck_file_text",
]

FORMATS: dict[str, Callable[[str], Parsed]] = {
    "text": parse_text,  # plain text, MTGO .txt and Arena exports
    "dek": parse_dek,
    "cod": parse_cod,
    "forge": parse_forge,
    "xmage": parse_xmage,
}
MAX_SUGGESTIONS = 5
_XMAGE_LINE = re.compile(r"^[ \t]*(SB:[ \t]*)?\d+[ \t]+\[[^\]\n]*\]", re.MULTILINE)
_FORGE_SECTION = re.compile(r"^[ \t]*\[(metadata|main|sideboard)\][ \t]*$", re.MULTILINE | re.IGNORECASE)


def detect_format(text: str, filename: str | None = None) -> str:
    """The key in :data:`FORMATS` for ``text``: ``.dek`` and ``.cod`` by extension or root element;
    ``.dck`` is Forge's when it has ``[Main]``-style sections, else XMage's; everything else is text."""
    ext = PurePath(filename).suffix.lower() if filename else ""
    head = text.lstrip("\ufeff \t\r\n")[:4000]
    if ext == ".cod" or (head.startswith("<") and "<cockatrice_deck" in head):
        return "cod"
    if ext == ".dek" or head.startswith("<"):
        return "dek"
    if _FORGE_SECTION.search(head):
        return "forge"
    if ext == ".dck" or _XMAGE_LINE.search(head) or re.match(r"NAME:", head):
        return "xmage"
    return "text"


def decode_upload(data: bytes, source: str = "<deck>") -> str:
    """The text of an uploaded deck file: UTF-8 (with or without a byte-order mark), else Windows-1252
    (older MTGO and Forge files); too large a file is refused before decoding."""
    if len(data) > 4 * MAX_TEXT_LENGTH:
        raise DeckFormatError(source, [(0, f"file too large ({len(data)} bytes; a deck file is at most "
                                           f"{MAX_TEXT_LENGTH} characters)")])
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _default_pool() -> CardPool:
    from oldframe.cards.registry import default_registry

    return default_registry().pool


@dataclass(frozen=True)
class DeckReading:
    """A deck file read as far as it goes (:func:`read_deck_file_text`): the deck of every entry that
    parsed, an unknown name kept as written (so the counts stay true for a format's size rules),
    the names not in the pool, and every problem as ``(line, problem)``, line 0 for the whole file."""

    deck: Deck
    unknown: frozenset[str]
    problems: list[tuple[int, str]]


def read_deck_file_text(text: str, filename: str | None = None, *, pool: CardPool | None = None) -> DeckReading:
    """Read a deck in any supported format without stopping at the first problem, so a caller can
    report every reason a deck is refused at once (the lobby adds the format's and the engine's);
    names become the pool's Oracle names. A file too long to read at all has only that problem."""
    empty = Deck((), (), name="")
    if len(text) > MAX_TEXT_LENGTH:
        return DeckReading(empty, frozenset(), [(0, f"deck text too long ({len(text)} characters; "
                                                    f"at most {MAX_TEXT_LENGTH})")])
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # line numbers count "\n" only, as editors do
    lines = text.count("\n") + 1
    if lines > MAX_LINES:
        return DeckReading(empty, frozenset(), [(0, f"deck has {lines} lines; at most {MAX_LINES}")])
    if "\x00" in text:
        return DeckReading(empty, frozenset(), [(text[: text.index("\x00")].count("\n") + 1,
                                                 "binary data (a NUL character)")])
    fmt = detect_format(text, filename)
    parsed = FORMATS[fmt](text)
    problems = list(parsed.problems or [])
    index = name_index(pool or _default_pool())
    main: list[str] = []
    side: list[str] = []
    unknown: set[str] = set()
    total = 0
    for e in parsed.entries:
        name = index.find(e.name)
        if name is None:
            unknown.add(e.name)  # a suggestion costs a pass over the pool: only the first few get one
            problems.append((e.line, index.unknown_message(e.name, suggest=len(unknown) <= MAX_SUGGESTIONS)))
            name = e.name
        total += e.count
        if total > MAX_CARDS:
            problems.append((e.line, f"more than {MAX_CARDS} cards in main deck and sideboard together"))
            break
        (side if e.sideboard else main).extend([name] * e.count)
    if not main and not problems:
        problems.append((0, "the deck has no main-deck cards"))
    problems.sort(key=lambda p: p[0])
    name = parsed.name or (PurePath(filename).stem if filename else "")
    return DeckReading(Deck(tuple(main), tuple(side), name=name), frozenset(unknown), problems)


def import_deck(text: str, filename: str | None = None, *, pool: CardPool | None = None) -> Deck:
    """Read a deck in any supported format; names become the pool's Oracle names. Raises
    :class:`DeckFormatError` naming every bad line (``filename`` or ``<deck>`` as the source)."""
    reading = read_deck_file_text(text, filename, pool=pool)
    if reading.problems:
        raise DeckFormatError(filename or "<deck>", reading.problems)
    return reading.deck


def format_problems(deck: Deck, fmt: str, pool: CardPool | None = None) -> list[str]:
    """Why ``deck`` is not legal in the Old Frame format ``fmt`` (empty when it is), from
    :func:`oldframe.cards.formats.check_deck`."""
    from collections import Counter

    from oldframe.cards.formats import check_deck

    return check_deck(Counter(deck.main), Counter(deck.sideboard), fmt, pool or _default_pool())
