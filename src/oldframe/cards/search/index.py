"""Column arrays and precomputed bitmasks over the catalog, so a query leaf is a few C-level passes.

A *mask* is a Python int holding one byte (0 or 1) per item, little-endian: ``&``, ``|`` and ``ALL ^ m``
are set operations, ``bytes(...)`` of a generator of bools builds one, and ``itertools.compress``
lists its members. Cards and printings are two item spaces; ``expand``/``reduce`` move between them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from regex import Pattern

from .keys import RARITIES
from .limits import Budget
from .values import COLOR_ORDER, card_mana, fold, numeric, required_literal

if TYPE_CHECKING:
    from ..catalog import Catalog

CARD_TEXT_FIELDS = ("name", "oracle", "modern", "type", "mtype")
PRINT_TEXT_FIELDS = ("printed", "ptype", "flavor", "artist")
GROUPED_TEXT_FIELDS = ("artist", "ptype", "type", "mtype")
TYPE_FIELDS = ("ptype", "type", "mtype")


def mask_of(bits: Iterable[bool | int]) -> int:
    return int.from_bytes(bytes(bits), "little")


def members(mask: int, size: int) -> list[int]:
    return list(compress(range(size), mask.to_bytes(size, "little")))


def _groups(values: Sequence[Hashable], size: int) -> dict[Any, int]:
    rows: dict[Any, bytearray] = {}
    for i, v in enumerate(values):
        row = rows.get(v)
        if row is None:
            row = rows[v] = bytearray(size)
        row[i] = 1
    return {v: int.from_bytes(row, "little") for v, row in rows.items()}


def _number_prefix(number: str) -> float | None:
    m = re.match(r"\d+", number)
    return float(m.group()) if m else None


def color_rank(colors: Sequence[str]) -> int:
    """W U B R G first (0–4), then multicolored (5), then colorless (6)."""
    if not colors:
        return 6
    return COLOR_ORDER.index(colors[0]) if len(colors) == 1 else 5


class SearchIndex:
    """Everything a query needs, derived once from a :class:`~oldframe.cards.catalog.Catalog`."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        cards = catalog.cards
        self.cards = cards
        self.n_cards = len(cards)
        self.printings = [p for c in cards for p in c.printings]
        self.n_prints = len(self.printings)
        self.print_card = [ci for ci, c in enumerate(cards) for _ in c.printings]
        self.first_print: list[int] = []
        pos = 0
        for c in cards:
            self.first_print.append(pos)
            pos += len(c.printings)
        self.all_cards = int.from_bytes(b"\x01" * self.n_cards, "little")
        self.all_prints = int.from_bytes(b"\x01" * self.n_prints, "little")
        self._expand = itemgetter(*self.print_card) if self.n_prints > 1 else None

        names = ["\n".join(dict.fromkeys((c.name, c.ascii_name or c.name, *c.face_names))) for c in cards]
        self.raw: dict[str, list[str]] = {
            "name": names,
            "oracle": [c.text for c in cards],
            "modern": [c.modern_text for c in cards],
            "type": [c.type_line for c in cards],
            "mtype": [c.modern_type for c in cards],
            "printed": [p.printed_text for p in self.printings],
            "ptype": [p.printed_type for p in self.printings],
            "flavor": [p.flavor for p in self.printings],
            "artist": [p.artist for p in self.printings],
        }
        self.folded = {k: [fold(s) for s in v] for k, v in self.raw.items()}
        self.exact: dict[str, list[int]] = {}
        for i, c in enumerate(cards):
            for key in dict.fromkeys(fold(k) for k in (c.name, c.ascii_name or c.name, *c.face_names)):
                self.exact.setdefault(key, []).append(i)

        pw = [numeric(c.power) for c in cards]
        tw = [numeric(c.toughness) for c in cards]
        self.numbers: dict[str, list[float | None]] = {
            "cmc": [c.cmc for c in cards],
            "pow": pw,
            "tou": tw,
            "pt": [None if p is None or t is None else p + t for p, t in zip(pw, tw, strict=True)],
        }
        self.colors = [frozenset(c.colors) for c in cards]
        self.identity = [frozenset(c.color_identity) for c in cards]
        self.color_rank = [color_rank(c.colors) for c in cards]
        self.mana = [tuple(sorted(card_mana(c.mana_cost).items())) for c in cards]

        rank = {r: i for i, r in enumerate(RARITIES)}
        self.p_set = [p.set.lower() for p in self.printings]
        self.p_rarity = [rank.get(p.rarity, len(RARITIES)) for p in self.printings]
        self.p_released = [p.released for p in self.printings]
        self.p_number = [p.number.lower() for p in self.printings]
        self.p_number_int = [_number_prefix(p.number) for p in self.printings]
        self.p_year = [float(d[:4]) if d[:4].isdigit() else None for d in self.p_released]
        self.p_frame = [p.frame for p in self.printings]
        self.p_border = [p.border for p in self.printings]

        self.flags = self._flags()
        self._group_cache: dict[str, dict[Any, int]] = {}
        self._lowered: dict[str, list[str]] = {}
        self.leaf_cache: dict[Hashable, tuple[int, int]] = {}

    # -- masks ---------------------------------------------------------------------------------
    def expand(self, card_mask: int) -> int:
        """Card mask → mask of all their printings."""
        raw = card_mask.to_bytes(self.n_cards, "little")
        if self._expand is None:
            return int.from_bytes(bytes(raw[i] for i in self.print_card), "little")
        return int.from_bytes(bytes(self._expand(raw)), "little")

    def reduce(self, print_mask: int) -> int:
        """Printing mask → mask of the cards with at least one of them."""
        out = bytearray(self.n_cards)
        for i in members(print_mask, self.n_prints):
            out[self.print_card[i]] = 1
        return int.from_bytes(out, "little")

    def groups(self, name: str) -> dict[Any, int]:
        """Mask per distinct value of a column (built on first use)."""
        got = self._group_cache.get(name)
        if got is None:
            got = self._group_cache[name] = self._build_groups(name)
        return got

    def _build_groups(self, name: str) -> dict[Any, int]:
        cards = self.cards
        columns: dict[str, Callable[[], tuple[Sequence[Hashable], int]]] = {
            "colors": lambda: (self.colors, self.n_cards),
            "identity": lambda: (self.identity, self.n_cards),
            "mana": lambda: (self.mana, self.n_cards),
            "cmc": lambda: (self.numbers["cmc"], self.n_cards),
            "pow": lambda: (self.numbers["pow"], self.n_cards),
            "tou": lambda: (self.numbers["tou"], self.n_cards),
            "pt": lambda: (self.numbers["pt"], self.n_cards),
            "format": lambda: ([tuple(sorted(c.legality.items())) for c in cards], self.n_cards),
            "set": lambda: (self.p_set, self.n_prints),
            "rarity": lambda: (self.p_rarity, self.n_prints),
            "released": lambda: (self.p_released, self.n_prints),
            "year": lambda: (self.p_year, self.n_prints),
            "cn": lambda: (self.p_number, self.n_prints),
            "cn_int": lambda: (self.p_number_int, self.n_prints),
            "frame": lambda: (self.p_frame, self.n_prints),
            "border": lambda: (self.p_border, self.n_prints),
        }
        kind, _, rest = name.partition(":")
        if kind == "pair":  # pair:pow:tou, for field-to-field comparisons
            a, b = rest.split(":")
            return _groups(list(zip(self.numbers[a], self.numbers[b], strict=True)), self.n_cards)
        if kind in ("text", "raw"):  # text:artist (folded) or raw:artist
            texts = (self.folded if kind == "text" else self.raw)[rest]
            return _groups(texts, self.n_cards if rest in CARD_TEXT_FIELDS else self.n_prints)
        values, size = columns[name]()
        return _groups(values, size)

    def _flags(self) -> dict[str, int]:
        def flag(pred: Callable[[Any], bool]) -> int:
            return mask_of(pred(c) for c in self.cards)

        permanent = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}
        return {
            "reserved": flag(lambda c: c.reserved),
            "funny": flag(lambda c: c.funny),
            "split": flag(lambda c: c.layout == "split"),
            "vanguard": flag(lambda c: c.layout == "vanguard"),
            "permanent": flag(lambda c: c.layout != "vanguard" and bool(permanent & set(c.types))),
            "spell": flag(lambda c: c.layout != "vanguard" and "Land" not in c.types),
            "vanilla": flag(lambda c: "Creature" in c.types and not c.modern_text.strip()),
        }

    def select(self, name: str, pred: Callable[[Any], bool]) -> int:
        """OR of the group masks whose value satisfies ``pred``."""
        out = 0
        for value, mask in self.groups(name).items():
            if pred(value):
                out |= mask
        return out

    def lowered(self, field: str) -> list[str]:
        """Plain ``str.lower()`` of a text column (matches the regex's case-insensitivity)."""
        got = self._lowered.get(field)
        if got is None:
            got = self._lowered[field] = [s.lower() for s in self.raw[field]]
        return got

    def scan(self, field: str, needle: str, regex: Pattern[str] | None, budget: Budget | None = None) -> int:
        """Substring (on folded text) or regex (on original text) over one text column; regex matching
        spends ``budget`` (raising :class:`~.limits.RegexTooSlow` when it runs out)."""
        if regex is not None:
            budget = budget or Budget.start()
        if field in GROUPED_TEXT_FIELDS:  # few distinct values: test each once
            if regex is not None:
                assert budget is not None
                return self.select(f"raw:{field}", lambda v: budget.search(regex, v))
            if field in TYPE_FIELDS:  # type words match from their start: t:orc is not Sorcery
                spaced = " " + needle
                return self.select(f"text:{field}", lambda v: spaced in " " + v)
            return self.select(f"text:{field}", lambda v: needle in v)
        if regex is not None:
            assert budget is not None
            raw = self.raw[field]

            def search(text: str) -> bool:
                return budget.search(regex, text)

            literal = required_literal(regex.pattern).lower()
            if len(literal) >= 3:  # cheap substring test first; the regex only runs on candidates
                out = bytearray(len(raw))
                for i in [i for i, s in enumerate(self.lowered(field)) if literal in s]:
                    out[i] = search(raw[i])
                return int.from_bytes(out, "little")
            return mask_of(search(s) for s in raw)
        return mask_of(needle in s for s in self.folded[field])
