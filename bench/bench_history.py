"""What the undo history costs: random self-play with ``keep_history=True`` (the default) against
``keep_history=False``. Goal (issue #9, item 6): the default within 10 % of ``False`` in games/s.

    .venv/bin/python bench/bench_history.py                     # 5 rounds of 40 games per setting
    .venv/bin/python bench/bench_history.py --rounds 9 --games 60 --rules modern --save

Each round plays the same seeds under both settings, one block of games after the other (which goes
first alternates by round), in one process: the peer harness's decks A vs B, seat 0 starts, a uniformly
random legal action from ``random.Random(seed)``, cap 2,000 decisions, like ``bench_selfplay.py``. Each
game is checked to end the same way under both settings (same number of decisions). Reports games/s
and decisions/s per setting (median over rounds) and the paired ratio True/False per round (median,
min–max), of wall time and of CPU time (steadier on a loaded machine). ``--undo`` also times
``Game.undo()`` at the end of every game (median µs). Never asserts.
"""

from __future__ import annotations

import argparse
import datetime
import gc
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from oldframe.game import Game

RESULTS = Path(__file__).resolve().parent / "results"
GOAL = 0.90
CAP = 2000
DECK_A = (["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4
          + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 4 + ["Shock"] * 3)
DECK_B = (["Island"] * 8 + ["Swamp"] * 6 + ["Plains"] * 3 + ["Storm Crow"] * 4 + ["Wind Drake"] * 4
          + ["Hypnotic Specter"] * 4 + ["Serra Angel"] * 3 + ["Counterspell"] * 4 + ["Dark Ritual"] * 4)


def play(seed: int, keep_history: bool, rules: str, undo_times: list[float] | None) -> tuple[int, float, float]:
    """One game; returns (decisions, wall seconds, CPU seconds), the constructor included."""
    t, c = time.perf_counter(), time.process_time()
    g = Game([DECK_A, DECK_B], seed=seed, starting_player=0, rules=rules, keep_history=keep_history)
    rng = random.Random(seed)
    n = 0
    while not g.is_over() and n < CAP:
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
        n += 1
    elapsed, cpu = time.perf_counter() - t, time.process_time() - c
    if undo_times is not None and keep_history:
        for _ in range(min(20, n)):
            u = time.perf_counter_ns()
            g.undo()
            undo_times.append((time.perf_counter_ns() - u) / 1000)
    return n, elapsed, cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--rules", default="oldframe")
    ap.add_argument("--undo", action="store_true")
    ap.add_argument("--save", action="store_true")
    args = ap.parse_args()
    play(1, True, args.rules, None)  # warm the card registry and the code
    per: dict[bool, list[dict[str, float]]] = {True: [], False: []}
    ratios: list[float] = []
    cpu_ratios: list[float] = []
    dec_ratios: list[float] = []
    undo_times: list[float] = []
    for r in range(args.rounds):
        seeds = range(1 + r * args.games, 1 + (r + 1) * args.games)
        order = (True, False) if r % 2 == 0 else (False, True)
        got: dict[bool, tuple[list[int], float, float]] = {}
        for keep in order:
            gc.collect()
            lengths, total, cpu = [], 0.0, 0.0
            for s in seeds:
                n, dt, dc = play(s, keep, args.rules, None)
                lengths.append(n)
                total += dt
                cpu += dc
            got[keep] = (lengths, total, cpu)
        if got[True][0] != got[False][0]:
            sys.exit("the two settings played different games: history changed the behaviour")
        for keep in (True, False):
            lengths, total, cpu = got[keep]
            per[keep].append({"games_per_s": len(lengths) / total, "decisions_per_s": sum(lengths) / total,
                              "games_per_cpu_s": len(lengths) / cpu})
        ratios.append(per[True][-1]["games_per_s"] / per[False][-1]["games_per_s"])
        cpu_ratios.append(per[True][-1]["games_per_cpu_s"] / per[False][-1]["games_per_cpu_s"])
        dec_ratios.append(per[True][-1]["decisions_per_s"] / per[False][-1]["decisions_per_s"])
        print(f"round {r + 1}: history {per[True][-1]['games_per_s']:.1f} games/s, "
              f"none {per[False][-1]['games_per_s']:.1f} games/s, ratio {ratios[-1]:.3f} "
              f"(CPU time: {cpu_ratios[-1]:.3f})", flush=True)
    if args.undo:
        for s in range(1, 21):
            play(s, True, args.rules, undo_times)
    med = {k: {m: statistics.median(x[m] for x in v) for m in ("games_per_s", "decisions_per_s", "games_per_cpu_s")}
           for k, v in per.items()}
    ratio = statistics.median(ratios)
    verdict = "met" if ratio >= GOAL else "missed"
    print(f"rules={args.rules}, {args.rounds} rounds x {args.games} games per setting")
    for keep in (True, False):
        print(f"keep_history={keep!s:<5}: {med[keep]['games_per_s']:.1f} games/s, "
              f"{med[keep]['decisions_per_s']:,.0f} decisions/s")
    print(f"True/False games/s, paired per round: {ratio:.3f} ({min(ratios):.3f}-{max(ratios):.3f}); "
          f"goal >= {GOAL}: {verdict}; per CPU second: {statistics.median(cpu_ratios):.3f} "
          f"({min(cpu_ratios):.3f}-{max(cpu_ratios):.3f}); load average {os.getloadavg()}")
    if undo_times:
        print(f"Game.undo(): median {statistics.median(undo_times):.0f} µs, max {max(undo_times):.0f} µs "
              f"({len(undo_times)} undos at the ends of 20 games)")
    if args.save:
        RESULTS.mkdir(exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = RESULTS / f"history-{stamp}.json"
        out: dict[str, Any] = {
            "when": stamp, "rules": args.rules, "rounds": args.rounds, "games": args.games,
            "python": sys.version.split()[0], "load_average": os.getloadavg(),
            "median": {str(k): v for k, v in med.items()}, "ratio_games_per_s": ratios,
            "ratio_decisions_per_s": dec_ratios, "ratio_games_per_cpu_s": cpu_ratios, "goal": GOAL, "verdict": verdict,
            "undo_us_median": statistics.median(undo_times) if undo_times else None}
        path.write_text(json.dumps(out, indent=1))
        print(f"saved {path}")


if __name__ == "__main__":
    main()
