"""Value vocabularies shared by the parser and the index: text folding, colors, mana symbols."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

COLOR_ORDER = "WUBRG"
_COLOR_NAMES: dict[str, str] = {
    "white": "W",
    "blue": "U",
    "black": "B",
    "red": "R",
    "green": "G",
    "azorius": "WU",
    "dimir": "UB",
    "rakdos": "BR",
    "gruul": "RG",
    "selesnya": "GW",
    "orzhov": "WB",
    "izzet": "UR",
    "golgari": "BG",
    "boros": "RW",
    "simic": "GU",
    "bant": "GWU",
    "esper": "WUB",
    "grixis": "UBR",
    "jund": "BRG",
    "naya": "RGW",
    "abzan": "WBG",
    "jeskai": "URW",
    "sultai": "BGU",
    "mardu": "RWB",
    "temur": "GUR",
}
_FOLD_TABLE = str.maketrans(
    {"æ": "ae", "Æ": "ae", "—": "-", "–": "-", "’": "'", "‘": "'", "“": '"', "”": '"'}
)
_MANA_TOKEN = re.compile(r"\{([^}]*)\}|(\d+)|([A-Za-z])|(\s+)")


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower-case, accents and ligatures removed, dashes and quotes made ASCII: what searches compare."""
    text = text.translate(_FOLD_TABLE)
    if not text.isascii():
        text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return text.lower()


class BadValue(ValueError):
    """A value that does not parse; ``offset`` is relative to the start of the value."""

    def __init__(self, message: str, offset: int = 0, length: int = 1) -> None:
        super().__init__(message)
        self.offset = offset
        self.length = length


def parse_colors(value: str) -> frozenset[str]:
    """``rg``, ``red``, ``boros`` → color letters. ``c``/``colorless`` → empty set."""
    low = value.lower()
    if low in ("c", "colorless"):
        return frozenset()
    if low in _COLOR_NAMES:
        return frozenset(_COLOR_NAMES[low])
    out: set[str] = set()
    for i, ch in enumerate(low):
        up = ch.upper()
        if up not in COLOR_ORDER:
            raise BadValue(f"unknown color '{ch}' in '{value}' (use letters wubrg, c, m or a color name)", i)
        out.add(up)
    return frozenset(out)


def parse_mana(value: str) -> Counter[str]:
    """``{2}{R}{R}``, ``2rr`` or ``{x}{r}`` → symbol counts; generic mana is counted under ``#``."""
    counts: Counter[str] = Counter()
    pos = 0
    while pos < len(value):
        m = _MANA_TOKEN.match(value, pos)
        if m is None:
            raise BadValue(f"'{value[pos]}' is not a mana symbol", pos)
        braced, digits, letter, _space = m.groups()
        if braced is not None:
            sym = braced.strip().upper()
            if not sym:
                raise BadValue("empty mana symbol '{}'", pos, 2)
            if sym.isdigit():
                counts["#"] += int(sym)
            else:
                counts[sym] += 1
        elif digits is not None:
            counts["#"] += int(digits)
        elif letter is not None:
            up = letter.upper()
            if up not in "WUBRGCXYZS":
                raise BadValue(f"'{letter}' is not a mana symbol", pos)
            counts[up] += 1
        pos = m.end()
    return counts


def card_mana(cost: str) -> Counter[str]:
    """A card's mana cost as symbol counts (both halves of a split card together)."""
    try:
        return parse_mana(cost.replace("//", " "))
    except BadValue:
        return Counter()


def multiset_compare(card: Counter[str], op: str, query: Counter[str]) -> bool:
    """Compare two symbol multisets: ``>=`` means the card has at least the query's symbols."""
    keys = set(card) | set(query)
    ge = all(card[k] >= query[k] for k in keys)
    le = all(card[k] <= query[k] for k in keys)
    if op == "=":
        return ge and le
    if op == "!=":
        return not (ge and le)
    if op == ">=":
        return ge
    if op == ">":
        return ge and not le
    if op == "<=":
        return le
    return le and not ge  # "<"


def numeric(value: str | None) -> float | None:
    """Power/toughness string → number: ``*`` counts as 0, ``1+*`` as 1; None stays None."""
    if value is None or value == "":
        return None
    cleaned = value.replace("*", "0").replace("²", "")
    try:
        return float(eval_sum(cleaned))
    except ValueError:
        return None


def eval_sum(text: str) -> float:
    """``1+0`` → 1.0, ``7-0`` → 7.0 (the only arithmetic printed P/T uses)."""
    total = 0.0
    for part in re.findall(r"[+-]?[^+-]+", text):
        total += float(part)
    return total


def compare(a: float, op: str, b: float) -> bool:
    if op in (":", "="):
        return a == b
    if op == "!=":
        return a != b
    if op == ">":
        return a > b
    if op == ">=":
        return a >= b
    if op == "<":
        return a < b
    return a <= b


_QUANTIFIERS = frozenset("?*+{")
_PLAIN = re.compile(r"[A-Za-z0-9 ',]")


def required_literal(pattern: str) -> str:
    """The longest run of plain characters every match of ``pattern`` must contain ("" if unsure).

    Conservative: gives up on top-level ``|``, ignores everything inside groups and classes, and ends a
    run at any escape, metacharacter or quantified character. Used only to skip texts that cannot match
    before running the (slow, case-insensitive) regex on the rest.
    """
    if "(?" in pattern:  # inline flags such as (?x) change what a literal means
        return ""
    runs: list[str] = []
    run: list[str] = []
    depth, i, n = 0, 0, len(pattern)

    def cut() -> None:
        if run:
            runs.append("".join(run))
            run.clear()

    while i < n:
        ch = pattern[i]
        if ch == "\\":
            cut()
            i += 2
            continue
        if ch == "[":
            cut()
            j = i + 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            i = j + 1
            continue
        if ch == "{":  # quantifier {m,n}: its digits are not text
            cut()
            close = pattern.find("}", i)
            i = n if close < 0 else close + 1
            continue
        if ch == "(":
            depth += 1
            cut()
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            return ""
        elif depth == 0 and _PLAIN.fullmatch(ch) and not (i + 1 < n and pattern[i + 1] in _QUANTIFIERS):
            run.append(ch)
        else:
            cut()
        i += 1
    cut()
    return max(runs, key=len, default="")
