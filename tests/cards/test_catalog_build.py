"""The SQLite catalog: contents, cache keyed by the data file, clear errors for bad files."""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards import catalog_db
from oldframe.cards.catalog import (
    IMPORTED_DATA_NAME,
    Catalog,
    database_path,
    open_catalog,
    resolve_data_file,
)
from oldframe.cards.data import CardDataError, find_data_file, load_pool
from oldframe.cards.formats import FORMATS, legality
from oldframe.cards.oracle2003 import oracle_2003


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return open_catalog()


def write_subset(path: Path, names: list[str]) -> Path:
    """A small data file in the data set's shape (in a temp dir; never in the repository)."""
    with gzip.open(find_data_file(), "rt", encoding="utf-8") as fh:
        doc: dict[str, Any] = json.load(fh)
    doc["cards"] = [c for c in doc["cards"] if c["name"] in names]
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        json.dump(doc, fh)
    return path


def test_catalog_has_every_card_and_printing(catalog: Catalog) -> None:
    pool = load_pool()
    assert len(catalog) == len(pool) == 6370
    assert sum(len(c.printings) for c in catalog.cards) == 13397
    assert [f.code for f in catalog.formats] == list(FORMATS)
    assert catalog.sets["ARN"].name == "Arabian Nights" and catalog.sets["ARN"].released == "1993-12-17"


def test_2003_text_and_legality_come_from_the_generator(catalog: Catalog) -> None:
    pool = load_pool()
    for name in ("Goblin King", "Black Lotus", "Fire // Ice", "Juzám Djinn", "Mishra's Factory"):
        rec, card = pool.cards[name], catalog.card(name)
        assert card is not None
        wording = oracle_2003(rec)
        assert (card.text, card.type_line, card.text_source) == (wording.text, wording.type_line, wording.source)
        assert card.modern_text == rec.oracle_text and card.modern_type == rec.type_line
        assert dict(card.legality) == {code: legality(rec, code) for code in FORMATS}


def test_goblin_king_record(catalog: Catalog) -> None:
    king = catalog.card("goblin king")
    assert king is not None and king.name == "Goblin King"
    assert (king.mana_cost, king.cmc, king.colors, king.power, king.toughness) == ("{1}{R}{R}", 3.0, ("R",), "2", "2")
    assert king.type_line == "Creature - Lord" and king.text_source == "era printing" and king.era_source == "8ED"
    first = king.printings[0]
    assert (first.set, first.set_name, first.number, first.rarity, first.artist) == (
        "LEA", "Limited Edition Alpha", "154", "rare", "Jesper Myrfors")
    assert first.printed_type == "Summon - Goblin King"
    assert first.printed_text.startswith("Goblins in play gain mountainwalk")
    assert [p.set for p in king.printings][:3] == ["LEA", "LEB", "2ED"]


def test_lookup_forgives_case_accents_and_split_halves(catalog: Catalog) -> None:
    assert catalog.card("JUZAM DJINN") is catalog.card("Juzám Djinn")
    assert catalog.card("ice") is catalog.card("Fire // Ice")
    assert catalog.card("No Such Card") is None
    assert "Goblin King" in catalog.suggest("goblin ki")


def test_sqlite_tables(catalog: Catalog) -> None:
    assert catalog.db_path is not None
    con = sqlite3.connect(catalog.db_path)
    try:
        assert con.execute("SELECT count(*) FROM cards").fetchone()[0] == 6370
        assert con.execute("SELECT count(*) FROM printings").fetchone()[0] == 13397
        assert con.execute("SELECT count(*) FROM legalities").fetchone()[0] == 6370 * len(FORMATS)
        row = con.execute("SELECT type_2003, text_2003, source_2003, text_modern FROM cards WHERE name = ?",
                          ("Goblin King",)).fetchone()
        assert row == ("Creature - Lord", "All Goblins get +1/+1 and have mountainwalk.", "era printing",
                       "Other Goblins get +1/+1 and have mountainwalk.")
        status = con.execute("SELECT l.status FROM legalities l JOIN cards c ON c.id = l.card_id "
                             "WHERE c.name = 'Black Lotus' AND l.format = 'oldschool'").fetchone()[0]
        assert status == "restricted"
    finally:
        con.close()


def test_cache_is_reused_and_rebuilt_when_the_file_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = write_subset(tmp_path / "small.json.gz", ["Goblin King", "Lightning Bolt"])
    cache = tmp_path / "cache"
    first = open_catalog(data, cache)
    assert [c.name for c in first.cards] == ["Goblin King", "Lightning Bolt"]
    db = database_path(data.resolve(), cache)
    assert db.is_file() and db.parent == cache

    def no_build(*_args: object) -> None:
        raise AssertionError("rebuilt although nothing changed")

    monkeypatch.setattr(catalog_db, "build_database", no_build)
    again = open_catalog(data, cache)
    assert len(again) == 2
    monkeypatch.undo()

    write_subset(data, ["Goblin King", "Lightning Bolt", "Fire // Ice"])
    os.utime(data, ns=(1, 1))  # a different size and mtime
    changed = open_catalog(data, cache)
    assert [c.name for c in changed.cards] == ["Fire // Ice", "Goblin King", "Lightning Bolt"]
    assert changed.search("c:m").cards()[0].name == "Fire // Ice"


def test_rebuild_flag_and_corrupt_cache(tmp_path: Path) -> None:
    data = write_subset(tmp_path / "small.json.gz", ["Black Lotus"])
    cache = tmp_path / "cache"
    db = database_path(data.resolve(), cache)
    cache.mkdir()
    db.write_bytes(b"this is not sqlite")
    assert [c.name for c in open_catalog(data, cache).cards] == ["Black Lotus"]
    assert len(open_catalog(data, cache, rebuild=True)) == 1


def test_missing_data_file_says_where(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"card data file not found: .*nope\.json\.gz"):
        open_catalog(tmp_path / "nope.json.gz", tmp_path / "cache")


def test_malformed_data_file_says_what(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json.gz"
    bad.write_bytes(b"not gzip at all")
    with pytest.raises(CardDataError, match="not a gzip-compressed JSON card data file"):
        open_catalog(bad, tmp_path / "cache")
    wrong = tmp_path / "wrong.json.gz"
    with gzip.open(wrong, "wt", encoding="utf-8") as fh:
        json.dump({"cards": "nope"}, fh)
    with pytest.raises(CardDataError, match="expected an object with a 'cards' list"):
        open_catalog(wrong, tmp_path / "cache")


def test_imported_file_in_cache_is_preferred(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OLDFRAME_CARD_DATA", raising=False)
    cache = tmp_path / "cache"
    cache.mkdir()
    assert resolve_data_file(None, cache) == find_data_file()
    imported = write_subset(cache / IMPORTED_DATA_NAME, ["Serra Angel"])
    assert resolve_data_file(None, cache) == imported.resolve()
    monkeypatch.setenv("OLDFRAME_CARD_DATA", str(find_data_file()))
    assert resolve_data_file(None, cache) == find_data_file()
    monkeypatch.setenv("OLDFRAME_CACHE", str(cache))
    monkeypatch.delenv("OLDFRAME_CARD_DATA")
    assert [c.name for c in open_catalog().cards] == ["Serra Angel"]
