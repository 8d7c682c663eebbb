"""``oldframe coverage``: how much of the Old Frame pool the Oracle-text compiler plays — fully,
partially or not at all, overall and per set — and the most common line shapes not understood yet.
"""

from __future__ import annotations

import argparse
import sys

from oldframe.cards.compiler.coverage import STATUSES, Coverage, measure
from oldframe.cards.data import CardDataError, load_pool


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``oldframe coverage`` (``oldframe cards coverage`` is the same command)."""
    add_arguments(subparsers.add_parser("coverage", help="report how many cards the engine can play"))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--shapes", type=int, default=30, metavar="N", help="unknown line shapes to list (30)")
    parser.add_argument("--sets", type=int, default=0, metavar="N",
                        help="list only the N largest sets (default: all)")
    parser.set_defaults(func=run)


def format_report(cov: Coverage, shapes: int = 30, sets: int = 0) -> str:
    total = sum(cov.total.values())
    lines = [f"cards: {total}   " + "   ".join(f"{s}: {cov.total[s]} ({100 * cov.total[s] / total:.1f}%)"
                                            for s in STATUSES),
             "full: " + ", ".join(f"{cov.full_by_source[k]} by {k}" for k in ("templates", "hand-written")),
             "", "per set (full / partial / none / cards):"]
    order = sorted(cov.by_set, key=lambda k: -sum(cov.by_set[k].values()))
    for code in order[:sets] if sets else order:
        c = cov.by_set[code]
        lines.append(f"  {code:<6} {c['full']:>5} {c['partial']:>5} {c['none']:>5} {sum(c.values()):>6}")
    lines += ["", f"{shapes} most common lines not understood, of cards not playable (count, shape):"]
    lines += [f"  {n:>5}  {shape}" for shape, n in cov.shapes.most_common(shapes)]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        pool = load_pool()
    except CardDataError as exc:
        print(f"oldframe coverage: {exc}", file=sys.stderr)
        return 1
    print(format_report(measure(pool), args.shapes, args.sets))
    return 0
