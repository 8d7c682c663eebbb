"""Which real decks the engine plays: per deck, the main deck's and the sideboard's cards that are not
playable yet (with the text not understood) and the deck's legality in a format; over many decks, the
totals and the "most wanted" cards — the missing cards ranked by how many decks each would complete.

This is the measure of card coverage that matters to players (a deck is played whole or not at all),
so it is computed from the same :class:`~oldframe.cards.registry.CardRegistry` that ``Game`` uses to
refuse decks: what the report calls playable, a game accepts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from oldframe.cards.data import CardPool
from oldframe.cards.decks import Deck, DeckError, read_deck
from oldframe.cards.formats import check_deck, get_format
from oldframe.cards.registry import CardRegistry, UnknownCardError

__all__ = ["DeckReport", "Totals", "WantedCard", "check_decks", "deck_files", "most_wanted", "report_deck", "totals"]


@dataclass(frozen=True)
class DeckReport:
    """One deck file: what keeps its main deck or sideboard from playing fully, and its legality.

    ``missing_main`` / ``missing_side`` map each card that is not playable (or not in the pool) to why,
    with the card's own name where its text says ``CARDNAME``. ``legality`` is None when no format was
    asked for, else the format's problems (empty = legal)."""

    source: str
    name: str
    missing_main: dict[str, str]
    missing_side: dict[str, str]
    legality: tuple[str, ...] | None = None
    error: str = ""  # the file could not be read as a deck (then nothing else is known)

    @property
    def main_plays(self) -> bool:
        return not self.error and not self.missing_main

    @property
    def all_plays(self) -> bool:
        """The main deck and the sideboard both play fully."""
        return self.main_plays and not self.missing_side

    @property
    def missing(self) -> frozenset[str]:
        return frozenset(self.missing_main) | frozenset(self.missing_side)


@dataclass(frozen=True)
class WantedCard:
    """A missing card and what playing it would bring.

    ``completes_main``: decks whose main deck it is the only card missing from (it alone would make
    them play); ``completes_all`` the same for main deck plus sideboard; ``share`` counts every deck
    that needs it as ``1 / (cards that deck misses)`` — a card that is the only missing one counts
    fully, one of four counts a quarter; ``needed_by``: the plain count of decks with the card.

    Cards rank by ``share``: each deck not fully playable hands out one unit among the cards it
    misses, so a share is the number of decks the card makes playable when a deck's missing cards
    count equally, and the shares add up to the decks still missing something. Few real decks miss
    exactly one card, so ranking by ``completes_main`` alone would put a card one deck needs above one
    two hundred decks need; it breaks ties, then the plain count."""

    name: str
    reason: str
    completes_main: int
    completes_all: int
    share: float
    needed_by: int

    @property
    def rank_key(self) -> tuple[float, int, int, int, str]:
        return (-round(self.share, 9), -self.completes_main, -self.completes_all, -self.needed_by, self.name)


@dataclass(frozen=True)
class Totals:
    decks: int
    unreadable: int
    main_plays: int
    all_plays: int
    legal: int | None  # None when no format was asked for


def _why(reg: CardRegistry, name: str) -> str | None:
    """None if the card is playable, else why not (naming the card, never ``CARDNAME``)."""
    try:
        card = reg.get(name)
    except UnknownCardError as exc:
        return str(exc)
    if card.playable:
        return None
    return card.unplayable_reason.replace("CARDNAME", name) or "not playable"


def report_deck(deck: Deck, reg: CardRegistry, source: str = "", fmt: str | None = None,
                pool: CardPool | None = None) -> DeckReport:
    """The report of one parsed deck (``fmt``: a format code of :mod:`oldframe.cards.formats`)."""
    main: dict[str, str] = {}
    side: dict[str, str] = {}
    for names, out in ((deck.main, main), (deck.sideboard, side)):
        for name in sorted(set(names)):
            why = _why(reg, name)
            if why is not None:
                out[name] = why
    legality: tuple[str, ...] | None = None
    if fmt is not None:
        legality = tuple(check_deck(Counter(deck.main), Counter(deck.sideboard), fmt, pool or reg.pool))
    return DeckReport(source, deck.name, main, side, legality)


def deck_files(paths: Iterable[str | Path]) -> list[Path]:
    """Deck files named directly, and every ``*.txt`` under the folders named (sorted, so reports are
    the same on every machine); a path that doesn't exist is a :class:`DeckError`."""
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            out.extend(sorted(f for f in p.rglob("*.txt") if f.is_file()))
        elif p.is_file():
            out.append(p)
        else:
            raise DeckError(f"{p}: no such deck file or folder")
    return out


def check_decks(paths: Sequence[str | Path], reg: CardRegistry, fmt: str | None = None) -> list[DeckReport]:
    """A report per deck file under ``paths``; a file that isn't a deck list is reported with its error."""
    if fmt is not None:
        get_format(fmt)  # an unknown format fails before any deck is read
    reports = []
    for f in deck_files(paths):
        try:
            deck = read_deck(f)
        except DeckError as exc:
            reports.append(DeckReport(str(f), f.stem, {}, {}, None, error=str(exc)))
            continue
        reports.append(report_deck(deck, reg, str(f), fmt))
    return reports


def totals(reports: Sequence[DeckReport]) -> Totals:
    readable = [r for r in reports if not r.error]
    legal = None if not readable or readable[0].legality is None else sum(not r.legality for r in readable)
    return Totals(len(reports), len(reports) - len(readable), sum(r.main_plays for r in readable),
                  sum(r.all_plays for r in readable), legal)


@dataclass
class _Tally:
    reason: str = ""
    completes_main: int = 0
    completes_all: int = 0
    share: float = 0.0
    needed_by: int = 0
    decks: list[str] = field(default_factory=list)


def most_wanted(reports: Sequence[DeckReport]) -> list[WantedCard]:
    """Every missing card, the ones that would complete the most decks first (see :class:`WantedCard`)."""
    tally: dict[str, _Tally] = {}
    for r in reports:
        if r.error:
            continue
        missing = r.missing
        for name in missing:
            t = tally.setdefault(name, _Tally(r.missing_main.get(name) or r.missing_side[name]))
            t.needed_by += 1
            t.share += 1 / len(missing)
            if set(r.missing_main) == {name}:
                t.completes_main += 1
            if missing == {name}:
                t.completes_all += 1
    wanted = [WantedCard(n, t.reason, t.completes_main, t.completes_all, t.share, t.needed_by)
              for n, t in tally.items()]
    return sorted(wanted, key=lambda w: w.rank_key)
