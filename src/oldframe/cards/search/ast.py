"""Typed syntax tree of a search query. Leaves keep their character span for evaluation errors."""

from __future__ import annotations

from dataclasses import dataclass

from regex import Pattern


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int

    @property
    def length(self) -> int:
        return max(1, self.end - self.start)


@dataclass(frozen=True, slots=True)
class TextMatch:
    """Substring (case- and accent-insensitive) or regex match against one text field."""

    field: str  # name | oracle | modern | type | mtype | printed | ptype | flavor | artist
    text: str  # folded needle; unused when ``regex`` is set
    regex: Pattern[str] | None  # compiled by ``limits.compile_bounded``; match through a ``Budget``
    span: Span


@dataclass(frozen=True, slots=True)
class ExactName:
    """``!name``: the whole card name (or one split-card half), case- and accent-insensitive."""

    name: str
    span: Span


@dataclass(frozen=True, slots=True)
class Compare:
    """Numeric comparison of a field with a number or with another numeric field (``pow>tou``)."""

    field: str  # cmc | pow | tou | pt | year | cn
    op: str  # = != < <= > >=
    number: float | None
    other: str | None
    span: Span


@dataclass(frozen=True, slots=True)
class ColorMatch:
    """Colors or color identity against a color set (``c:rg``), multicolor (``c:m``) or a count."""

    field: str  # colors | identity
    op: str  # = != < <= > >=  (':' is already resolved to >= for colors, <= for identity)
    colors: frozenset[str]
    multicolor: bool = False
    count: int | None = None
    span: Span = Span(0, 0)


@dataclass(frozen=True, slots=True)
class ManaMatch:
    """Mana cost as a multiset of symbols; ``m:`` means "contains at least these symbols"."""

    op: str  # = != < <= > >=
    symbols: tuple[tuple[str, int], ...]  # sorted (symbol, count); generic mana is ("#", n)
    span: Span


@dataclass(frozen=True, slots=True)
class Lookup:
    """A keyed value looked up in a table: set, block, rarity, format, is:, frame, border, date, cn."""

    field: str
    op: str
    value: str  # lower-cased
    span: Span


Leaf = TextMatch | ExactName | Compare | ColorMatch | ManaMatch | Lookup


@dataclass(frozen=True, slots=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Or:
    children: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Not:
    child: Node


@dataclass(frozen=True, slots=True)
class MatchAll:
    """The empty query: every card."""


Node = And | Or | Not | MatchAll | Leaf


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed query: the filter tree plus the ``order:``/``direction:``/``unique:`` directives."""

    text: str
    root: Node
    order: str = "name"
    direction: str = "asc"
    unique: str = "cards"
