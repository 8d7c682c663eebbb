"""Text normalisation shared by the generator and the era-text comparison."""

from __future__ import annotations

import re
import unicodedata

_REMINDER = re.compile(r"\s*\([^()]*\)")
_DASHES = str.maketrans({"Æ": "Ae", "æ": "ae", "−": "-", "’": "'", "‘": "'", "“": '"', "”": '"'})
_LONG_DASH = re.compile(r"\s*[—–]\s*")
_SPACES = re.compile(r"[ \t]+")
_COST_COMMA = re.compile(r",(?=\{)")  # "{1},{T}:" printed without its space (Deckmasters Icy Manipulator)


def _fold_accents(text: str) -> str:
    """``Lim-Dûl`` → ``Lim-Dul``: some printings spell names without the diacritics."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def strip_reminder(text: str) -> str:
    """Remove parenthesised reminder text and the blank lines it leaves.

    >>> strip_reminder("Flying (This creature can't be blocked except by creatures with flying.)")
    'Flying'
    """
    out = _REMINDER.sub("", text)
    lines = [_SPACES.sub(" ", line).strip() for line in out.split("\n")]
    return "\n".join(line for line in lines if line)


def normalise_for_comparison(text: str, card_name: str) -> str:
    """Make two wordings comparable: no reminder text, long dashes or accents, plain quotes and Æ, CARDNAME.

    Long dashes become a space because the data set's printed text lost some of them ("Threshold X").
    Line breaks are kept (one per ability) but empty lines are dropped.
    """
    out = _LONG_DASH.sub(" ", _fold_accents(text.translate(_DASHES)))
    out = _COST_COMMA.sub(", ", out)
    out = strip_reminder(out)
    for name in _name_forms(card_name):
        out = out.replace(name, "CARDNAME")
    out = _SPACES.sub(" ", out)
    return "\n".join(line.strip() for line in out.split("\n") if line.strip())


def _name_forms(card_name: str) -> list[str]:
    """The card's own name, for split cards each half and for legends the short name before the comma;
    longest first so the parts don't clip it."""
    names = {_fold_accents(card_name.translate(_DASHES))}
    if " // " in card_name:
        names.update(_fold_accents(part.strip()) for part in card_name.split("//"))
    if ", " in card_name:  # a legend's short name is still its own name ("Tahngarth, Talruum Hero")
        names.add(_fold_accents(card_name.translate(_DASHES)).split(", ")[0])
    return sorted((n for n in names if n), key=len, reverse=True)
