"""Import a user's MTGJSON v5 ``AllPrintings.json`` into the card data set shape of data/PROVENANCE.md.

Same selection rule as the shared data set: a printing is kept when its set was released on or before
2003-07-27, is not online-only, and the card's ``frameVersion`` is 1993 or 1997; one card per Oracle name;
split-card halves merge into one card with ``faces``. Printed text of 1999-04-21…2003-07-28 printings in
sixth-Edition-templated sets (Eighth Edition included) becomes ``era_printed_*``.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .data import CardDataError, read_pool_file

CUTOFF = "2003-07-27"
FRAMES = ("1993", "1997")
ERA_FIRST, ERA_LAST = "1999-04-21", "2003-07-28"
ERA_SETS = frozenset(
    {
        "6ED",
        "UDS",
        "S99",
        "MMQ",
        "BRB",
        "NEM",
        "S00",
        "PCY",
        "BTD",
        "INV",
        "PLS",
        "7ED",
        "APC",
        "ODY",
        "DKM",
        "TOR",
        "JUD",
        "ONS",
        "LGN",
        "SCG",
        "8ED",
    }
)
LEGAL_FORMATS = ("premodern", "oldschool", "vintage", "legacy")


def _want(value: Any, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise CardDataError(f"AllPrintings {where}: expected {names}, got {type(value).__name__}")
    return value


def _field(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in obj:
        raise CardDataError(f"AllPrintings {where}: missing required field {key!r}")
    return _want(obj[key], kind, f"{where}.{key}")


def _printing(row: Mapping[str, Any], code: str) -> dict[str, Any]:
    ids = row.get("identifiers") or {}
    out: dict[str, Any] = {
        "set": code,
        "number": str(row.get("number", "")),
        "rarity": str(row.get("rarity", "")),
        "original_type": row.get("originalType"),
        "original_text": row.get("originalText"),
        "flavor": row.get("flavorText"),
        "artist": row.get("artist"),
        "frame": str(row.get("frameVersion", "")),
        "border": str(row.get("borderColor", "")),
        "multiverse_id": ids.get("multiverseId"),
        "scryfall_id": ids.get("scryfallId"),
        "mtgjson_uuid": row.get("uuid"),
    }
    for flag, key in (
        ("promo", "isPromo"),
        ("starter", "isStarter"),
        ("alt", "isAlternative"),
        ("oversized", "isOversized"),
    ):
        if row.get(key):
            out[flag] = True
    return {k: v for k, v in out.items() if v is not None}


def _face(row: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": str(row.get("faceName") or row["name"]),
        "mana_cost": str(row.get("manaCost", "")),
        "cmc": float(row.get("faceManaValue", row.get("faceConvertedManaCost", 0.0)) or 0.0),
        "colors": list(row.get("colors") or []),
        "type_line": str(row.get("type", "")),
        "types": list(row.get("types") or []),
        "oracle_text": str(row.get("text", "")),
    }


def _card(rows: list[dict[str, Any]], set_type: str) -> dict[str, Any]:
    """Card-level Oracle fields from its first row (all rows of one card share them)."""
    row = rows[0]
    ids = row.get("identifiers") or {}
    faces = sorted({str(r.get("side", "")): r for r in rows if r.get("side")}.items())
    card: dict[str, Any] = {
        "name": row["name"],
        "oracle_id": ids.get("scryfallOracleId", ""),
        "layout": "vanguard" if set_type == "vanguard" else str(row.get("layout", "normal")),
        "mana_cost": str(row.get("manaCost", "")),
        "cmc": float(row.get("manaValue", row.get("convertedManaCost", 0.0)) or 0.0),
        "colors": list(row.get("colors") or []),
        "color_identity": list(row.get("colorIdentity") or []),
        "type_line": str(row.get("type", "")),
        "supertypes": list(row.get("supertypes") or []),
        "types": list(row.get("types") or []),
        "subtypes": list(row.get("subtypes") or []),
        "oracle_text": str(row.get("text", "")),
        "keywords": list(row.get("keywords") or []),
        "reserved": bool(row.get("isReserved", False)),
        "funny": set_type == "funny",
        "legal": {f: v for f in LEGAL_FORMATS if (v := (row.get("legalities") or {}).get(f))},
    }
    for key in ("power", "toughness"):
        if row.get(key) is not None:
            card[key] = str(row[key])
    if len(faces) > 1:
        fs = [_face(r) for _, r in faces]
        card.update(
            faces=fs,
            layout="split",
            mana_cost=" // ".join(f["mana_cost"] for f in fs),
            type_line=" // ".join(f["type_line"] for f in fs),
            oracle_text="\n//\n".join(f["oracle_text"] for f in fs),
            colors=sorted({c for f in fs for c in f["colors"]}),
        )
    return card


def _rows(doc: Any) -> tuple[dict[str, dict[str, Any]], list[tuple[str, str, dict[str, Any]]]]:
    """Validate the document; return kept set records and (release date, set code, card row) triples."""
    _want(doc, dict, "(top level)")
    data = _field(doc, "data", dict, "(top level)")
    sets: dict[str, dict[str, Any]] = {}
    rows: list[tuple[str, str, dict[str, Any]]] = []
    for code in sorted(data):
        where = f"data.{code}"
        s = _want(data[code], dict, where)
        name = _field(s, "name", str, where)
        released = _field(s, "releaseDate", str, where)
        cards = _field(s, "cards", list, where)
        if s.get("isOnlineOnly") or released > ERA_LAST:
            continue
        in_pool = released <= CUTOFF
        for i, row in enumerate(cards):
            w = f"{where}.cards[{i}]"
            _want(row, dict, w)
            _field(row, "name", str, w)
            if str(row.get("frameVersion", "")) not in FRAMES:
                continue
            if in_pool or code in ERA_SETS:
                rows.append((released, code, row))
        if in_pool:
            sets[code] = {
                "code": code,
                "name": name,
                "release_date": released,
                "type": str(s.get("type", "")),
                "block": s.get("block"),
                "mtgjson_base_set_size": s.get("baseSetSize"),
                "mtgjson_total_set_size": s.get("totalSetSize"),
                "mtgjson_card_rows": len(cards),
            }
    return sets, rows


def convert(doc: Any) -> dict[str, Any]:
    """An AllPrintings document → the data set document (``meta``, ``sets``, ``cards``)."""
    sets, rows = _rows(doc)
    set_types = {code: str(_want(doc["data"][code], dict, f"data.{code}").get("type", "")) for code in sets}
    by_name: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for released, code, row in sorted(rows, key=lambda t: (t[0], t[1], str(t[2].get("number", "")))):
        by_name.setdefault(row["name"], []).append((released, code, row))
    cards: list[dict[str, Any]] = []
    for name in sorted(by_name):
        kept = [t for t in by_name[name] if t[1] in sets]
        if not kept:
            continue  # only an Eighth Edition printing: a wording source, not a pool card
        card = _card([r for _, _, r in kept], set_types[kept[0][1]])
        printings: dict[tuple[str, str], dict[str, Any]] = {}
        for _, code, row in kept:
            number = str(row.get("number", ""))
            if row.get("side") and number[-1:] == row["side"]:
                number = number[:-1]  # split halves numbered 128a/128b are one printing
            printings.setdefault((code, number), _printing(row, code) | {"number": number})
        card["printings"] = list(printings.values())
        card["sets"] = list(dict.fromkeys(p["set"] for p in card["printings"]))
        card["first_set"], card["first_release"] = kept[0][1], kept[0][0]
        era = [
            (d, c, r)
            for d, c, r in by_name[name]
            if c in ERA_SETS and ERA_FIRST <= d <= ERA_LAST and r.get("originalType") and not r.get("side")
        ]
        if era:
            _, code, row = era[-1]
            card.update(
                era_printed_type=row["originalType"],
                era_printed_text=row.get("originalText") or "",
                era_printed_source=code,
            )
        cards.append(card)
    for code, s in sets.items():
        printed = [p for c in cards for p in c["printings"] if p["set"] == code]
        s["printings_in_dataset"] = len(printed)
        s["unique_cards_in_dataset"] = len({c["name"] for c in cards if code in c["sets"]})
    meta = doc.get("meta") or {}
    return {
        "meta": {
            "title": "Old Frame card pool imported from MTGJSON AllPrintings.json",
            "schema_version": 1,
            "sources": [
                {
                    "name": "MTGJSON AllPrintings.json",
                    "version": meta.get("version"),
                    "data_date": meta.get("date"),
                }
            ],
            "cutoff_release_date": CUTOFF,
            "frames_kept": list(FRAMES),
            "card_count": len(cards),
            "printing_count": sum(len(c["printings"]) for c in cards),
            "fields_doc": "PROVENANCE.md",
        },
        "sets": sets,
        "cards": cards,
    }


def import_all_printings(src: Path, dest: Path) -> Path:
    """Read ``src`` (AllPrintings.json, optionally gzip), write ``dest`` (gzip JSON), check it loads."""
    try:
        opener = gzip.open if src.suffix == ".gz" else open
        with opener(src, "rt", encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, EOFError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CardDataError(f"{src}: cannot read as MTGJSON AllPrintings JSON ({exc})") from exc
    out = convert(doc)
    dest.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(dest, "wt", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, sort_keys=True)
    read_pool_file(dest)
    return dest
