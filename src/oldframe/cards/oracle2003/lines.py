"""Line rules that need the card itself (its types) or reshape whole keyword lines."""

from __future__ import annotations

import re

from ..data import CardRecord
from .templates import ONSLAUGHT, URZA, era_set, template_of

#: Keywords added after May 2003, as the sentence the card then carried (``CARDNAME`` = the card).
NEW_KEYWORDS: dict[str, str] = {
    "vigilance": "Attacking doesn't cause CARDNAME to tap.",
    "reach": "CARDNAME may block as though it had flying.",
    "shroud": "CARDNAME can't be the target of spells or abilities.",
    "flash": "You may play CARDNAME any time you could play an instant.",
    "defender": "CARDNAME can't attack.",
    # Fear did exist, but 1999–2003 printings spell it out 23 times to 2 (data set count).
    "fear": "CARDNAME can't be blocked except by artifact creatures and/or black creatures.",
}
_KEYWORD_WORDS = frozenset(
    {
        "flying",
        "trample",
        "haste",
        "first strike",
        "banding",
        "fear",
        "flanking",
        "shadow",
        "horsemanship",
        "double strike",
        "phasing",
        "rampage",
        "provoke",
        "morph",
        "islandwalk",
        "swampwalk",
        "forestwalk",
        "mountainwalk",
        "plainswalk",
        "protection",
        "landwalk",
        *NEW_KEYWORDS,
    }
)


def _is_keyword(item: str) -> bool:
    head = item.lower().split(" from ")[0].split(" {")[0].strip()
    return head in _KEYWORD_WORDS or head.endswith("walk") or item.lower().startswith("protection from")


def _new_keyword_in(line: str) -> bool:
    return any(i.strip().lower() in NEW_KEYWORDS for i in re.split(r"[,;]", line))


def keyword_line(card: CardRecord, line: str) -> list[str]:
    """``Flying, vigilance`` → ``Flying`` + ``Attacking doesn't cause CARDNAME to tap.``.

    Walls lose ``Defender`` outright: 2003 Walls can't attack by rule ("Walls can't attack.").
    """
    items = [i.strip() for i in re.split(r"[,;]", line)] if ";" not in line or _new_keyword_in(line) else [line]
    if not items or not all(_is_keyword(i) for i in items):
        return [line]
    kept: list[str] = []
    sentences: list[str] = []
    for item in items:
        key = item.lower()
        if key == "defender" and "Wall" in card.subtypes:
            continue
        if key == "fear" and template_of(card) == ONSLAUGHT:
            kept.append(item)  # the Onslaught block printed the keyword (Frightshroud Courier)
        elif key in NEW_KEYWORDS:
            sentences.append(NEW_KEYWORDS[key])
        else:
            kept.append(item)
    out = [", ".join([kept[0][:1].upper() + kept[0][1:], *(k[:1].lower() + k[1:] for k in kept[1:])])] if kept else []
    return out + sentences


#: Masques-block printings put keyword abilities before an alternative or reduced cost.
MASQUES_BLOCK = frozenset({"MMQ", "NEM", "PCY"})
_COST_LINE = re.compile(r"without paying|rather than pay|instead of paying|less to cast|costs \{")


def era_order(card: CardRecord, lines: list[str], keyword_lines: set[int]) -> list[str]:
    """Line order of the card's era: Urza's block printed ``Cycling {2}`` first (e.g. Flame Jet),
    Masques block keywords before a cost line (``Protection from black`` above a Legate's free-cast line).
    """
    era = era_set(card)
    if era in URZA:
        return [ln for ln in lines if ln.startswith("Cycling ")] + [ln for ln in lines if not ln.startswith("Cycling ")]
    if era in MASQUES_BLOCK and lines and _COST_LINE.search(lines[0]) and keyword_lines:
        return [lines[i] for i in sorted(keyword_lines)] + [ln for i, ln in enumerate(lines) if i not in keyword_lines]
    return lines


#: Aura targets the 2003 type line says by itself ("Enchant Creature"); any other ``Enchant green
#: creature`` line became "CARDNAME can enchant only a green creature." (Coral Net).
_PLAIN_ENCHANT = frozenset({"creature", "land", "artifact", "enchantment", "permanent", "wall"})


def card_lines(card: CardRecord, lines: list[str]) -> list[str]:
    """Aura ``Enchant creature`` line → the type line (dropped, even after Flash), narrower ones → "can
    enchant only"; keyword lines reshaped, then put in the order of the card's era (:func:`era_order`)."""
    if "Lair" in card.subtypes:
        lines = ["CARDNAME is a Lair in addition to its land type.", *lines]
    if "Aura" in card.subtypes:
        first = next((i for i, ln in enumerate(lines) if ln.lower().startswith("enchant ")), None)
        if first is not None:
            what = lines[first][len("enchant ") :].strip()
            lines = lines[:first] + lines[first + 1 :]
            if what.lower() not in _PLAIN_ENCHANT:
                article = "an" if what[:1].lower() in "aeiou" else "a"
                lines = [f"CARDNAME can enchant only {article} {what}.", *lines]
    out: list[str] = []
    keyword_lines: set[int] = set()
    for line in lines:
        new = keyword_line(card, line)
        if new != [line] or _is_keyword(line.split(",")[0].strip()):
            keyword_lines.update(range(len(out), len(out) + len(new)))
        out.extend(new)
    return era_order(card, out, keyword_lines)
