"""Spreadsheet exports: one row per card (2003 wording, legality per format) and one per printing.

UTF-8 with a byte-order mark so spreadsheet programs detect the encoding, CRLF row ends, and the
``csv`` module's quoting so line breaks inside rules text stay inside their cell.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TextIO

from .catalog import CatalogCard, CatalogPrinting, FormatInfo
from .search.values import COLOR_ORDER

BOM = "\ufeff"
CARD_COLUMNS = (
    "name",
    "mana_cost",
    "mana_value",
    "colors",
    "type_line_2003",
    "oracle_text_2003",
    "power",
    "toughness",
    "rarity",
    "first_set",
    "year",
    "sets",
    "reserved",
)
PRINTING_COLUMNS = (
    "name",
    "set",
    "set_name",
    "number",
    "rarity",
    "artist",
    "frame",
    "border",
    "printed_type",
    "printed_text",
    "flavor",
)


def card_header(formats: Sequence[FormatInfo]) -> list[str]:
    """Card columns, then one legality column per format (named by format code)."""
    return [*CARD_COLUMNS, *(f.code for f in formats)]


def card_row(card: CatalogCard, formats: Sequence[FormatInfo]) -> list[str]:
    return [
        card.name,
        card.mana_cost,
        f"{card.cmc:g}",
        "".join(c for c in COLOR_ORDER if c in card.colors),
        card.type_line,
        card.text,
        card.power or "",
        card.toughness or "",
        "/".join(card.rarities),
        card.first_set,
        str(card.year),
        " ".join(card.sets),
        "yes" if card.reserved else "no",
        *(card.legality.get(f.code, "not_legal") for f in formats),
    ]


def printing_row(p: CatalogPrinting) -> list[str]:
    return [
        p.card_name,
        p.set,
        p.set_name,
        p.number,
        p.rarity,
        p.artist,
        p.frame,
        p.border,
        p.printed_type,
        p.printed_text,
        p.flavor,
    ]


def write_cards_csv(fh: TextIO, cards: Iterable[CatalogCard], formats: Sequence[FormatInfo]) -> int:
    """Write BOM, header and one row per card to a text stream opened with ``newline=""``; returns rows."""
    fh.write(BOM)
    out = csv.writer(fh, lineterminator="\r\n")
    out.writerow(card_header(formats))
    n = 0
    for card in cards:
        out.writerow(card_row(card, formats))
        n += 1
    return n


def write_printings_csv(fh: TextIO, printings: Iterable[CatalogPrinting]) -> int:
    """Write BOM, header and one row per printing; returns rows written."""
    fh.write(BOM)
    out = csv.writer(fh, lineterminator="\r\n")
    out.writerow(PRINTING_COLUMNS)
    n = 0
    for p in printings:
        out.writerow(printing_row(p))
        n += 1
    return n


def cards_csv_bytes(cards: Iterable[CatalogCard], formats: Sequence[FormatInfo]) -> bytes:
    buf = io.StringIO(newline="")
    write_cards_csv(buf, cards, formats)
    return buf.getvalue().encode("utf-8")


def printings_csv_bytes(printings: Iterable[CatalogPrinting]) -> bytes:
    buf = io.StringIO(newline="")
    write_printings_csv(buf, printings)
    return buf.getvalue().encode("utf-8")


def export_cards(
    path: str | os.PathLike[str], cards: Iterable[CatalogCard], formats: Sequence[FormatInfo]
) -> int:
    with Path(path).open("w", encoding="utf-8", newline="") as fh:
        return write_cards_csv(fh, cards, formats)


def export_printings(path: str | os.PathLike[str], printings: Iterable[CatalogPrinting]) -> int:
    with Path(path).open("w", encoding="utf-8", newline="") as fh:
        return write_printings_csv(fh, printings)
