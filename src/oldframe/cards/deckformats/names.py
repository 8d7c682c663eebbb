"""Card names as people type them: matched to the pool's Oracle names case- and accent-insensitively
("lim-dul's vault" is Lim-Dûl's Vault, "Aether Storm" is Æther Storm's modern spelling), split cards
with any slash ("Fire/Ice", "Fire // Ice"), and a suggestion for a misspelt one."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from oldframe.cards.data import CardPool

_SLASHES = re.compile(r"\s*/+\s*")
_SPACES = re.compile(r"\s+")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "“": '"', "”": '"', "–": "-", "—": "-"})
_LIGATURES = {"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "ð": "d", "þ": "th"}


def name_key(name: str) -> str:
    """The form two spellings of one card name share: no accents, no case, one kind of quote and
    dash, single spaces, split halves joined by ``" // "``."""
    text = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = "".join(_LIGATURES.get(ch, ch) for ch in text)
    text = _SPACES.sub(" ", _SLASHES.sub(" // ", text)).strip()
    return text


@dataclass(frozen=True)
class NameIndex:
    """Every card name of a pool by its :func:`name_key` (and by its ASCII spelling)."""

    by_key: dict[str, str]

    @staticmethod
    def of(pool: CardPool) -> NameIndex:
        by_key: dict[str, str] = {}
        for rec in pool:
            by_key.setdefault(name_key(rec.name), rec.name)
            if rec.ascii_name:
                by_key.setdefault(name_key(rec.ascii_name), rec.name)
        return NameIndex(by_key)

    def find(self, name: str) -> str | None:
        return self.by_key.get(name_key(name))

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The closest names of the pool (by :mod:`difflib` ratio on the keys), best first."""
        keys = difflib.get_close_matches(name_key(name), self.by_key.keys(), n=n, cutoff=0.75)
        return [self.by_key[k] for k in keys]

    def unknown_message(self, name: str, suggest: bool = True) -> str:
        close = self.suggest(name) if suggest else []
        if not close:
            return f"unknown card {name!r} (not in the Old Frame card pool)"
        return f"unknown card {name!r}; did you mean " + " or ".join(repr(c) for c in close) + "?"


_CACHE: dict[int, tuple[CardPool, NameIndex]] = {}


def name_index(pool: CardPool) -> NameIndex:
    """The pool's index, built once per pool."""
    hit = _CACHE.get(id(pool))
    if hit is None or hit[0] is not pool:
        hit = _CACHE[id(pool)] = (pool, NameIndex.of(pool))
    return hit[1]
