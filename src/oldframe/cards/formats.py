"""Old Frame formats as data (``formats.json``): allowed sets, deck rules, banned and restricted lists.

A card is allowed when any of its printings is in one of the format's sets (the reprint rule), or, for
formats that name a ``legality_field``, when the data set's ``legal`` field says so. Unglued cards and
Vanguard avatars are never allowed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import Any

from .data import CardPool, CardRecord

LEGALITIES = ("legal", "restricted", "banned", "not_legal")


@dataclass(frozen=True)
class Format:
    """One constructed format; lists are card names, ``sets`` are set codes."""

    code: str
    name: str
    min_deck: int
    max_sideboard: int
    max_copies: int
    sets: frozenset[str]
    banned: frozenset[str]
    restricted: frozenset[str]
    source: str
    as_of: str
    legality_field: str | None = None  # use the card data's ``legal[field]`` instead of ``sets``
    unlimited: frozenset[str] = frozenset()  # exempt from max_copies, like basic lands
    provisional: bool = False
    notes: str = ""


def _format(code: str, raw: Mapping[str, Any]) -> Format:
    return Format(
        code=code,
        name=str(raw["name"]),
        min_deck=int(raw["min_deck"]),
        max_sideboard=int(raw["max_sideboard"]),
        max_copies=int(raw["max_copies"]),
        sets=frozenset(raw["sets"]),
        banned=frozenset(raw["banned"]),
        restricted=frozenset(raw["restricted"]),
        source=str(raw["source"]),
        as_of=str(raw["as_of"]),
        legality_field=raw.get("legality_field"),
        unlimited=frozenset(raw.get("unlimited", ())),
        provisional=bool(raw.get("provisional", False)),
        notes=str(raw.get("notes", "")),
    )


def _load() -> Mapping[str, Format]:
    text = resources.files("oldframe.cards").joinpath("formats.json").read_text(encoding="utf-8")
    raw = json.loads(text)["formats"]
    return MappingProxyType({code: _format(code, raw[code]) for code in sorted(raw)})


FORMATS: Mapping[str, Format] = _load()


class UnknownFormatError(KeyError):
    """A format code that is not in :data:`FORMATS`."""

    def __str__(self) -> str:
        return f"unknown format {self.args[0]!r}; valid codes: {', '.join(sorted(FORMATS))}"


def get_format(fmt: str) -> Format:
    """The :class:`Format` for a code, or :class:`UnknownFormatError` listing the valid codes."""
    try:
        return FORMATS[fmt]
    except KeyError:
        raise UnknownFormatError(fmt) from None


def _allowed(card: CardRecord, f: Format) -> bool:
    if card.funny or card.layout == "vanguard":
        return False
    if f.legality_field is not None:
        return f.legality_field in card.legal
    return any(s in f.sets for s in card.sets)


def legality(card: CardRecord, fmt: str) -> str:
    """``"legal"``, ``"restricted"``, ``"banned"`` or ``"not_legal"`` for ``card`` in format ``fmt``."""
    f = get_format(fmt)
    if not _allowed(card, f):
        return "not_legal"
    if card.name in f.banned:
        return "banned"
    if card.name in f.restricted:
        return "restricted"
    return "legal"


def _exempt(card: CardRecord, f: Format) -> bool:
    return "Basic" in card.supertypes or card.name in f.unlimited


def check_deck(main: Mapping[str, int], side: Mapping[str, int], fmt: str, pool: CardPool) -> list[str]:
    """Every problem with a deck (main + sideboard counts by card name); empty when it is legal.

    Copy limits count main deck and sideboard together, as tournament rules do.
    """
    f = get_format(fmt)
    problems: list[str] = []
    n_main, n_side = sum(main.values()), sum(side.values())
    if n_main < f.min_deck:
        problems.append(f"main deck has {n_main} cards; {f.name} needs at least {f.min_deck}")
    if n_side > f.max_sideboard:
        problems.append(f"sideboard has {n_side} cards; {f.name} allows at most {f.max_sideboard}")
    totals: dict[str, int] = {}
    for deck in (main, side):
        for name, n in deck.items():
            if n < 0:
                problems.append(f"{name}: negative count {n}")
            totals[name] = totals.get(name, 0) + n
    for name in sorted(totals):
        n = totals[name]
        card = pool.get(name)
        if card is None:
            problems.append(f"{name}: no such card in the Old Frame card pool")
            continue
        status = legality(card, fmt)
        if status == "not_legal":
            problems.append(f"{name}: not legal in {f.name}")
        elif status == "banned":
            problems.append(f"{name}: banned in {f.name}")
        elif status == "restricted" and n > 1:
            problems.append(f"{name}: restricted in {f.name} (at most 1), deck has {n}")
        elif n > f.max_copies and not _exempt(card, f):
            problems.append(f"{name}: {n} copies; at most {f.max_copies} allowed")
    return problems
