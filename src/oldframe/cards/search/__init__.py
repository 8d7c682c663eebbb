"""Scryfall-style card search: ``parse`` a query to a typed tree, run it with ``Catalog.search``."""

from __future__ import annotations

from .ast import Query
from .errors import QueryError
from .keys import KEYWORDS, SYNTAX
from .parser import parse
from .results import Hit, SearchResult, run_query

__all__ = [
    "KEYWORDS",
    "SYNTAX",
    "Hit",
    "Query",
    "QueryError",
    "SearchResult",
    "parse",
    "run_query",
    "with_order",
]


def with_order(query: str, order: str, direction: str) -> str:
    """``query`` with its ``order:``/``direction:`` terms replaced (for sortable column headers)."""
    from .lexer import Kind, tokenize

    try:
        tokens = tokenize(query)
    except QueryError:
        return query
    keep = query
    for tok in reversed(tokens):
        if tok.kind is Kind.TERM and tok.key in ("order", "direction", "dir"):
            keep = keep[: tok.start] + keep[tok.end :]
    base = keep.strip()
    suffix = f"order:{order}" + ("" if direction == "asc" else f" direction:{direction}")
    return f"{base} {suffix}".strip()
