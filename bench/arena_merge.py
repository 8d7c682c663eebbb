"""Merge ``oldframe arena`` results of the same agents (runs cut short, or split over machines by
``--seed``) into one table: the games are pooled and the intervals, timings and Elo recomputed.

Usage: ``PYTHONPATH=src python bench/arena_merge.py bench/results/arena-A.json bench/results/arena-B.json
[--out bench/results]``. Refuses files whose agents differ, or that share a game (same seed and seats).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from oldframe.agents import arena


def load(path: Path) -> tuple[list[str], list[arena.GameResult], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != "oldframe-arena":
        raise SystemExit(f"{path}: not an oldframe arena result")
    games = []
    for g in data["games"]:
        g = dict(g)
        for key in ("pairing", "agents", "decks", "iterations", "search_seconds", "search_errors"):
            if key in g:
                g[key] = tuple(g[key])
        g["times"] = tuple(g["times"])
        g["searched"] = tuple(g["searched"])
        games.append(arena.GameResult(**g))
    return list(data["settings"]["agents"]), games, data["settings"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    agents: list[str] | None = None
    pooled: list[arena.GameResult] = []
    seen: set[tuple[int, tuple[str, str], tuple[str, str]]] = set()
    sources = []
    for path in args.files:
        these, games, settings = load(path)
        if agents is not None and these != agents:
            raise SystemExit(f"{path}: agents {these} differ from {agents}")
        agents = these
        for g in games:
            key = (g.seed, g.agents, g.decks)
            if key in seen:
                raise SystemExit(f"{path}: game seed {g.seed} {g.agents} appears twice")
            seen.add(key)
            pooled.append(g)
        sources.append({"file": path.name, "games": len(games), "seed": settings["seed"],
                        "complete": settings.get("complete")})
    assert agents is not None
    summary = arena.summarise(agents, pooled)
    print(arena.table(summary))
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        out = args.out / f"arena-merged-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}.json"
        out.write_text(json.dumps({"format": "oldframe-arena-merged", "agents": agents, "sources": sources,
                                   "summary": summary}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"results: {out}")


if __name__ == "__main__":
    main()
