"""What every deck format parses to before names are checked: one entry per deck line, and the
error that says which line is wrong and why."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.decks import DeckError

MAX_TEXT_LENGTH = 200_000  # characters of a pasted or uploaded deck
MAX_LINES = 2_000
MAX_COUNT = 100  # copies of one card on one line (a basic land can reach dozens; 100 is generous)
MAX_CARDS = 500  # main deck and sideboard together
MAX_NAME_LENGTH = 150
MAX_LINE_LENGTH = 300  # a card line: count, name, set and number; keeps every line pattern's work small


class DeckFormatError(DeckError):
    """A deck file that can't be read: ``problems`` lists ``(line, problem)``, line 0 meaning the
    whole file; ``line``/``problem`` are the first. ``str()`` names the source and every problem."""

    def __init__(self, source: str, problems: list[tuple[int, str]]) -> None:
        self.source = source
        self.problems = problems
        self.line, self.problem = problems[0]
        super().__init__("; ".join(f"{source} line {n}: {p}" if n else f"{source}: {p}" for n, p in problems))


@dataclass(frozen=True, slots=True)
class Entry:
    """``count`` copies of the card written ``name`` on ``line`` (1-based), in the sideboard or not."""

    line: int
    count: int
    name: str
    sideboard: bool


@dataclass
class Parsed:
    """A format parser's result: entries in file order, the deck's name if the file gives one, and the
    problems found (the parser goes on after a bad line so that every problem is reported at once)."""

    entries: list[Entry]
    name: str = ""
    problems: list[tuple[int, str]] | None = None

    def problem(self, line: int, text: str) -> None:
        if self.problems is None:
            self.problems = []
        self.problems.append((line, text))


def count_of(text: str, line: int, parsed: Parsed) -> int | None:
    """A card count from its digits, or None (with the problem recorded) when it is out of range."""
    if len(text) > 6 or int(text) > MAX_COUNT:
        parsed.problem(line, f"count {text} is too large (at most {MAX_COUNT} copies of a card on one line)")
        return None
    n = int(text)
    if n <= 0:
        parsed.problem(line, f"count must be at least 1, got {text}")
        return None
    return n
