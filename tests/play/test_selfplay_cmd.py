"""``oldframe selfplay``: complete seeded games with a readable log; clear errors for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from oldframe.play.cli import main


def test_selfplay_prints_a_play_by_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--seed", "3", "--log"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1 (" in out and "Game over:" in out
    assert "game 1 (seed 3):" in out


def test_selfplay_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["selfplay", "--seed", "4", "--log", "--agents", "random,greedy"])
    first = capsys.readouterr().out
    main(["selfplay", "--seed", "4", "--log", "--agents", "random,greedy"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("rules", ["oldframe", "scourge2003", "modern"])
def test_selfplay_plays_every_preset(rules: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--seed", "2", "--rules", rules]) == 0
    assert "game 1 (seed 2):" in capsys.readouterr().out


def test_selfplay_bad_deck_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("4 Lightning Bolt\nforty Forests\n", encoding="utf-8")
    assert main(["selfplay", "--deck-a", str(deck)]) == 2
    err = capsys.readouterr().err
    assert "bad.txt:2" in err and "COUNT CARD NAME" in err


def test_selfplay_unknown_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--rules", "vintage"]) == 2
    assert "unknown rules preset" in capsys.readouterr().err
