"""Worst cases of the search-query bounds: how long hostile queries take before they answer or are refused.

Usage: ``.venv/bin/python bench/bench_search_limits.py [--repeat N]``. For each query: the median and the
worst of N runs (leaf cache cleared each time), and whether it answered or raised QueryError. Reports,
never asserts. Goal: every query under about REGEX_BUDGET_SECONDS plus a few milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oldframe.cards.catalog import open_catalog
from oldframe.cards.search import QueryError
from oldframe.cards.search.limits import MAX_NESTING, MAX_QUERY_LENGTH

HOSTILE = (
    "(" * 2000 + "goblin" + ")" * 2000,
    "-(" * MAX_NESTING + "x" + ")" * MAX_NESTING,
    "o:/(\\w+\\s?)+$/",
    "o:/(a|aa)+$/ or ft:/(.*a){12}/ or pr:/(x+x+)+y/",
    "o:/(a{999}){999}/",
    "o:/((a{10}){10}){10}/",
    " ".join(f"o:/{c}.*{c}.*{c}/" for c in "abcdefghijklmnopqrstuvwxyz"),
    ("t:goblin or " * (MAX_QUERY_LENGTH // 12))[: MAX_QUERY_LENGTH - 8] + " c:r",
    " ".join(f"o:{w}{i}" for i, w in enumerate(["draw", "tap", "card"] * 200))[:MAX_QUERY_LENGTH],
)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    cat = open_catalog()
    cat.search("goblin")  # build the index first
    ix = cat.index
    worst_all = 0.0
    for q in HOSTILE:
        times, outcome = [], ""
        for _ in range(args.repeat):
            ix.leaf_cache.clear()
            start = time.perf_counter()
            try:
                outcome = f"{len(cat.search(q))} hits"
            except QueryError as exc:
                outcome = f"QueryError: {exc.reason[:60]}"
            times.append(time.perf_counter() - start)
        worst_all = max(worst_all, max(times))
        label = q if len(q) <= 50 else q[:47] + "..."
        print(f"{label:<52} median {statistics.median(times) * 1000:8.1f} ms  worst {max(times) * 1000:8.1f} ms  "
              f"{outcome}")
    print(f"worst of all: {worst_all * 1000:.1f} ms")


if __name__ == "__main__":
    main()
