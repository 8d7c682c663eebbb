"""Micro-benchmark of ``Game.copy()`` at mid-game positions. Goal: median < 200 µs.

    .venv/bin/python bench/bench_copy_micro.py                  # seeds 1-5, decisions 50/100/200, 200 reps
    .venv/bin/python bench/bench_copy_micro.py --seeds 1-20 --rules modern --save

For each seed *s*: a game of the peer-benchmark decks (deck A vs deck B, seat 0 starts) is played with
``Game(seed=s)`` and uniformly random legal actions from ``random.Random(s)`` until each checkpoint
(decisions applied); there ``copy()`` is timed ``--reps`` times, one call per timing, after one
untimed warm-up, and the median is kept. Also timed at the same positions: ``GameState.copy()``
alone (the snapshot every ``Game.apply`` takes for ``undo``) and the JSON round trip
(``state_json`` → text → ``Game.loads``). Reports the median per checkpoint over seeds and over
everything; ``--save`` writes ``bench/results/copy-micro-<stamp>.json``. Reports, never asserts.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from oldframe.game import Game

RESULTS = Path(__file__).resolve().parent / "results"
GOAL_US = 200.0

# Same decks as the peer harness (its decks.py): 40 cards each, all printed by 2003.
DECK_A = (["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4
          + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 4 + ["Shock"] * 3)
DECK_B = (["Island"] * 8 + ["Swamp"] * 6 + ["Plains"] * 3 + ["Storm Crow"] * 4 + ["Wind Drake"] * 4
          + ["Hypnotic Specter"] * 4 + ["Serra Angel"] * 3 + ["Counterspell"] * 4 + ["Dark Ritual"] * 4)


def time_us(fn: Callable[[], object], reps: int) -> float:
    fn()  # warm-up
    perf = time.perf_counter_ns
    times = []
    for _ in range(reps):
        t = perf()
        fn()
        times.append(perf() - t)
    return statistics.median(times) / 1000.0


def json_copy(g: Game) -> Game:
    text = json.dumps({"format": "oldframe-game", "state": g.state_json()}, separators=(",", ":"))
    return Game.loads(text, g.registry)


def parse_seeds(spec: str) -> list[int]:
    out: list[int] = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1-5", help="e.g. 1-5 or 1,3,8")
    ap.add_argument("--checkpoints", default="50,100,200")
    ap.add_argument("--reps", type=int, default=200)
    ap.add_argument("--json-reps", type=int, default=20, help="reps for the JSON round trip (0: skip)")
    ap.add_argument("--rules", default="oldframe")
    ap.add_argument("--save", action="store_true", help="write bench/results/copy-micro-<stamp>.json")
    args = ap.parse_args()
    checkpoints = sorted(int(c) for c in args.checkpoints.split(","))

    rows: list[dict[str, Any]] = []
    for seed in parse_seeds(args.seeds):
        g = Game([DECK_A, DECK_B], seed=seed, starting_player=0, rules=args.rules)
        rng = random.Random(seed)
        n = 0
        for cp in checkpoints:
            while n < cp and not g.is_over():
                acts = g.legal_actions()
                g.apply(acts[rng.randrange(len(acts))])
                n += 1
            if n < cp:
                rows.append({"seed": seed, "checkpoint": cp, "reached": False, "game_ended_at": n})
                break
            st = g.state
            row: dict[str, Any] = {
                "seed": seed, "checkpoint": cp, "reached": True, "turn": st.turn,
                "objects": len(st.objects), "battlefield": len(st.battlefield), "history": len(g.actions),
                "game_copy_us": time_us(g.copy, args.reps),
                "state_copy_us": time_us(st.copy, args.reps),
            }
            if args.json_reps:
                row["json_round_trip_us"] = time_us(partial(json_copy, g), args.json_reps)
            rows.append(row)

    reached = [r for r in rows if r["reached"]]
    by_cp: dict[str, Any] = {}
    for cp in checkpoints:
        rs = [r for r in reached if r["checkpoint"] == cp]
        if rs:
            by_cp[str(cp)] = {k: statistics.median(r[k] for r in rs) for k in
                              ("game_copy_us", "state_copy_us", "json_round_trip_us", "battlefield", "turn")
                              if k in rs[0]}
            by_cp[str(cp)].update(n=len(rs), game_copy_us_max=max(r["game_copy_us"] for r in rs))
    overall = statistics.median(r["game_copy_us"] for r in reached) if reached else None
    worst = max((r["game_copy_us"] for r in reached), default=None)

    print(f"Game.copy() at mid-game, rules={args.rules}, seeds {args.seeds}, median of {args.reps} reps each")
    print("| decision | positions | turn | permanents | Game.copy(), µs (max) | GameState.copy(), µs "
          "| JSON round trip, µs |")
    print("|---|---|---|---|---|---|---|")
    for cp_label, v in by_cp.items():
        js = f"{v['json_round_trip_us']:.0f}" if "json_round_trip_us" in v else "–"
        print(f"| {cp_label} | {v['n']} | {v['turn']:.0f} | {v['battlefield']:.0f} | {v['game_copy_us']:.1f} "
              f"({v['game_copy_us_max']:.1f}) | {v['state_copy_us']:.1f} | {js} |")
    missing = [r for r in rows if not r["reached"]]
    if missing:
        print(f"not reached (game over first): {[(r['seed'], r['checkpoint']) for r in missing]}")
    if overall is not None and worst is not None:
        verdict = "met" if worst < GOAL_US else "missed"
        print(f"overall median {overall:.1f} µs, slowest position {worst:.1f} µs; goal < {GOAL_US:.0f} µs: {verdict}")
    out = {"bench": "copy_micro", "rules": args.rules, "reps": args.reps, "seeds": args.seeds,
           "date": datetime.datetime.now().isoformat(timespec="seconds"), "python": sys.version.split()[0],
           "by_checkpoint": by_cp, "overall_median_us": overall, "worst_us": worst, "goal_us": GOAL_US,
           "rows": rows}
    if args.save:
        RESULTS.mkdir(parents=True, exist_ok=True)
        path = RESULTS / f"copy-micro-{datetime.datetime.now().strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps(out, indent=1) + "\n")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
