"""``oldframe cards`` subcommands, run in-process through their argparse registration."""

from __future__ import annotations

import argparse
import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.play import cards_cmd


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="oldframe")
    cards_cmd.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    code: int = args.func(args)
    return code


def test_search_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "t:goblin c:r pow>=2", "--limit", "0") == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split() == ["Name", "Cost", "Type", "(2003)", "P/T", "Set", "Rarity"]
    assert any(line.startswith("Goblin Brigand ") and "Creature - Goblin" in line and "2/2" in line for line in lines)
    assert "Goblin King" not in out  # a Lord in 2003
    expected = len(open_catalog().search("t:goblin c:r pow>=2"))  # the 2003 type lines come from the generator
    assert expected > 40 and lines[-1] == f"{expected} cards"
    assert len(lines) == 2 + expected + 1


def test_search_words_join_and_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "t:creature", "c:g", "--limit", "3") == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 + 3 + 1
    assert lines[-1].startswith("showing 3 of ") and lines[-1].endswith(" cards (use --limit 0 for all)")


def test_search_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "!\"goblin king\"", "--json") == 0
    rows: list[dict[str, Any]] = json.loads(capsys.readouterr().out)
    assert len(rows) == 1
    king = rows[0]
    assert (king["name"], king["type_line"], king["text_source"]) == ("Goblin King", "Creature - Lord", "era printing")
    assert king["modern_type_line"] == "Creature — Goblin"
    assert king["printing"]["set"] == "LEA" and king["legality"]["oldschool"] == "legal"


def test_search_csv(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "is:split", "--csv") == 0
    out = capsys.readouterr().out
    assert out.startswith("\ufeffname,mana_cost,")
    rows = list(csv.DictReader(io.StringIO(out.lstrip("\ufeff"), newline="")))
    assert len(rows) == 10 and {"Fire // Ice", "Assault // Battery"} <= {r["name"] for r in rows}


def test_search_prints_csv(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", '!"lightning bolt" unique:prints', "--csv") == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out.lstrip("\ufeff"), newline="")))
    assert len(rows) == 16 and rows[0]["set"] == "LEA" and rows[0]["artist"] == "Christopher Rush"


def test_bad_query_exits_2_with_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "t:goblin xx:foo") == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "unknown keyword 'xx:' at position 10" in captured.err
    assert "  t:goblin xx:foo\n           ^~~" in captured.err
    assert run("cards", "search", "s:zzz") == 2
    assert "unknown set code 'zzz'" in capsys.readouterr().err


def test_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "goblin", "king") == 0
    out = capsys.readouterr().out
    assert out.startswith("Goblin King    {1}{R}{R}\n")
    assert "Oracle 2003 wording (era printing, 8ED):\n  Creature - Lord\n  All Goblins get +1/+1" in out
    assert "Modern Oracle (2022):\n  Creature — Goblin\n  Other Goblins get +1/+1" in out
    assert "Old School 93/94 (oldschool): legal" in out
    assert "Printings (14):" in out
    assert "LEA   Limited Edition Alpha #154, rare, 1993-08-05, Jesper Myrfors, 1993 frame, black border" in out
    assert "Goblins in play gain mountainwalk and +1/+1 while this card remains in play." in out


def test_show_unique_partial_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "juzam dj") == 0
    assert capsys.readouterr().out.startswith("Juzám Djinn")


def test_show_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "Goblin Emperor") == 1
    assert "no card named 'Goblin Emperor'" in capsys.readouterr().err
    assert run("cards", "show", "goblin k") == 1  # several candidates
    assert "did you mean: " in capsys.readouterr().err


def test_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards, prints = tmp_path / "cards.csv", tmp_path / "printings.csv"
    assert run("cards", "export", "--csv", str(cards), "--printings", str(prints), "s:arn", "t:djinn") == 0
    out = capsys.readouterr().out
    rows = list(csv.DictReader(io.StringIO(cards.read_text(encoding="utf-8-sig"), newline="")))
    assert {r["name"] for r in rows} >= {"Juzám Djinn"}
    assert f"wrote {len(rows)} cards to {cards}" in out
    prows = list(csv.DictReader(io.StringIO(prints.read_text(encoding="utf-8-sig"), newline="")))
    assert {r["name"] for r in prows} == {r["name"] for r in rows}
    assert {r["set"] for r in prows} == {"ARN"}  # the printings the query matched, not every reprint
    assert f"wrote {len(prows)} printings to {prints}" in out


def test_export_everything_and_bad_query(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = tmp_path / "all.csv"
    assert run("cards", "export", "--csv", str(cards)) == 0
    assert "wrote 6370 cards" in capsys.readouterr().out
    assert run("cards", "export", "--csv", str(tmp_path / "x.csv"), "c:q") == 2
    assert "unknown color 'q'" in capsys.readouterr().err
    assert not (tmp_path / "x.csv").exists()


def test_missing_data_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "search", "x", "--data", str(tmp_path / "none.json.gz")) == 1
    assert "card data file not found" in capsys.readouterr().err


def _mtgjson_doc() -> dict[str, Any]:
    elf = {
        "name": "Llanowar Elves", "number": "1", "rarity": "common", "frameVersion": "1993",
        "borderColor": "black", "manaCost": "{G}", "manaValue": 1.0, "colors": ["G"], "colorIdentity": ["G"],
        "type": "Creature — Elf", "types": ["Creature"], "subtypes": ["Elf"], "supertypes": [],
        "text": "{T}: Add {G}.", "power": "1", "toughness": "1", "layout": "normal", "artist": "Anson Maddocks",
        "originalType": "Summon - Elves", "originalText": "Tap to add G to your mana pool.",
        "identifiers": {"scryfallOracleId": "o-elves", "scryfallId": "s-elves"},
        "legalities": {"vintage": "Legal"}, "uuid": "u-elves",
    }
    return {"meta": {"version": "5.2.0", "date": "2022-04-25"},
            "data": {"LEA": {"name": "Limited Edition Alpha", "releaseDate": "1993-08-05", "type": "core",
                             "cards": [elf]}}}


def test_import_from_mtgjson(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "AllPrintings.json"
    src.write_text(json.dumps(_mtgjson_doc()), encoding="utf-8")
    cache = tmp_path / "cache"
    assert run("cards", "import", "--from-mtgjson", str(src), "--cache-dir", str(cache)) == 0
    out = capsys.readouterr().out
    assert f"converted {src} to {cache / 'oldframe_cards.json.gz'}" in out
    assert "1 cards, 1 printings" in out
    # later commands with the same cache use the imported data
    assert run("cards", "search", "pr:\"tap to add\"", "--json", "--cache-dir", str(cache)) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == ["Llanowar Elves"]


def test_import_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "import", "--from-mtgjson", str(tmp_path / "missing.json")) == 1
    assert "MTGJSON file not found" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert run("cards", "import", "--from-mtgjson", str(bad), "--out", str(tmp_path / "o.json.gz")) == 1
    assert capsys.readouterr().err.startswith("oldframe cards: ")


def test_import_rebuilds_catalog(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "import", "--cache-dir", str(tmp_path)) == 0
    assert "6370 cards, 13397 printings" in capsys.readouterr().out
    assert list(tmp_path.glob("catalog-*.sqlite3"))
