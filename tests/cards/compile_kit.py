"""Shared checks for the compiler's template tests (imported by the tests/cards modules)."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def


def renders_back(*cards: str) -> None:
    """Each named card compiles fully, is playable, and its compiled lines render back to its Oracle
    lines (compared as the coverage report compares them): the template understood every sentence."""
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name
