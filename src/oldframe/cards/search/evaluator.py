"""Evaluate a query tree to a mask of cards or of printings.

Leaves about the card (name, text, colors, …) yield card masks; leaves about one printing (set,
rarity, artist, flavor, …) yield printing masks. ``and``/``or`` stay at card level until a printing
leaf is involved, then widen the card side with :meth:`SearchIndex.expand`, so ``s:lea a:foglio`` means
one printing that is both in Alpha and by that artist.
"""

from __future__ import annotations

import operator
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from . import limits
from .ast import (
    And,
    ColorMatch,
    Compare,
    ExactName,
    Leaf,
    Lookup,
    ManaMatch,
    MatchAll,
    Node,
    Not,
    Or,
    Span,
    TextMatch,
)
from .errors import QueryError
from .index import CARD_TEXT_FIELDS, SearchIndex
from .keys import RARITIES, RARITY_ALIASES
from .limits import Budget, RegexTooSlow
from .values import fold, multiset_compare

CARD, PRINT = 0, 1
OPS: dict[str, Callable[[Any, Any], bool]] = {
    ":": operator.eq,
    "=": operator.eq,
    "!=": operator.ne,
    ">": operator.gt,
    ">=": operator.ge,
    "<": operator.lt,
    "<=": operator.le,
}
_PRINT_LOOKUPS = frozenset({"set", "block", "rarity", "frame", "border", "date", "cn"})
_ZERO = Span(0, 0)
_LEGAL_STATUSES = {"format": ("legal", "restricted"), "banned": ("banned",), "restricted": ("restricted",)}
_CACHE_LIMIT = 2048


def evaluate(index: SearchIndex, root: Node, text: str) -> tuple[int, int]:
    """``(level, mask)`` for ``root``; level is CARD or PRINT. Unknown set/format/block → QueryError."""
    return _Evaluator(index, text).eval(root)


class _Evaluator:
    def __init__(self, index: SearchIndex, text: str) -> None:
        self.ix = index
        self.text = text
        self.budget = Budget.start()  # one regex time budget for the whole query

    def error(self, message: str, span: Span) -> QueryError:
        return QueryError(message, self.text, span.start, span.length)

    def eval(self, node: Node) -> tuple[int, int]:
        ix = self.ix
        if isinstance(node, MatchAll):
            return CARD, ix.all_cards
        if isinstance(node, Not):
            level, mask = self.eval(node.child)
            return level, (ix.all_cards if level == CARD else ix.all_prints) ^ mask
        if isinstance(node, And | Or):
            return self.combine(node)
        return self.leaf(node)

    def combine(self, node: And | Or) -> tuple[int, int]:
        ix = self.ix
        is_and = isinstance(node, And)
        cards = ix.all_cards if is_and else 0
        prints: int | None = None
        for child in node.children:
            level, mask = self.eval(child)
            if level == CARD:
                cards = cards & mask if is_and else cards | mask
            elif prints is None:
                prints = mask
            else:
                prints = prints & mask if is_and else prints | mask
        if prints is None:
            return CARD, cards
        if is_and:
            return PRINT, prints if cards == ix.all_cards else ix.expand(cards) & prints
        return PRINT, prints if cards == 0 else ix.expand(cards) | prints

    # -- leaves --------------------------------------------------------------------------------
    def leaf(self, leaf: Leaf) -> tuple[int, int]:
        key = (type(leaf).__name__, replace(leaf, span=_ZERO))
        cache = self.ix.leaf_cache
        hit = cache.get(key)
        if hit is not None:
            return hit
        result = self.compute(leaf)
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        cache[key] = result
        return result

    def compute(self, leaf: Leaf) -> tuple[int, int]:
        ix = self.ix
        if isinstance(leaf, TextMatch):
            level = CARD if leaf.field in CARD_TEXT_FIELDS else PRINT
            try:
                return level, ix.scan(leaf.field, leaf.text, leaf.regex, self.budget)
            except RegexTooSlow:
                raise self.error(
                    f"regular expression took too long (a query's regular expressions may run "
                    f"{limits.REGEX_BUDGET_SECONDS:g} s in all); make it more specific", leaf.span) from None
        if isinstance(leaf, ExactName):
            out = bytearray(ix.n_cards)
            for i in ix.exact.get(leaf.name, ()):
                out[i] = 1
            return CARD, int.from_bytes(out, "little")
        if isinstance(leaf, Compare):
            return self.compare(leaf)
        if isinstance(leaf, ColorMatch):
            op = OPS[leaf.op]
            if leaf.multicolor:
                return CARD, ix.select(leaf.field, lambda s: len(s) >= 2)
            if leaf.count is not None:
                count = leaf.count
                return CARD, ix.select(leaf.field, lambda s: op(len(s), count))
            want = leaf.colors
            return CARD, ix.select(leaf.field, lambda s: op(s, want))
        if isinstance(leaf, ManaMatch):
            query = Counter(dict(leaf.symbols))
            return CARD, ix.select("mana", lambda sym: multiset_compare(Counter(dict(sym)), leaf.op, query))
        return self.lookup(leaf)

    def compare(self, leaf: Compare) -> tuple[int, int]:
        op = OPS[leaf.op]
        ix = self.ix
        if leaf.field in ("year", "cn"):
            number = leaf.number
            column = "year" if leaf.field == "year" else "cn_int"
            return PRINT, ix.select(column, lambda x: x is not None and op(x, number))
        if leaf.other is not None:
            return CARD, ix.select(
                f"pair:{leaf.field}:{leaf.other}",
                lambda ab: ab[0] is not None and ab[1] is not None and op(ab[0], ab[1]),
            )
        number = leaf.number
        return CARD, ix.select(leaf.field, lambda x: x is not None and op(x, number))

    def lookup(self, leaf: Lookup) -> tuple[int, int]:
        ix, field, value = self.ix, leaf.field, leaf.value
        level = PRINT if field in _PRINT_LOOKUPS else CARD
        if field == "set":
            return level, ix.groups("set").get(self.set_code(leaf, value), 0)
        if field == "in":
            rarity = RARITY_ALIASES.get(value, value)
            if rarity in RARITIES:
                return level, ix.reduce(ix.groups("rarity").get(RARITIES.index(rarity), 0))
            return level, ix.reduce(ix.groups("set").get(self.set_code(leaf, value), 0))
        if field == "block":
            sets = ix.groups("set")
            mask = 0
            for code in self.block_sets(leaf):
                mask |= sets.get(code, 0)
            return level, mask
        if field == "rarity":
            rank, op = RARITIES.index(value), OPS[leaf.op]
            return level, ix.select("rarity", lambda r: r < len(RARITIES) and op(r, rank))
        if field in ("frame", "border", "cn"):
            return level, ix.groups(field).get(value, 0)
        if field == "date":
            return level, self.date(leaf)
        if field == "is":
            return level, ix.flags[value]
        code = self.format_code(leaf)
        wanted = _LEGAL_STATUSES[field]
        return level, ix.select("format", lambda items: dict(items).get(code) in wanted)

    def set_code(self, leaf: Lookup, value: str) -> str:
        if value.upper() not in self.ix.catalog.sets:
            raise self.error(f"unknown set code '{value}'", leaf.span)
        return value

    def block_sets(self, leaf: Lookup) -> list[str]:
        sets = self.ix.catalog.sets
        blocks: dict[str, list[str]] = {}
        for code, info in sets.items():
            if info.block:
                blocks.setdefault(fold(info.block), []).append(code.lower())
        value = leaf.value
        if value in blocks:
            return blocks[value]
        if value.upper() in sets:
            block = sets[value.upper()].block
            if not block:
                raise self.error(f"set '{value}' is not part of a block", leaf.span)
            return blocks[fold(block)]
        prefixed = [b for b in blocks if b.startswith(value)]
        if len(prefixed) == 1:
            return blocks[prefixed[0]]
        raise self.error(f"unknown block '{value}' (known: {', '.join(sorted(blocks))})", leaf.span)

    def date(self, leaf: Lookup) -> int:
        value = leaf.value
        if not re.fullmatch(r"\d{4}(-\d{2}(-\d{2})?)?", value):
            info = self.ix.catalog.sets.get(value.upper())
            if info is None:
                raise self.error(f"unknown set code '{value}' in date", leaf.span)
            value = info.released
        n, op = len(value), OPS[leaf.op]
        return self.ix.select("released", lambda d: bool(d) and op(d[:n], value))

    def format_code(self, leaf: Lookup) -> str:
        value = leaf.value
        for fmt in self.ix.catalog.formats:
            names = {fmt.code, fold(fmt.name), fold(fmt.name).replace(" ", ""), fmt.code.split("-", 1)[-1]}
            if value in names:
                return fmt.code
        known = ", ".join(f.code for f in self.ix.catalog.formats)
        raise self.error(f"unknown format '{value}' (known: {known})", leaf.span)
