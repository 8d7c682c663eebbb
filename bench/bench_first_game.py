"""Time to the first game from a fresh process: ``import oldframe`` + ``Game(...)`` with two real decks +
the first ``legal_actions()``. Goal (issue #9, item 6): ≤ 0.5 s with a warm cache.

    .venv/bin/python bench/bench_first_game.py                # 9 runs each: warm cache, cold cards, cold
    .venv/bin/python bench/bench_first_game.py --runs 15 --save

Every run is a new interpreter (``python -c``), timed from inside (``time.perf_counter`` before the
import); the interpreter's own start-up (~20 ms) is reported apart from it. ``cpu`` is the process's CPU
time over the same span: on a shared, loaded machine it stays near what the wall time is when idle.
Three cache states, each in its own temporary ``$OLDFRAME_CACHE``:

* **warm** — a previous process played the same decks: every card definition comes from the disk
  cache of compiled cards (``oldframe.cards.compiled_cache``); the usual case;
* **cold cards** — the parser tables are cached but no card is (a new deck, or the first game after
  editing the compiler): the card pool is read and the deck's cards compiled;
* **cold** — an empty cache directory (the first game ever on a machine).

Decks: the peer harness's deck A (red-green) vs deck B (blue-black-white), the ones ``make bench`` uses.
Reports medians (min–max); ``--save`` writes ``bench/results/first-game-<stamp>.json``. Never asserts.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
GOAL_S = 0.5

DECK_A = (["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 4 + ["Grizzly Bears"] * 4
          + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 4 + ["Shock"] * 3)
DECK_B = (["Island"] * 8 + ["Swamp"] * 6 + ["Plains"] * 3 + ["Storm Crow"] * 4 + ["Wind Drake"] * 4
          + ["Hypnotic Specter"] * 4 + ["Serra Angel"] * 3 + ["Counterspell"] * 4 + ["Dark Ritual"] * 4)

_SCRIPT = """
import time
t0, c0 = time.perf_counter(), time.process_time()
import oldframe
t1 = time.perf_counter()
g = oldframe.Game({decks!r}, seed=1)
t2 = time.perf_counter()
n = len(g.legal_actions())
t3, c3 = time.perf_counter(), time.process_time()
import json, sys
print(json.dumps({{"import": t1 - t0, "game": t2 - t1, "legal_actions": t3 - t2, "total": t3 - t0,
                  "cpu": c3 - c0, "n_legal": n}}))
"""


def one_run(cache: Path) -> dict[str, float]:
    env = {**os.environ, "OLDFRAME_CACHE": str(cache)}
    out = subprocess.run([sys.executable, "-c", _SCRIPT.format(decks=[DECK_A, DECK_B])], env=env,
                         capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(out.stdout)
    return result


def interpreter_start(runs: int) -> float:
    times = []
    for _ in range(runs):
        t = datetime.datetime.now()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        times.append((datetime.datetime.now() - t).total_seconds())
    return statistics.median(times)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--save", action="store_true")
    args = ap.parse_args()
    records: dict[str, list[dict[str, float]]] = {"warm": [], "cold cards": [], "cold": []}
    base = Path(tempfile.mkdtemp(prefix="oldframe-first-game-"))
    try:
        warm = base / "warm"
        one_run(warm)  # fills the cache
        for i in range(args.runs):  # the three states interleaved, so machine drift hits all alike
            records["warm"].append(one_run(warm))
            cards = base / f"cards-{i}"
            shutil.copytree(warm, cards, ignore=shutil.ignore_patterns("compiled-*"))
            records["cold cards"].append(one_run(cards))
            records["cold"].append(one_run(base / f"cold-{i}"))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    start = interpreter_start(args.runs)
    table: dict[str, Any] = {}
    print(f"{args.runs} fresh processes per cache state; median (min-max), seconds; "
          f"interpreter start-up alone {start:.3f} s")
    cols = ("import", "game", "legal_actions", "total", "cpu")
    print(f"{'cache':<11} " + " ".join(f"{c:>22}" for c in cols))
    for state, recs in records.items():
        row = {k: summary([r[k] for r in recs]) for k in cols}
        table[state] = row
        print(f"{state:<11} " + " ".join(
            f"{row[k]['median']:>8.3f} ({row[k]['min']:.3f}-{row[k]['max']:.3f})" for k in cols))
    verdict = "met" if table["warm"]["total"]["median"] <= GOAL_S else "missed"
    print(f"goal: warm total <= {GOAL_S} s: {table['warm']['total']['median']:.3f} s wall "
          f"({table['warm']['cpu']['median']:.3f} s CPU), {verdict}; load average {os.getloadavg()}")
    if args.save:
        RESULTS.mkdir(exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path = RESULTS / f"first-game-{stamp}.json"
        path.write_text(json.dumps({
            "when": stamp, "runs": args.runs, "python": sys.version.split()[0],
            "load_average": os.getloadavg(), "interpreter_start_s": start, "summary": table,
            "raw": records, "goal_s": GOAL_S, "verdict": verdict}, indent=1))
        print(f"saved {path}")


if __name__ == "__main__":
    main()
