"""What a free-for-all costs: random games of 2, 3, 5 and 8 seats (the peer harness's decks A and B
alternating by seat, a uniformly random legal action from ``random.Random(seed)``, cap 12,000
decisions). Reports per seat count the median over rounds of decisions/s and of games/s, and the
ratio of the time per decision to the two-seat game's (a table of N seats should cost about as much
per decision as two: the engine's work per decision does not grow with the seats, only the game).

    .venv/bin/python bench/bench_multiplayer.py                 # 3 rounds of 10 games per seat count
    .venv/bin/python bench/bench_multiplayer.py --rounds 5 --games 20 --save

Never asserts.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import time
from pathlib import Path

from oldframe.game import Game

RESULTS = Path(__file__).resolve().parent / "results"
CAP = 12_000
DECK_A = (["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4
          + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 4 + ["Shock"] * 3)
DECK_B = (["Island"] * 8 + ["Swamp"] * 6 + ["Plains"] * 3 + ["Storm Crow"] * 4 + ["Wind Drake"] * 4
          + ["Hypnotic Specter"] * 4 + ["Serra Angel"] * 3 + ["Counterspell"] * 4 + ["Dark Ritual"] * 4)
SEATS = (2, 3, 5, 8)


def play(seats: int, seed: int) -> tuple[int, float]:
    """One game; returns (decisions, CPU seconds), the constructor included."""
    c = time.process_time()
    g = Game([DECK_A if i % 2 == 0 else DECK_B for i in range(seats)], seed=seed, starting_player=0,
             keep_history=False)
    rng = random.Random(seed)
    n = 0
    while not g.is_over() and n < CAP:
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
        n += 1
    return n, time.process_time() - c


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--save", action="store_true", help="write the figures to bench/results/")
    args = ap.parse_args()
    play(2, 0)  # warm: cards compiled, caches filled
    per: dict[int, dict[str, list[float]]] = {n: {"dps": [], "gps": [], "decisions": []} for n in SEATS}
    for r in range(args.rounds):
        for n in SEATS:
            total, secs = 0, 0.0
            for seed in range(r * args.games, (r + 1) * args.games):
                d, s = play(n, seed)
                total, secs = total + d, secs + s
            per[n]["dps"].append(total / secs)
            per[n]["gps"].append(args.games / secs)
            per[n]["decisions"].append(total / args.games)
    base = statistics.median(per[2]["dps"])
    out = {}
    print(f"{'seats':>5}{'decisions/s':>14}{'games/s':>10}{'decisions/game':>16}{'s/decision vs 2':>17}")
    for n in SEATS:
        dps, gps = statistics.median(per[n]["dps"]), statistics.median(per[n]["gps"])
        dpg = statistics.median(per[n]["decisions"])
        out[n] = {"decisions_per_s": round(dps), "games_per_s": round(gps, 2), "decisions_per_game": round(dpg),
                  "time_per_decision_vs_2": round(base / dps, 3)}
        print(f"{n:>5}{dps:>14.0f}{gps:>10.2f}{dpg:>16.0f}{base / dps:>17.2f}")
    if args.save:
        RESULTS.mkdir(exist_ok=True)
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        path = RESULTS / f"multiplayer-{stamp}.json"
        path.write_text(json.dumps({"rounds": args.rounds, "games": args.games, "cpu_seconds": True,
                                    "by_seats": out}, indent=1) + "\n", encoding="utf-8")
        print(f"results: {path}")


if __name__ == "__main__":
    main()
