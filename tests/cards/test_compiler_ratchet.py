"""Ratchet: the number of fully compiled cards never goes down, and no playable card drops text."""

from __future__ import annotations

from oldframe.cards.compiler.coverage import pool_coverage

#: Fully compiled (playable) cards of the pool; raise it when the compiler improves.
FULLY_COMPILED = 3360


def test_fully_compiled_count_does_not_drop() -> None:
    assert pool_coverage().total["full"] >= FULLY_COMPILED


def test_no_fully_compiled_card_drops_text() -> None:
    assert pool_coverage().dropped == []
