"""Print how often the 2003 wording generator reproduces era printed text, and what still differs.

Usage: ``.venv/bin/python bench/measure_oracle2003.py [--top N] [--examples PATTERN]``
"""

from __future__ import annotations

import argparse

from oldframe.cards.data import load_pool
from oldframe.cards.oracle2003.measure import measure


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--top", type=int, default=20, help="how many mismatch patterns to list")
    ap.add_argument("--examples", default=None, help="show cards whose generated text contains this string")
    args = ap.parse_args()
    m = measure(load_pool())
    print(f"{'set':6} {'match':>6} {'cards':>6} {'rate':>7}")
    for code, t in sorted(m.per_set.items()):
        print(f"{code:6} {t.matched:6} {t.total:6} {t.rate:7.1%}")
    print(f"{'ALL':6} {m.overall.matched:6} {m.overall.total:6} {m.overall.rate:7.1%}")
    print(f"type lines: {m.type_lines.matched}/{m.type_lines.total} = {m.type_lines.rate:.1%}")
    print(f"\n{args.top} most common mismatch patterns (generated → era), cards affected:")
    for (gen, era), n in m.patterns.most_common(args.top):
        print(f"{n:5}  {gen!r} → {era!r}")
    if args.examples:
        for name, gen, era in m.mismatches:
            if args.examples in gen or args.examples in era:
                print(f"\n== {name}\n  gen: {gen!r}\n  era: {era!r}")


if __name__ == "__main__":
    main()
