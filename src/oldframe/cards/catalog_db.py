"""SQLite storage of the catalog: schema, atomic build from a :class:`~.data.CardPool`, load into memory.

Tables: ``cards`` (modern Oracle and 2003 wording side by side), ``printings`` (printed text, artist,
frame), ``legalities`` (one row per card and format), ``sets``, ``formats`` and ``meta`` (the source key
the file was built from).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .catalog import SCHEMA_VERSION, Catalog, CatalogCard, CatalogPrinting, FormatInfo, SetInfo
from .data import CardPool
from .search.values import fold

# -- building -------------------------------------------------------------------------------------
_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sets (code TEXT PRIMARY KEY, name TEXT, release_date TEXT, type TEXT, block TEXT);
CREATE TABLE formats (code TEXT PRIMARY KEY, name TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, ascii_name TEXT, oracle_id TEXT, layout TEXT,
    mana_cost TEXT, cmc REAL, colors TEXT, color_identity TEXT,
    type_2003 TEXT, text_2003 TEXT, source_2003 TEXT, era_source TEXT, type_modern TEXT, text_modern TEXT,
    supertypes TEXT, types TEXT, subtypes TEXT, power TEXT, toughness TEXT,
    reserved INTEGER, funny INTEGER, first_set TEXT, first_release TEXT, sets TEXT, face_names TEXT);
CREATE TABLE printings (
    id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL REFERENCES cards(id), seq INTEGER NOT NULL,
    set_code TEXT NOT NULL REFERENCES sets(code), number TEXT, rarity TEXT, artist TEXT, frame TEXT,
    border TEXT, printed_type TEXT, printed_text TEXT, flavor TEXT, multiverse_id TEXT, scryfall_id TEXT);
CREATE TABLE legalities (
    card_id INTEGER NOT NULL REFERENCES cards(id), format TEXT NOT NULL REFERENCES formats(code),
    status TEXT NOT NULL, PRIMARY KEY (card_id, format));
CREATE INDEX printings_card ON printings(card_id);
"""


def build_database(pool: CardPool, db_path: Path, key: str) -> None:
    """Write the SQLite catalog for ``pool`` atomically (parallel builders never see a half file)."""
    from .formats import FORMATS, legality
    from .oracle2003 import oracle_2003

    db_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = db_path.with_name(f"{db_path.name}.{os.getpid()}.{id(pool)}.tmp")
    tmp.unlink(missing_ok=True)
    con = sqlite3.connect(tmp)
    try:
        con.executescript(_SCHEMA)
        con.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [("key", key), ("source", str(pool.path)), ("schema_version", str(SCHEMA_VERSION))],
        )
        con.executemany(
            "INSERT INTO sets VALUES (?, ?, ?, ?, ?)",
            [
                (
                    code,
                    s.get("name", code),
                    s.get("release_date", ""),
                    s.get("type", ""),
                    s.get("block") or "",
                )
                for code, s in pool.sets.items()
            ],
        )
        con.executemany(
            "INSERT INTO formats VALUES (?, ?, ?)",
            [(code, f.name, i) for i, (code, f) in enumerate(FORMATS.items())],
        )
        cards: list[tuple[Any, ...]] = []
        printings: list[tuple[Any, ...]] = []
        legal: list[tuple[int, str, str]] = []
        for cid, rec in enumerate(sorted(pool, key=lambda c: (fold(c.name), c.name))):
            w = oracle_2003(rec)
            cards.append(
                (
                    cid,
                    rec.name,
                    rec.ascii_name,
                    rec.oracle_id,
                    rec.layout,
                    rec.mana_cost,
                    rec.cmc,
                    "".join(rec.colors),
                    "".join(rec.color_identity),
                    w.type_line,
                    w.text,
                    w.source,
                    rec.era_printed_source if w.source == "era printing" else None,
                    rec.type_line,
                    rec.oracle_text,
                    json.dumps(rec.supertypes),
                    json.dumps(rec.types),
                    json.dumps(rec.subtypes),
                    rec.power,
                    rec.toughness,
                    int(rec.reserved),
                    int(rec.funny),
                    rec.first_set,
                    rec.first_release,
                    json.dumps(rec.sets),
                    json.dumps([f.name for f in rec.faces]),
                )
            )
            for seq, p in enumerate(rec.printings):
                printings.append(
                    (
                        cid,
                        seq,
                        p.set,
                        p.number,
                        p.rarity,
                        p.artist,
                        p.frame,
                        p.border,
                        p.original_type,
                        p.original_text,
                        p.flavor,
                        p.multiverse_id,
                        p.scryfall_id,
                    )
                )
            legal.extend((cid, code, legality(rec, code)) for code in FORMATS)
        con.executemany(f"INSERT INTO cards VALUES ({', '.join('?' * 26)})", cards)
        con.executemany(
            "INSERT INTO printings (card_id, seq, set_code, number, rarity, artist, frame, border, "
            "printed_type, printed_text, flavor, multiverse_id, scryfall_id) "
            f"VALUES ({', '.join('?' * 13)})",
            printings,
        )
        con.executemany("INSERT INTO legalities VALUES (?, ?, ?)", legal)
        con.commit()
    except BaseException:
        con.close()
        tmp.unlink(missing_ok=True)
        raise
    con.close()
    os.replace(tmp, db_path)


# -- loading --------------------------------------------------------------------------------------
def stored_key(db_path: Path) -> str | None:
    """The source key a cache file was built from, or None if it is missing or unreadable."""
    if not db_path.is_file():
        return None
    try:
        con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'key'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return None
    return None if row is None else str(row[0])


def load_database(db_path: Path, source: Path) -> Catalog:
    """Read every table of a built cache file into a :class:`Catalog`."""
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        sets = {
            r[0]: SetInfo(*r) for r in con.execute("SELECT code, name, release_date, type, block FROM sets")
        }
        formats = tuple(
            FormatInfo(*r) for r in con.execute("SELECT code, name FROM formats ORDER BY position")
        )
        legal: dict[int, dict[str, str]] = {}
        for cid, fmt, status in con.execute("SELECT card_id, format, status FROM legalities"):
            legal.setdefault(cid, {})[fmt] = status
        prints: dict[int, list[tuple[Any, ...]]] = {}
        for row in con.execute(
            "SELECT card_id, set_code, number, rarity, artist, frame, border, printed_type, "
            "printed_text, flavor, multiverse_id, scryfall_id FROM printings "
            "ORDER BY card_id, seq"
        ):
            prints.setdefault(row[0], []).append(row[1:])
        cards = tuple(
            _card(row, prints.get(row[0], []), legal.get(row[0], {}), sets)
            for row in con.execute("SELECT * FROM cards ORDER BY id")
        )
    finally:
        con.close()
    return Catalog(cards, sets, formats, source, db_path)


def _card(
    row: tuple[Any, ...], prints: list[tuple[Any, ...]], legal: dict[str, str], sets: Mapping[str, SetInfo]
) -> CatalogCard:
    (
        _cid,
        name,
        ascii_name,
        oracle_id,
        layout,
        mana_cost,
        cmc,
        colors,
        identity,
        type_2003,
        text_2003,
        source_2003,
        era_source,
        type_modern,
        text_modern,
        supertypes,
        types,
        subtypes,
        power,
        toughness,
        reserved,
        funny,
        first_set,
        first_release,
        set_codes,
        face_names,
    ) = row
    printings = tuple(
        CatalogPrinting(
            name,
            code,
            sets[code].name if code in sets else code,
            sets[code].released if code in sets else "",
            number or "",
            rarity or "",
            artist or "",
            frame or "",
            border or "",
            ptype or "",
            ptext or "",
            flavor or "",
            mvid,
            sfid,
        )
        for code, number, rarity, artist, frame, border, ptype, ptext, flavor, mvid, sfid in prints
    )
    return CatalogCard(
        name=name,
        ascii_name=ascii_name,
        oracle_id=oracle_id or "",
        layout=layout,
        mana_cost=mana_cost or "",
        cmc=float(cmc or 0),
        colors=tuple(colors or ""),
        color_identity=tuple(identity or ""),
        type_line=type_2003 or "",
        text=text_2003 or "",
        text_source=source_2003 or "",
        era_source=era_source or "",
        modern_type=type_modern or "",
        modern_text=text_modern or "",
        supertypes=tuple(json.loads(supertypes)),
        types=tuple(json.loads(types)),
        subtypes=tuple(json.loads(subtypes)),
        power=power,
        toughness=toughness,
        reserved=bool(reserved),
        funny=bool(funny),
        first_set=first_set or "",
        first_release=first_release or "",
        sets=tuple(json.loads(set_codes)),
        face_names=tuple(json.loads(face_names)),
        legality=legal,
        printings=printings,
    )
