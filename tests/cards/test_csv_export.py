"""CSV exports: header, known rows, BOM, CRLF, quoting of line breaks."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from oldframe.cards.catalog import Catalog, open_catalog
from oldframe.cards.csv_export import (
    CARD_COLUMNS,
    PRINTING_COLUMNS,
    cards_csv_bytes,
    export_cards,
    export_printings,
    printings_csv_bytes,
)
from oldframe.cards.formats import FORMATS


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return open_catalog()


def parse(data: bytes) -> list[dict[str, str]]:
    assert data.startswith(b"\xef\xbb\xbf"), "UTF-8 byte-order mark"
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_cards_header(catalog: Catalog) -> None:
    data = cards_csv_bytes([], catalog.formats)
    assert data == ("\ufeff" + ",".join([*CARD_COLUMNS, *FORMATS]) + "\r\n").encode()


def test_known_card_rows(catalog: Catalog) -> None:
    cards = [catalog.card(n) for n in ("Goblin King", "Fire // Ice", "Black Lotus", "Serra Angel")]
    rows = {r["name"]: r for r in parse(cards_csv_bytes([c for c in cards if c], catalog.formats))}
    king = rows["Goblin King"]
    assert king["mana_cost"] == "{1}{R}{R}" and king["mana_value"] == "3" and king["colors"] == "R"
    assert king["type_line_2003"] == "Creature - Lord"
    assert king["oracle_text_2003"] == "All Goblins get +1/+1 and have mountainwalk."
    assert (king["power"], king["toughness"], king["rarity"], king["first_set"], king["year"]) == (
        "2", "2", "rare", "LEA", "1993")
    assert king["sets"].split() == ["LEA", "LEB", "2ED", "CED", "CEI", "3ED", "FBB", "SUM", "4BB", "4ED", "5ED",
                                    "ATH", "6ED", "7ED"]
    assert king["reserved"] == "no" and king["oldschool"] == "legal"
    fire = rows["Fire // Ice"]
    assert fire["colors"] == "UR" and fire["mana_cost"] == "{1}{R} // {1}{U}" and fire["power"] == ""
    angel = rows["Serra Angel"]  # era (8ED) wording, two lines in one cell
    assert angel["oracle_text_2003"] == "Flying\nAttacking doesn't cause Serra Angel to tap."
    lotus = rows["Black Lotus"]
    assert lotus["reserved"] == "yes" and lotus["oldschool"] == "restricted" and lotus["premodern"] == "not_legal"


def test_line_breaks_are_quoted_and_rows_end_in_crlf(catalog: Catalog) -> None:
    angel = catalog.card("Serra Angel")
    assert angel is not None
    text = cards_csv_bytes([angel], catalog.formats).decode("utf-8-sig")
    body = text.split("\r\n", 1)[1]
    assert body.startswith('Serra Angel,{3}{W}{W},5,W,Creature - Angel,"Flying\nAttacking doesn\'t cause')
    assert body.endswith("\r\n") and body.count("\r\n") == 1  # one record; inner breaks are bare \n in quotes


def test_rarity_lists_every_rarity(catalog: Catalog) -> None:
    bolt = catalog.card("Lightning Bolt")
    assert bolt is not None
    assert parse(cards_csv_bytes([bolt], catalog.formats))[0]["rarity"] == "common/rare"


def test_printings_rows(catalog: Catalog) -> None:
    king = catalog.card("Goblin King")
    assert king is not None
    rows = parse(printings_csv_bytes(king.printings))
    assert list(rows[0]) == list(PRINTING_COLUMNS)
    assert len(rows) == 14
    assert rows[0] == {
        "name": "Goblin King", "set": "LEA", "set_name": "Limited Edition Alpha", "number": "154",
        "rarity": "rare", "artist": "Jesper Myrfors", "frame": "1993", "border": "black",
        "printed_type": "Summon - Goblin King",
        "printed_text": "Goblins in play gain mountainwalk and +1/+1 while this card remains in play.",
        "flavor": "To become king of the Goblins, one must assassinate the previous king. Thus, only the most "
                  "foolish seek positions of leadership.",
    }
    fbb = next(r for r in rows if r["set"] == "FBB")
    assert fbb["printed_text"] == "" and fbb["artist"] == "Jesper Myrfors"


def test_full_export_to_files(catalog: Catalog, tmp_path: Path) -> None:
    cards_file, prints_file = tmp_path / "cards.csv", tmp_path / "printings.csv"
    assert export_cards(cards_file, catalog.cards, catalog.formats) == 6370
    assert export_printings(prints_file, (p for c in catalog.cards for p in c.printings)) == 13397
    rows = parse(cards_file.read_bytes())
    assert len(rows) == 6370 and rows[0]["name"] == catalog.cards[0].name
    assert sum(1 for _ in parse(prints_file.read_bytes())) == 13397
    assert b"\r\n" in cards_file.read_bytes()[:2000]
