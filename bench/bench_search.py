"""Search and CSV export timings over the whole card pool, in-process.

Usage: ``.venv/bin/python bench/bench_search.py [--repeat N]``. For each query: p50/p95 over N runs with
the leaf-result cache cleared before every run (what a new query costs), plus the warm p50 (same query
again, e.g. paging). Goals: p95 ≤ 5 ms per query, full cards CSV export ≤ 1 s. Reports, never asserts.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from oldframe.cards.catalog import Catalog, open_catalog
from oldframe.cards.csv_export import export_cards, export_printings

QUERIES = (
    "goblin", "lightning bolt", '"lord of"', "!\"Black Lotus\"", "/^black /", "/(.)\\1{2}/",
    "t:goblin c:r pow>=2", "mt:goblin", "t:creature", "t:wall pow>tou", "t:legend", "t:artifact -t:creature",
    'o:"comes into play"', "o:draw o:discard", "o:/draw (a|two) cards?/", "mo:exile", 'mo:"enters the battlefield"',
    'pr:"remains in play"', "pr:/tap to add/", "ft:urza", "ft:/\\bdeath\\b/", "a:foglio", 'a:"rebecca guay"',
    "c:rg", "c=rg", "c:m", "c:c t:artifact", "c<=wu", "id:g", "id>=wub", "c=2", "m:rr", "m={x}{r}", "m:2uu",
    "mv>=7", "cmc=0 -t:land", "pow>=5 tou<=2", "pt>=12", "pt=2/2 c:w", "tou>cmc", "r:rare", "r<=u t:creature",
    "s:lea", "e:arn r:common", "in:lea -r:rare", "in:common t:drake", "b:tempest", "b:ody c:b", "year<=1994",
    "date>=2003-01", "date<ice c:u", "cn:1 s:lea", "cn>=300", "is:reserved", "is:vanilla", "is:split",
    "is:permanent c:g mv<=2", "not:permanent c:u", "is:funny", "frame:1993 border:white", "f:premodern",
    "banned:premodern", "restricted:oldschool", "f:oldschool c:m", "t:dragon order:cmc",
    "t:creature order:power direction:desc", "c:w unique:prints", "(t:goblin or t:orc) c:r",
    "t:elf or t:faerie or t:merfolk", "-t:creature -t:land -t:instant -t:sorcery", "o:counter t:instant mv<=2",
    "s:lea a:\"mark poole\"", "t:creature order:released direction:desc", "c:r order:rarity", "order:color",
)


def timed(fn: object, *args: object) -> float:
    start = time.perf_counter()
    fn(*args)  # type: ignore[operator]
    return (time.perf_counter() - start) * 1000


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def bench_queries(catalog: Catalog, repeat: int) -> list[tuple[str, int, float, float, float]]:
    cache = catalog.index.leaf_cache
    for q in QUERIES:  # warm-up: builds the per-column groups once, as a server does on its first queries
        catalog.search(q)
    rows = []
    for q in QUERIES:
        cold = []
        for _ in range(repeat):
            cache.clear()
            cold.append(timed(catalog.search, q))
        warm = [timed(catalog.search, q) for _ in range(repeat)]
        rows.append((q, len(catalog.search(q)), pct(cold, 0.5), pct(cold, 0.95), pct(warm, 0.5)))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()

    t0 = time.perf_counter()
    catalog = open_catalog()
    t_open = time.perf_counter() - t0
    t0 = time.perf_counter()
    _ = catalog.index
    t_index = time.perf_counter() - t0
    print(f"catalog: {len(catalog)} cards, open {t_open * 1000:.0f} ms, index {t_index * 1000:.0f} ms")

    rows = bench_queries(catalog, args.repeat)
    width = max(len(r[0]) for r in rows)
    print(f"\n{'query':<{width}}  {'hits':>5}  {'p50 ms':>7}  {'p95 ms':>7}  {'warm p50':>8}")
    for q, n, p50, p95, warm in rows:
        flag = "  > 5 ms" if p95 > 5 else ""
        print(f"{q:<{width}}  {n:>5}  {p50:>7.2f}  {p95:>7.2f}  {warm:>8.2f}{flag}")
    all_p95 = [r[3] for r in rows]
    print(f"\n{len(rows)} queries: median of p50 {statistics.median(r[2] for r in rows):.2f} ms, "
          f"worst p95 {max(all_p95):.2f} ms, {sum(p > 5 for p in all_p95)} over the 5 ms goal")

    with tempfile.TemporaryDirectory() as tmp:
        cards_csv, prints_csv = Path(tmp) / "cards.csv", Path(tmp) / "printings.csv"
        t_cards = min(timed(export_cards, cards_csv, catalog.cards, catalog.formats) for _ in range(3))
        every = [p for c in catalog.cards for p in c.printings]
        t_prints = min(timed(export_printings, prints_csv, every) for _ in range(3))
        print(f"full cards CSV export: {t_cards:.0f} ms ({cards_csv.stat().st_size // 1024} KiB, goal ≤ 1000 ms); "
              f"printings CSV: {t_prints:.0f} ms ({prints_csv.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
