"""Ratchet: the number of fully compiled cards never goes down, and no playable card drops text."""

from __future__ import annotations

from oldframe.cards.compiler.coverage import pool_coverage

#: Fully compiled (playable) cards of the pool; raise it when the compiler improves.
FULLY_COMPILED = 4100


def test_fully_compiled_count_does_not_drop() -> None:
    assert pool_coverage().total["full"] >= FULLY_COMPILED


def test_no_fully_compiled_card_drops_text() -> None:
    assert pool_coverage().dropped == []


def test_coverage_counts_templates_apart_and_lists_only_unplayable_lines() -> None:
    from oldframe.cards.compiler import compile_card
    from oldframe.cards.compiler.preprocess import shape
    from oldframe.cards.data import load_pool
    from oldframe.cards.handmade import HANDMADE
    from oldframe.cards.registry import default_registry

    cov = pool_coverage()
    assert sum(cov.full_by_source.values()) == cov.total["full"]
    assert cov.full_by_source["hand-written"] > 0 and cov.full_by_source["templates"] > 0
    # a playable hand-written card whose text the compiler can't parse adds nothing to the shapes
    reg = default_registry()
    pool = load_pool(printings=False)
    for name in sorted(HANDMADE):
        rec = pool.get(name)
        if rec is None or not reg.get(name).playable:
            continue
        lost = [r.line for r in compile_card(rec).lines if not r.ok]
        if lost and cov.shapes[shape(lost[0])] == 0:
            break
    else:
        raise AssertionError("no playable hand-written card with a line the compiler misses")
