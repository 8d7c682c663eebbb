"""Search speed: ISMCTS iterations per CPU second on one core, and where an iteration's time goes.

Usage: ``PYTHONPATH=src python bench/bench_ismcts.py [--iterations N] [--repeat R] [--profile]``.
Positions: the two benchmark decks played by the rule-of-thumb players to the active player's
first main phase of turn 5, for a few seeds. Reports the median over repeats of iterations per CPU
second (``time.process_time``: a busy machine slows the wall clock, not this), decisions applied per
iteration, and with ``--profile`` the top functions by cumulative time. Reports, never asserts;
``--out`` writes the figures as JSON under bench/results/.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import statistics
import time
from pathlib import Path

from oldframe import Game
from oldframe.agents.levels import make_agent
from oldframe.agents.search import SearchConfig, _Search
from oldframe.play.selfplay_cmd import builtin_deck
from oldframe.rules.rng import Rng
from oldframe.rules.state import Step

SEEDS = (3, 5, 8)


def position(seed: int) -> Game:
    game = Game([builtin_deck("red_green.txt"), builtin_deck("blue_black_white.txt")], seed=seed, keep_history=False)
    agents = [make_agent("easy", 0, seed), make_agent("easy", 1, seed)]
    while not (game.state.turn >= 5 and game.pending is not None and game.pending.kind == "priority"
               and game.pending.player == game.state.active and game.state.step == Step.MAIN1):
        p = game.pending
        assert p is not None and not game.is_over()
        game.apply(agents[p.player].decide(game, p.player))
    return game


def measure(games: list[Game], iterations: int) -> float:
    done, cpu = 0, 0.0
    for k, g in enumerate(games):
        assert g.pending is not None
        s = _Search(g, g.pending.player, SearchConfig(), Rng(k))
        start = time.process_time()
        done += s.run(iterations, None)
        cpu += time.process_time() - start
    return done / cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    games = [position(s) for s in SEEDS]
    rates = [measure(games, args.iterations) for _ in range(args.repeat)]
    det = []
    for k, g in enumerate(games):
        start = time.process_time()
        for i in range(200):
            g.determinize(g.pending.player if g.pending else 0, Rng(k * 1000 + i))
        det.append((time.process_time() - start) / 200 * 1e6)
    result = {"iterations_per_cpu_s": round(statistics.median(rates), 1), "runs": [round(r, 1) for r in rates],
              "determinize_us": round(statistics.median(det), 1), "iterations": args.iterations, "seeds": SEEDS}
    print(json.dumps(result))
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        measure(games, args.iterations)
        prof.disable()
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).sort_stats("cumulative").print_stats(25)
        print(buf.getvalue())
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        path = args.out / f"ismcts-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}.json"
        path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        print(f"results: {path}")


if __name__ == "__main__":
    main()
