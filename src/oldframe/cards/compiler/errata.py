"""Errata: cards whose 2003 Oracle wording behaved differently from the modern text the data set
carries. Each entry replaces the card's input text for the compiler and says why. Data only —
templates never mention card names.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Erratum:
    text: str
    why: str


ERRATA: dict[str, Erratum] = {
    # No entries yet: every template so far reads modern wording whose meaning matches 2003 Oracle
    # ("enters the battlefield" = "comes into play", "dies" = "is put into a graveyard from play").
}
