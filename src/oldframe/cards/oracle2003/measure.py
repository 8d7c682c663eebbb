"""Score the generator against era printed text (shared by the bench script and the ratchet test)."""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..data import CardRecord
from .generator import generate_text
from .normalise import normalise_for_comparison
from .type_line import type_line_2003


@dataclass
class Tally:
    """Exact matches out of cards compared."""

    matched: int = 0
    total: int = 0

    @property
    def rate(self) -> float:
        return self.matched / self.total if self.total else 0.0


@dataclass
class Measurement:
    """Agreement of generated text (and type line) with era text, overall and per era source set."""

    overall: Tally = field(default_factory=Tally)
    per_set: dict[str, Tally] = field(default_factory=dict)
    type_lines: Tally = field(default_factory=Tally)
    patterns: Counter[tuple[str, str]] = field(default_factory=Counter)
    mismatches: list[tuple[str, str, str]] = field(default_factory=list)  # (name, generated, era)


def _diff_patterns(a: str, b: str) -> list[tuple[str, str]]:
    """Word-level differences (generated fragment, era fragment) between two normalised texts."""
    aw, bw = a.replace("\n", " ¶ ").split(), b.replace("\n", " ¶ ").split()
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=aw, b=bw, autojunk=False).get_opcodes():
        if tag != "equal":
            out.append((" ".join(aw[i1:i2]), " ".join(bw[j1:j2])))
    return out


def measure(cards: Iterable[CardRecord]) -> Measurement:
    """Compare ``generate_2003`` with the era printed text for every card that has one."""
    m = Measurement()
    for card in sorted(cards, key=lambda c: c.name):
        if card.era_printed_text is None:
            continue
        gen = normalise_for_comparison(generate_text(card), card.name)
        era = normalise_for_comparison(card.era_printed_text, card.name)
        tally = m.per_set.setdefault(card.era_printed_source or "?", Tally())
        ok = gen == era
        for t in (m.overall, tally):
            t.total += 1
            t.matched += ok
        if card.era_printed_type:
            m.type_lines.total += 1
            m.type_lines.matched += type_line_2003(card) == card.era_printed_type.replace(" — ", " - ")
        if not ok:
            m.mismatches.append((card.name, gen, era))
            m.patterns.update(set(_diff_patterns(gen, era)))
    return m
