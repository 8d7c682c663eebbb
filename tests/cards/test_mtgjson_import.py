"""The MTGJSON AllPrintings importer on a tiny hand-written file: selection rule, split cards, errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards.data import CardDataError, load_pool, read_pool_file
from oldframe.cards.mtgjson_import import import_all_printings


def _row(name: str, number: str, **extra: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "name": name,
        "number": number,
        "rarity": "common",
        "frameVersion": "1993",
        "borderColor": "black",
        "manaCost": "{G}",
        "manaValue": 1.0,
        "colors": ["G"],
        "colorIdentity": ["G"],
        "type": "Creature — Elf",
        "types": ["Creature"],
        "subtypes": ["Elf"],
        "supertypes": [],
        "text": "{T}: Add {G}.",
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "uuid": f"u-{name}-{number}",
        "identifiers": {"scryfallOracleId": f"o-{name}", "scryfallId": f"s-{name}-{number}"},
        "legalities": {"vintage": "Legal", "premodern": "Legal"},
    }
    row.update(extra)
    return row


def _doc() -> dict[str, Any]:
    elf = _row("Llanowar Elves", "1", originalType="Summon - Elves", originalText="Tap to add G.")
    split = {
        "manaCost": "{1}{R}",
        "type": "Instant",
        "types": ["Instant"],
        "subtypes": [],
        "layout": "split",
        "frameVersion": "1997",
        "power": None,
        "toughness": None,
    }
    return {
        "meta": {"version": "5.2.0", "date": "2022-04-25"},
        "data": {
            "LEA": {"name": "Alpha", "releaseDate": "1993-08-05", "type": "core", "cards": [elf]},
            "APC": {
                "name": "Apocalypse",
                "releaseDate": "2001-06-04",
                "type": "expansion",
                "cards": [
                    _row(
                        "Fire // Ice",
                        "128a",
                        side="a",
                        faceName="Fire",
                        **{**split, "text": "Fire deals 2 damage."},
                    ),
                    _row(
                        "Fire // Ice",
                        "128",
                        side="b",
                        faceName="Ice",
                        **{**split, "manaCost": "{1}{U}", "text": "Tap target permanent."},
                    ),
                ],
            },
            "7ED": {
                "name": "Seventh Edition",
                "releaseDate": "2001-04-11",
                "type": "core",
                "cards": [
                    _row(
                        "Llanowar Elves",
                        "253",
                        frameVersion="1997",
                        originalType="Creature - Elf",
                        originalText="{T}: Add {G} to your mana pool.",
                    ),
                ],
            },
            "PMEI": {
                "name": "Media Inserts",
                "releaseDate": "1995-01-01",
                "type": "promo",
                "cards": [
                    _row("Llanowar Elves", "99", frameVersion="2003"),
                    _row("Modern Promo Only", "100", frameVersion="2015"),
                ],
            },
            "OLGC": {
                "name": "Online thing",
                "releaseDate": "2002-01-01",
                "type": "promo",
                "isOnlineOnly": True,
                "cards": [_row("Online Only", "1")],
            },
            "M10": {
                "name": "Magic 2010",
                "releaseDate": "2009-07-17",
                "type": "core",
                "cards": [_row("Later Card", "1", frameVersion="2003")],
            },
        },
    }


def _write(tmp_path: Path, doc: Any) -> Path:
    src = tmp_path / "AllPrintings.json"
    src.write_text(json.dumps(doc), encoding="utf-8")
    return src


def test_import_selection_rule_and_split_cards(tmp_path: Path) -> None:
    dest = import_all_printings(_write(tmp_path, _doc()), tmp_path / "out" / "cards.json.gz")
    pool = load_pool(dest)
    assert sorted(pool.cards) == ["Fire // Ice", "Llanowar Elves"]
    elves = pool.cards["Llanowar Elves"]
    assert [p.set for p in elves.printings] == ["LEA", "7ED"]  # later-frame promo dropped, oldest first
    assert elves.first_set == "LEA" and elves.sets == ("LEA", "7ED")
    assert elves.printings[0].original_type == "Summon - Elves"
    assert elves.era_printed_source == "7ED"
    assert elves.era_printed_text == "{T}: Add {G} to your mana pool."
    assert elves.legal == {"vintage": "Legal", "premodern": "Legal"}
    fire = pool.cards["Fire // Ice"]
    assert fire.layout == "split"
    assert [f.name for f in fire.faces] == ["Fire", "Ice"]
    assert fire.mana_cost == "{1}{R} // {1}{U}"
    assert len(fire.printings) == 1  # the two face rows merge into one printing
    assert set(pool.sets) == {"LEA", "APC", "7ED", "PMEI"}


def test_gzip_input_and_meta(tmp_path: Path) -> None:
    import gzip

    src = tmp_path / "AllPrintings.json.gz"
    with gzip.open(src, "wt", encoding="utf-8") as fh:
        json.dump(_doc(), fh)
    pool = read_pool_file(import_all_printings(src, tmp_path / "c.json.gz"))
    assert pool.meta["card_count"] == 2 and pool.meta["cutoff_release_date"] == "2003-07-27"


@pytest.mark.parametrize(
    ("mutate", "where"),
    [
        (lambda d: d.pop("data"), "missing required field 'data'"),
        (lambda d: d["data"]["LEA"].pop("releaseDate"), "data.LEA: missing required field 'releaseDate'"),
        (lambda d: d["data"]["APC"]["cards"].append(7), "data.APC.cards[2]: expected dict"),
        (lambda d: d["data"]["7ED"]["cards"][0].update(name=None), "data.7ED.cards[0].name: expected str"),
        (lambda d: d["data"].update(LEA=[]), "data.LEA: expected dict"),
    ],
)
def test_malformed_input_names_the_json_path(tmp_path: Path, mutate: Any, where: str) -> None:
    doc = _doc()
    mutate(doc)
    with pytest.raises(CardDataError, match=where.replace("[", r"\[").replace("]", r"\]")):
        import_all_printings(_write(tmp_path, doc), tmp_path / "x.json.gz")


def test_not_json_is_a_card_data_error(tmp_path: Path) -> None:
    src = tmp_path / "AllPrintings.json"
    src.write_text("{not json", encoding="utf-8")
    with pytest.raises(CardDataError, match="AllPrintings"):
        import_all_printings(src, tmp_path / "x.json.gz")
