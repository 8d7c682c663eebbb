"""Coverage of the whole pool: how many cards compile fully, partially or not at all (overall and
per set), and the most common line shapes not yet understood.

A playable card is compiled by the templates or written by hand (``cards/handmade*.py``); the two are
counted apart so the figure says what the compiler does. The line shapes not understood are those of
cards that are not playable: a hand-written card's lines the compiler can't parse are covered.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from oldframe.cards.compiler.preprocess import shape
from oldframe.cards.data import CardPool, load_pool

STATUSES = ("full", "partial", "none")


@dataclass
class Coverage:
    total: Counter[str] = field(default_factory=Counter)  # "full" / "partial" / "none"
    by_set: dict[str, Counter[str]] = field(default_factory=dict)
    shapes: Counter[str] = field(default_factory=Counter)
    full: list[str] = field(default_factory=list)  # names of fully compiled (playable) cards
    dropped: list[str] = field(default_factory=list)  # playable cards whose rendering lost text
    #: playable cards by where their behaviour comes from: "templates" or "hand-written"
    full_by_source: Counter[str] = field(default_factory=Counter)


def measure(pool: CardPool | None = None) -> Coverage:
    """Compile every card of the pool. Fully compiled = playable; a card that is not playable is
    "partial" if some of its lines were understood, else "none"."""
    from oldframe.cards.registry import compiled_card_def  # the registry imports the compiler

    cov = Coverage()
    for rec in pool if pool is not None else load_pool():
        card, compiled = compiled_card_def(rec)
        if card.playable:
            status = "full"
            cov.full.append(rec.name)
            cov.full_by_source["hand-written" if _handmade(rec.name, card) else "templates"] += 1
            if any(not r.ok for r in compiled.lines) and card.behaviour is compiled.behaviour:
                cov.dropped.append(rec.name)
        else:
            status = "partial" if any(r.ok for r in compiled.lines) else "none"
            for r in compiled.lines:
                if not r.ok:
                    cov.shapes[shape(r.line)] += 1
        cov.total[status] += 1
        for s in rec.sets:
            cov.by_set.setdefault(s, Counter())[status] += 1
    return cov


def _handmade(name: str, card: object) -> bool:
    """Whether a playable card's behaviour (or a split card's half's) is a hand-written entry."""
    from oldframe.cards.handmade import HANDMADE

    halves = getattr(card, "halves", ())
    return name in HANDMADE or any(h.name in HANDMADE for h in halves)


@lru_cache(maxsize=1)
def pool_coverage() -> Coverage:
    """:func:`measure` of the default pool, once per process."""
    return measure()
