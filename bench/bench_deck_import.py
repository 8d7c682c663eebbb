"""Deck import worst cases: how long the largest and most broken deck files take to read or refuse.

Usage: ``.venv/bin/python bench/bench_deck_import.py [--repeat N]``. Median and worst of N runs per
input; reports, never asserts. Goal: every input well under a second.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oldframe.cards.deckformats import MAX_LINES, MAX_TEXT_LENGTH, DeckFormatError, import_deck
from oldframe.cards.deckformats.entries import MAX_LINE_LENGTH
from oldframe.cards.registry import default_registry

CASES = {
    "60-card plain list": "\n".join(["4 Lightning Bolt", "4 Fire/Ice", "4 lim-dul's vault", "48 Mountain"]),
    f"{MAX_LINES - 1} lines, all known": "\n".join(["1 Island"] * 499 + [""] * (MAX_LINES - 500)),
    f"{MAX_LINES - 1} misspelt names": "\n".join(f"1 Lightnig Bolt{i}" for i in range(MAX_LINES - 1)),
    f"{MAX_LINES - 1} bad lines": "\n".join(["4"] * (MAX_LINES - 1)),
    "200,000 characters on one line": "4 " + "x" * 199_990,
    # runs of spaces made the name pattern quadratic before lines were cleaned (25 s for 40,000 spaces)
    "longest lines, runs of spaces": "\n".join(["4 a" + " " * (MAX_LINE_LENGTH - 4) + "b"]
                                                * (MAX_TEXT_LENGTH // (MAX_LINE_LENGTH + 1))),
    "XMage lines, unclosed brackets": "NAME:x\n" + "\n".join(["4 [" + "a:" * (MAX_LINE_LENGTH // 2 - 2)]
                                                               * (MAX_TEXT_LENGTH // (MAX_LINE_LENGTH + 1))),
    "XML, 2,000 elements": "<Deck>\n" + "\n".join(
        '<Cards Quantity="1" Sideboard="false" Name="Zzyzx" />' for _ in range(MAX_LINES - 3)) + "\n</Deck>",
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    pool = default_registry().pool
    import_deck("1 Island", pool=pool)  # build the name index first
    for label, text in CASES.items():
        times, outcome = [], ""
        for _ in range(args.repeat):
            start = time.perf_counter()
            try:
                deck = import_deck(text, pool=pool)
                outcome = f"{len(deck.main)} cards"
            except DeckFormatError as exc:
                outcome = f"{len(exc.problems)} problems"
            times.append(time.perf_counter() - start)
        print(f"{label:<34} median {statistics.median(times) * 1000:8.1f} ms  worst {max(times) * 1000:8.1f} ms  "
              f"{outcome}")


if __name__ == "__main__":
    main()
