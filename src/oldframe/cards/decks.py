"""Plain-text deck lists (``4 Lightning Bolt``; a ``Sideboard`` line or ``SB:`` prefix for the
sideboard) and deck validation against the card pool and the engine's playable cards."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

_LINE = re.compile(r"^(?:(SB:)\s*)?(\d+)x?\s+(.+?)\s*$", re.IGNORECASE)
#: Most cards a deck (main deck and sideboard together) may list: far above any real deck (a
#: 60-card minimum has no maximum, CR 100.2a, but 100,000,000 Forests only exhaust the memory).
MAX_DECK_CARDS = 1000


class DeckError(ValueError):
    """A deck list that is malformed or names cards the game can't use; says where and why."""


class UnplayableCardsWarning(UserWarning):
    """A game was started with ``allow_unplayable=True`` and its decks hold cards whose text is not all
    understood; the message names them."""


@dataclass(frozen=True)
class Deck:
    """A main deck and a sideboard, as card names (order is the list's order)."""

    main: tuple[str, ...]
    sideboard: tuple[str, ...] = field(default=())
    name: str = ""

    @staticmethod
    def of(cards: Deck | list[str] | tuple[str, ...]) -> Deck:
        return cards if isinstance(cards, Deck) else Deck(tuple(cards))

    def counts(self) -> Counter[str]:
        return Counter(self.main)


def parse_deck(text: str, source: str = "<deck>") -> Deck:
    """Parse a deck list; errors name the source and line number."""
    main: list[str] = []
    side: list[str] = []
    in_side = False
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("//") else ""
        if not line:
            continue
        if line.lower().rstrip(":") in ("sideboard", "sb"):
            in_side = True
            continue
        m = _LINE.match(line)
        if m is None:
            raise DeckError(f"{source}:{n}: expected 'COUNT CARD NAME' (e.g. '4 Lightning Bolt'), got {raw.strip()!r}")
        digits = m.group(2)
        count = int(digits) if len(digits) <= 6 else MAX_DECK_CARDS + 1
        if count <= 0:
            raise DeckError(f"{source}:{n}: count must be positive, got {count}")
        if len(main) + len(side) + count > MAX_DECK_CARDS:
            raise DeckError(f"{source}:{n}: count {digits[:12]} is too many: a deck may list at most "
                            f"{MAX_DECK_CARDS} cards")
        (side if (in_side or m.group(1)) else main).extend([m.group(3)] * count)
    if not main:
        raise DeckError(f"{source}: the deck has no main-deck cards")
    return Deck(tuple(main), tuple(side), name=Path(source).stem if source != "<deck>" else "")


def read_deck(path: str | Path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(f"{p}: cannot read deck file ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise DeckError(f"{p}: deck file is not UTF-8 text") from exc
    return parse_deck(text, str(p))
