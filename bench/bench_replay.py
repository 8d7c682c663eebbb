"""What a replay costs the play server: building the spectator replay of a finished game
(``play/server/replay.py``) — seconds per game and per action, steps kept, and the bytes the cache
holds per game. Games are the greedy computer against itself on the built-in decks.

Usage: ``PYTHONPATH=src python bench/bench_replay.py [--games 5] [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oldframe.play.server.computer import computer_player
from oldframe.play.server.decks import builtin_deck
from oldframe.play.server.replay import build_replay, game_from_setup
from oldframe.play.server.store import ActionRow, TableRecord


def finished_game(seed: int) -> tuple[TableRecord, list[ActionRow]]:
    decks = [builtin_deck("red_green"), builtin_deck("blue_black_white")]
    setup = {"rules": "oldframe", "seed": seed,
             "decks": [{"main": list(d.main), "sideboard": list(d.sideboard)} for d in decks]}
    game, player, rows = game_from_setup(setup), computer_player("greedy"), []
    while not game.is_over() and len(rows) < 5000:
        assert game.pending is not None
        seat = game.pending.player
        action = player(game.copy(), seat)
        rows.append(ActionRow(len(rows), seat, action.to_json(), "computer", 0))
        game.apply(action)
    return TableRecord(f"bench{seed}", 0, "oldframe", "casual", None, "over", setup=setup, seats=[]), rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    per_game, per_action, steps, sizes, actions = [], [], [], [], []
    for seed in range(1, args.games + 1):
        table, rows = finished_game(seed)
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            replay = build_replay(table, rows)
            times.append(time.perf_counter() - t0)
        t = statistics.median(times)
        per_game.append(t)
        per_action.append(t / max(1, len(rows)))
        steps.append(len(replay.steps) / max(1, len(rows)))
        sizes.append(sum(len(s.view) for s in replay.steps) + sum(len(line) for line in replay.log))
        actions.append(len(rows))
    print(f"games {args.games}, actions median {statistics.median(actions)}")
    print(f"build: median {statistics.median(per_game) * 1000:.0f} ms per game, "
          f"{statistics.median(per_action) * 1e6:.0f} µs per action")
    print(f"steps kept per action: median {statistics.median(steps):.2f}")
    print(f"cache bytes per game: median {statistics.median(sizes) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
