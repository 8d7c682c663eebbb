"""The arena: mirrored, seeded schedules; honest intervals and ratings; playable decks only; games
that replay; the same run on a local Ray instance."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from oldframe.agents import arena
from oldframe.agents.levels import LEVELS, make_agent
from oldframe.cards.decks import Deck, DeckError
from oldframe.play.cli import main


def test_wilson_interval_matches_the_formula() -> None:
    lo, hi = arena.wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = arena.wilson(1.0, 10)  # a clean sweep of 10 still leaves room below
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == 1.0


def test_schedule_mirrors_seats_on_the_same_deal(deck_a: Deck, deck_b: Deck) -> None:
    specs = arena.schedule(["random", "easy", "medium"], 4, [deck_a, deck_b], seed=10)
    assert len(specs) == 3 * 4
    first, twin = specs[0], specs[3]  # pairings interleaved: random-easy, random-medium, easy-medium
    assert first.agents == ("random", "easy") and twin.agents == ("easy", "random")
    assert first.seed == twin.seed == 10 and first.decks == twin.decks
    assert specs[6].seed == 11 and specs[6].decks == (deck_b, deck_a) and specs[6].pairing == ("random", "easy")
    assert [s.pairing for s in specs].count(("easy", "medium")) == 4
    with pytest.raises(ValueError, match="at least two agents"):
        arena.schedule(["easy"], 2, [deck_a], 1)


def test_elo_orders_agents_by_results(deck_a: Deck, deck_b: Deck) -> None:
    def result(i: int, agents: tuple[str, str], winner: int | None) -> arena.GameResult:
        return arena.GameResult(i, ("x", "y"), agents, ("a", "b"), 1, winner, 10, 100, 1.0)

    games = [result(i, ("x", "y"), 0) for i in range(30)] + [result(30 + i, ("y", "x"), 0) for i in range(10)]
    ratings = arena.elo(["x", "y"], games)
    assert ratings["x"] == 0.0
    # x won 30 of 40, y 10 (+ half a win each way): y's strength is 10.5 / 30.5 of x's
    assert ratings["y"] == pytest.approx(400 * math.log10(10.5 / 30.5), abs=0.1)


def test_a_game_replays_from_its_spec(deck_a: Deck, deck_b: Deck) -> None:
    spec = arena.schedule(["random", "search:3"], 1, [deck_a, deck_b], seed=3)[0]
    one, two = arena.play_game(spec), arena.play_game(spec)
    assert (one.winner, one.turns, one.decisions) == (two.winner, two.turns, two.decisions)
    assert one.winner is not None


def test_only_fully_playable_decks_are_used(tmp_path: Path) -> None:
    (tmp_path / "good.txt").write_text("30 Forest\n30 Mountain\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("60 No Such Card Anywhere\n", encoding="utf-8")
    decks, skipped = arena.playable_decks(tmp_path)
    assert [d.name for d in decks] == ["good"]
    assert len(skipped) == 1 and "No Such Card Anywhere" in skipped[0]
    with pytest.raises(DeckError, match="not a folder"):
        arena.playable_decks(tmp_path / "missing")


def test_the_benchmark_deck_set_plays_fully() -> None:
    """bench/arena-decks (the arena of issue 12): the two peer benchmark decks and five premodern
    archetypes, every card of main deck and sideboard played by the engine; a card that stops
    compiling drops a deck from the arena, so it fails here first."""
    folder = Path(__file__).resolve().parents[2] / "bench" / "arena-decks"
    decks, skipped = arena.playable_decks(folder)
    assert skipped == []
    assert sorted(d.name for d in decks) == ["blue_black_white", "burn", "dance_academy", "elves", "oath", "red_green",
                                             "stompy"]


def test_levels_are_made_in_one_place() -> None:
    assert {"random", "easy", "medium", "hard"} <= set(LEVELS)
    assert make_agent("greedy").name == "easy"
    assert make_agent("hard", seat=1, seed=5).name == "hard"
    with pytest.raises(ValueError, match="unknown agent level 'grandmaster'"):
        make_agent("grandmaster")
    with pytest.raises(ValueError, match="at least 1"):
        make_agent("search:0")


def test_cli_arena_prints_a_table_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--agents", "random,easy", "--games", "2", "--out", str(tmp_path), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "random vs easy" in out and "95% CI" in out and "Elo" in out
    files = list(tmp_path.glob("arena-*.json"))
    assert len(files) == 1
    data = json.loads(files[0].read_text())
    assert data["format"] == "oldframe-arena" and len(data["games"]) == 2
    assert data["summary"]["pairings"][0]["games"] == 2


def test_cli_arena_refuses_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--agents", "easy,wizard", "--games", "2", "--out", str(tmp_path)]) == 2
    assert "unknown agent level 'wizard'" in capsys.readouterr().err
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "bad.txt").write_text("60 No Such Card Anywhere\n", encoding="utf-8")
    assert main(["arena", "--agents", "easy,random", "--decks", str(tmp_path / "decks")]) == 2
    assert "no fully playable deck" in capsys.readouterr().err
    assert not list(tmp_path.glob("arena-*.json"))


@pytest.mark.slow
def test_a_small_arena_runs_on_a_local_ray_instance(tmp_path: Path, deck_a: Deck, deck_b: Deck) -> None:
    import ray  # the ray extra, installed by `make setup`

    assert not ray.is_initialized()
    assert main(["arena", "--agents", "random,easy", "--games", "2", "--ray", "local",
                 "--out", str(tmp_path), "--quiet"]) == 0
    data = json.loads(next(tmp_path.glob("arena-*.json")).read_text())
    local = [arena.play_game(s) for s in arena.schedule(["random", "easy"], 2, [deck_a, deck_b], 1)]
    assert [g["winner"] for g in data["games"]] == [g.winner for g in local]  # the same games, elsewhere


def test_free_for_all_games_seat_the_pairing_in_turn_and_score_the_winning_seat(
        deck_a: Deck, deck_b: Deck, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    specs = arena.schedule(["random", "easy"], 2, [deck_a, deck_b], seed=4, players=3)
    assert [s.agents for s in specs] == [("random", "easy", "random"), ("easy", "random", "easy")]
    assert specs[0].decks == (deck_a, deck_b, deck_a) and specs[0].seed == specs[1].seed
    with pytest.raises(ValueError, match="--players must be 2 to 8, got 9"):
        arena.schedule(["random", "easy"], 2, [deck_a], 1, players=9)
    result = arena.play_game(specs[0])
    assert result.winner is not None and len(result.times) == 3 and all(result.times)
    ratings = arena.elo(["random", "easy"], [result])
    winner = result.agents[result.winner]
    assert ratings[winner] >= ratings["easy" if winner == "random" else "random"]
    assert main(["arena", "--agents", "random,easy", "--games", "2", "--players", "3", "--out", str(tmp_path),
                 "--quiet"]) == 0
    data = json.loads(next(tmp_path.glob("arena-*.json")).read_text())
    assert data["settings"]["players"] == 3 and all(len(g["agents"]) == 3 for g in data["games"])
    assert "random vs easy" in capsys.readouterr().out
