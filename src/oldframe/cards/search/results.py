"""Run a query against a catalog: evaluate, pick one printing per card (or every printing), order."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

from .ast import Query
from .evaluator import CARD, evaluate
from .index import SearchIndex, members
from .parser import parse

if TYPE_CHECKING:
    from ..catalog import Catalog, CatalogCard, CatalogPrinting


@dataclass(frozen=True, slots=True)
class Hit:
    """One result row: the card and the printing shown for it (the first matching one)."""

    card: CatalogCard
    printing: CatalogPrinting


class SearchResult(Sequence[Hit]):
    """Ordered results; rows are built lazily so paging a 6,000-row result costs only the page."""

    def __init__(self, query: Query, index: SearchIndex, rows: list[tuple[int, int]]) -> None:
        self.query = query
        self._index = index
        self.rows = rows

    def __len__(self) -> int:
        return len(self.rows)

    def _hit(self, row: tuple[int, int]) -> Hit:
        return Hit(self._index.cards[row[0]], self._index.printings[row[1]])

    @overload
    def __getitem__(self, i: int) -> Hit: ...
    @overload
    def __getitem__(self, i: slice) -> list[Hit]: ...
    def __getitem__(self, i: int | slice) -> Hit | list[Hit]:
        if isinstance(i, slice):
            return [self._hit(r) for r in self.rows[i]]
        return self._hit(self.rows[i])

    def __iter__(self) -> Iterator[Hit]:
        return (self._hit(r) for r in self.rows)

    def cards(self) -> list[CatalogCard]:
        """Distinct cards in result order."""
        seen: dict[int, None] = dict.fromkeys(r[0] for r in self.rows)
        return [self._index.cards[c] for c in seen]

    def printings(self) -> list[CatalogPrinting]:
        return [self._index.printings[r[1]] for r in self.rows]

    @property
    def unique(self) -> str:
        return self.query.unique


def run_query(catalog: Catalog, query: str | Query) -> SearchResult:
    """Parse (if needed), evaluate and order; raises QueryError for malformed queries."""
    q = parse(query) if isinstance(query, str) else query
    ix = catalog.index
    level, mask = evaluate(ix, q.root, q.text)
    if q.unique == "prints":
        prints = members(ix.expand(mask) if level == CARD else mask, ix.n_prints)
        rows = [(ix.print_card[p], p) for p in prints]
    elif level == CARD:
        rows = [(c, ix.first_print[c]) for c in members(mask, ix.n_cards)]
    else:
        first: dict[int, int] = {}
        for p in members(mask, ix.n_prints):
            first.setdefault(ix.print_card[p], p)
        rows = list(first.items())
    return SearchResult(q, ix, order_rows(ix, rows, q.order, q.direction))


def _sort_key(ix: SearchIndex, order: str) -> Callable[[tuple[int, int]], Any]:
    numbers = ix.numbers
    keys: dict[str, Callable[[tuple[int, int]], Any]] = {
        "cmc": lambda r: numbers["cmc"][r[0]],
        "power": lambda r: numbers["pow"][r[0]],
        "toughness": lambda r: numbers["tou"][r[0]],
        "color": lambda r: ix.color_rank[r[0]],
        "rarity": lambda r: ix.p_rarity[r[1]],
        "set": lambda r: (ix.p_set[r[1]], ix.p_number_int[r[1]] or 0.0, ix.p_number[r[1]]),
        "released": lambda r: (ix.p_released[r[1]], ix.p_set[r[1]], ix.p_number_int[r[1]] or 0.0),
    }
    return keys[order]


def order_rows(
    ix: SearchIndex, rows: list[tuple[int, int]], order: str, direction: str
) -> list[tuple[int, int]]:
    """Sort by ``order``; ties stay in name order (then printing date), and missing values go last."""
    rows.sort()  # card index = name order; printing index = oldest first within a card
    desc = direction == "desc"
    if order == "name":
        return sorted(rows, key=lambda r: r[0], reverse=True) if desc else rows
    key = _sort_key(ix, order)
    present = [r for r in rows if key(r) is not None]
    missing = [r for r in rows if key(r) is None]
    return sorted(present, key=key, reverse=desc) + missing
