"""Time compiling the whole Old Frame pool (parser construction included) and print coverage."""

from __future__ import annotations

import time

from oldframe.cards.compiler.coverage import measure
from oldframe.cards.data import load_pool


def main() -> None:
    pool = load_pool()
    t0 = time.perf_counter()
    cov = measure(pool)
    elapsed = time.perf_counter() - t0
    print(f"compiled {sum(cov.total.values())} cards in {elapsed:.2f}s: "
          + ", ".join(f"{k} {v}" for k, v in sorted(cov.total.items())))


if __name__ == "__main__":
    main()
