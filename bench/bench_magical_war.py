"""Magical War self-play speed: random-agent games of 2, 3, 5 and 8 players (``variant="magical-war"``),
and the same two-player games without the variant, to see what the variant's rules cost.

    .venv/bin/python bench/bench_magical_war.py                 # 5 rounds, median per size
    .venv/bin/python bench/bench_magical_war.py --rounds 9 --games 10 --save

Each round plays ``--games`` seeded games per size (capped at ``--cap`` decisions; an 8-player game
between random agents rarely ends) and reports games per CPU second and decisions per CPU second,
median (min–max) over rounds. ``--save`` writes ``bench/results/magical-war-<stamp>.json``. Never asserts.
"""

from __future__ import annotations

import argparse
import datetime
import json
import statistics
import time
from pathlib import Path

from oldframe import Game
from oldframe.agents.random_agent import RandomAgent

RESULTS = Path(__file__).resolve().parent / "results"
DECKS = [
    ["Mountain"] * 24 + ["Grizzly Bears"] * 12 + ["Lightning Bolt"] * 12 + ["Ornithopter"] * 6 + ["Stone Rain"] * 6,
    ["Forest"] * 24 + ["Grizzly Bears"] * 20 + ["Giant Growth"] * 12 + ["Fastbond"] * 4,
    ["Island"] * 24 + ["Counterspell"] * 12 + ["Wind Drake"] * 12 + ["Black Vise"] * 6 + ["Ornithopter"] * 6,
]


def one_round(n_players: int, games: int, cap: int, variant: str | None) -> tuple[float, float, int]:
    """(games per CPU second, decisions per CPU second, games finished)."""
    decisions = finished = 0
    c0 = time.process_time()
    for seed in range(games):
        g = Game([DECKS[i % 3] for i in range(n_players)], seed=seed, variant=variant, keep_history=False)
        agents = [RandomAgent(seed * 13 + i) for i in range(n_players)]
        n = 0
        while not g.is_over() and n < cap:
            p = g.pending
            assert p is not None
            g.apply(agents[p.player].choose({}, g.legal_actions()))
            n += 1
        decisions += n
        finished += g.is_over()
    cpu = time.process_time() - c0
    return games / cpu, decisions / cpu, finished


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--cap", type=int, default=3000)
    ap.add_argument("--save", action="store_true")
    args = ap.parse_args()
    rows = []
    for label, n, variant in (("plain 2p", 2, None), ("MW 2p", 2, "magical-war"), ("MW 3p", 3, "magical-war"),
                              ("MW 5p", 5, "magical-war"), ("MW 8p", 8, "magical-war")):
        runs = [one_round(n, args.games, args.cap, variant) for _ in range(args.rounds)]
        gps = [r[0] for r in runs]
        dps = [r[1] for r in runs]
        row = {"what": label, "games_per_cpu_s": statistics.median(gps), "games_min": min(gps), "games_max": max(gps),
               "decisions_per_cpu_s": statistics.median(dps), "finished": runs[0][2], "games": args.games}
        rows.append(row)
        print(f"{label:9} {row['games_per_cpu_s']:7.2f} games/CPU s ({min(gps):.2f}–{max(gps):.2f})  "
              f"{row['decisions_per_cpu_s']:8.0f} decisions/CPU s  finished {runs[0][2]}/{args.games}")
    if args.save:
        RESULTS.mkdir(exist_ok=True)
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        (RESULTS / f"magical-war-{stamp}.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
