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


def test_selfplay_plays_a_free_for_all_of_four_seats_to_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "4", "--seed", "2", "--agents", "easy,random,easy,random", "--log"]) == 0
    out = capsys.readouterr().out
    header = out.split("\n", 1)[0]
    assert "P1 red_green (easy)" in header and "P4 blue_black_white (random)" in header
    assert "wins after" in out and "Game over:" in out


def test_selfplay_players_and_agents_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "9"]) == 2
    assert "--players must be 2 to 8, got 9" in capsys.readouterr().err
    assert main(["selfplay", "--players", "3", "--agents", "easy,random"]) == 2
    assert "names 2 agents for 3 seats" in capsys.readouterr().err


def test_selfplay_attack_left_only_gives_a_finished_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "3", "--attack-left-only", "--seed", "5"]) == 0
    assert "game 1 (seed 5): P" in capsys.readouterr().out
