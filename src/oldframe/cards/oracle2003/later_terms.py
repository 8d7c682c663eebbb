"""Words the game did not have in May 2003, and the phrasing Scourge-era Oracle used instead.

The generated "Oracle 2003" text must use only the vocabulary of the 26 May 2003 rules. Each entry
here names a later term, how to find it in a text whose own card name is already the placeholder
``CARDNAME`` (so a card called "Aura of Silence" is not a hit), when it arrived, and what a 2003 text
says instead. :func:`later_terms_in` is what the whole-pool test and ``bench/measure_oracle2003.py``
check against; the rewrites themselves are in :mod:`.rules_later`.

Sources: the 2003 digest's "Not keywords in 2003" list (lifelink, deathtouch, defender — Walls simply
can't attack, 2003 308.1 —, equip, Aura, indestructible, "dies", exile) and the keyword actions and
abilities introduced after Scourge (reach, vigilance, shroud, hexproof, menace, fight, mill, create,
scry, planeswalkers, the "end step", "activate" for "play" an ability, "cast" and "mana value").
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LaterTerm:
    """A post-Scourge rules word, where it came from, and what a 2003 text says instead."""

    term: str
    pattern: re.Pattern[str]
    arrived: str
    phrasing_2003: str


def _t(term: str, pattern: str, arrived: str, phrasing: str) -> LaterTerm:
    return LaterTerm(term, re.compile(pattern), arrived, phrasing)


LATER_TERMS: tuple[LaterTerm, ...] = (
    _t("Aura", r"\bAuras?\b", "Ninth Edition (2005)", "enchant creature / local enchantment; non-Aura = global"),
    _t("defender", r"\bdefender\b", "Champions of Kamigawa (2004)", "Walls can't attack (308.1); \"can't attack\""),
    _t("reach", r"\breach\b", "Future Sight (2007)", "can block as though it had flying"),
    _t("vigilance", r"\bvigilance\b", "Champions of Kamigawa (2004)", "attacking doesn't cause it to tap"),
    _t("shroud", r"\bshroud\b", "Ninth Edition (2005)", "can't be the target of spells or abilities"),
    _t("hexproof", r"\bhexproof\b", "Magic 2012", "can't be the target of spells or abilities your opponents control"),
    _t("menace", r"\bmenace\b", "Magic Origins (2015)", "can't be blocked except by two or more creatures"),
    _t("indestructible", r"\bindestructible\b", "Darksteel (2004)", "can't be destroyed"),
    _t("lifelink", r"\blifelink\b", "Future Sight (2007)", "whenever it deals damage, you gain that much life"),
    _t("deathtouch", r"\bdeathtouch\b", "Future Sight (2007)", "destroy a creature it deals damage to"),
    _t("equip", r"\b[Ee]quip(ment|ped)?\b", "Mirrodin (Oct 2003)", "no Equipment in the Old Frame pool"),
    _t("attach", r"\battach(es|ed|ing)?\b", "Ninth Edition (2005)", "move it onto"),
    _t("fight", r"\bfights?\b", "Innistrad (2011)", "each deals damage equal to its power to the other"),
    _t("mill", r"\b[Mm]ill(s|ed)?\b", "Magic 2021 (2020)", "put the top N cards of a library into a graveyard"),
    _t("create", r"\b[Cc]reates?\b", "Kaladesh (2016)", "put a token into play"),
    _t("scry", r"\b[Ss]cry\b", "Fifth Dawn (2004)", "look at the top card(s), put any on the bottom"),
    _t("planeswalker", r"\b[Pp]laneswalkers?\b", "Lorwyn (2007)", "no planeswalkers"),
    _t("end step", r"\bend step\b", "Magic 2010", "end of turn (the end of turn step, 2003 313)"),
    _t("activate", r"\b[Aa]ctivat(e|es|ed|ing)\b(?!(?: or triggered)? abilit)", "Magic 2010", "play an ability"),
    _t("cast", r"\b[Cc]ast(s|ing)?\b", "Magic 2010", "play a spell"),
    _t("dies", r"\bdies\b", "Magic 2012", "is put into a graveyard from play"),
    _t("exile", r"\b[Ee]xile(d|s)?\b", "Magic 2010", "remove from the game"),
    _t("battlefield", r"\bbattlefield\b", "Magic 2010", "in play"),
    _t("mana value", r"\bmana value\b", "Strixhaven (2021)", "converted mana cost"),
    _t("any target", r"\bany target\b", "Dominaria (2018)", "target creature or player"),
)


def mask_names(text: str, names: tuple[str, ...]) -> str:
    """``text`` with each of the card's own names replaced by ``CARDNAME`` (names are not rules words)."""
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, "CARDNAME")
    return text


def later_terms_in(text: str) -> list[tuple[LaterTerm, str]]:
    """Every later term in ``text`` (card names already masked), with the words around it."""
    found: list[tuple[LaterTerm, str]] = []
    for term in LATER_TERMS:
        for m in term.pattern.finditer(text):
            found.append((term, text[max(0, m.start() - 40): m.end() + 40]))
    return found
