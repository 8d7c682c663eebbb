"""Cards in "Oracle 2003" wording: era printed text where it exists, otherwise modern Oracle rewritten.

The rewrite rules live in the ``rules_*`` modules (tables by theme, each rule with a tested example;
``rules_eras`` holds the templates of single 1999–2003 sets, chosen from the card's printings list by
:mod:`.templates`); ``bench/measure_oracle2003.py`` measures how often the generator reproduces the era
printed text.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data import CardRecord
from .generator import generate_text
from .normalise import normalise_for_comparison, strip_reminder
from .type_line import type_line_2003

__all__ = ["Wording2003", "generate_2003", "normalise_for_comparison", "oracle_2003"]


@dataclass(frozen=True, slots=True)
class Wording2003:
    """A card's rules text and type line as of May 2003, and where they came from."""

    text: str
    type_line: str
    source: str  # "era printing" or "generated"


def generate_2003(card: CardRecord) -> Wording2003:
    """Always the generator (modern Oracle rewritten), never the era text: what the measurement scores."""
    return Wording2003(text=generate_text(card), type_line=type_line_2003(card), source="generated")


def oracle_2003(card: CardRecord) -> Wording2003:
    """Era printed text (reminder text removed) where the card has it, else :func:`generate_2003`."""
    if card.era_printed_text is not None and card.era_printed_type:
        return Wording2003(
            text=strip_reminder(card.era_printed_text),
            type_line=card.era_printed_type.replace(" — ", " - "),
            source="era printing",
        )
    return generate_2003(card)
