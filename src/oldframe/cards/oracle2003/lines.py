"""Line rules that need the card itself (its types) or reshape whole keyword lines."""

from __future__ import annotations

from ..data import CardRecord

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


def keyword_line(card: CardRecord, line: str) -> list[str]:
    """``Flying, vigilance`` → ``Flying`` + ``Attacking doesn't cause CARDNAME to tap.``.

    Walls lose ``Defender`` outright: 2003 Walls can't attack by rule ("Walls can't attack.").
    """
    items = [i.strip() for i in line.split(",")]
    if not items or not all(_is_keyword(i) for i in items):
        return [line]
    kept: list[str] = []
    sentences: list[str] = []
    for item in items:
        key = item.lower()
        if key == "defender" and "Wall" in card.subtypes:
            continue
        if key in NEW_KEYWORDS:
            sentences.append(NEW_KEYWORDS[key])
        else:
            kept.append(item)
    out = (
        [", ".join([kept[0][:1].upper() + kept[0][1:], *(k[:1].lower() + k[1:] for k in kept[1:])])]
        if kept
        else []
    )
    return out + sentences


def card_lines(card: CardRecord, lines: list[str]) -> list[str]:
    """Aura ``Enchant creature`` line → the type line (dropped, even after Flash); keyword lines reshaped."""
    if "Lair" in card.subtypes:
        lines = ["CARDNAME is a Lair in addition to its land type.", *lines]
    if "Aura" in card.subtypes:
        first = next((i for i, ln in enumerate(lines) if ln.lower().startswith("enchant ")), None)
        if first is not None:
            lines = lines[:first] + lines[first + 1 :]
    out: list[str] = []
    for line in lines:
        out.extend(keyword_line(card, line))
    return out
