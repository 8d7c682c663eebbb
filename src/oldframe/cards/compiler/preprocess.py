"""Oracle text → lines ready to parse: reminder text removed, the card's own name (and a
legendary's short name, "Kamahl" for "Kamahl, Pit Fighter") replaced by ``CARDNAME``, one ability
per line (a modal ability's "• mode" lines joined to it)."""

from __future__ import annotations

import re

from oldframe.rules.model.words import SAME_PLURAL

_REMINDER = re.compile(r"\s*\([^)]*\)")
_SPACES = re.compile(r"\s+")


def normalise(line: str) -> str:
    """Whitespace collapsed and trimmed: the form both the input and a rendering are compared in."""
    return _SPACES.sub(" ", line).strip()


#: First words of legends' names that are titles or ordinary words, never a short name.
_NOT_SHORT_NAMES = frozenset({"Lady", "Lord", "King", "Queen", "Prince", "Princess", "General", "Captain", "Commander",
                              "Grand", "Great", "Elder", "High", "Master", "Mistress", "Sister", "Brother", "Father",
                              "Mother", "Saint"})


def card_lines(text: str, name: str, legendary: bool) -> list[str]:
    """The ability lines of ``text`` with the name replaced and reminder text removed."""
    names = [name]
    if legendary and ", " in name:
        names.append(name.split(", ")[0])
    elif legendary and " " in name:  # 2003 Oracle calls some legends by their first name ("Rubinia")
        from oldframe.cards.compiler import pool_subtypes

        first = name.split(" ")[0]
        if len(first) >= 4 and first not in _NOT_SHORT_NAMES and first not in pool_subtypes():  # (Sliver Queen)
            names.append(first)
    out: list[str] = []
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw)
        for n in names:
            line = re.sub(r"(?<![\w'])" + re.escape(n) + r"(?![\w])", "CARDNAME", line)
        line = normalise(line)
        if line.startswith("• ") and out:  # a mode belongs to the ability that chooses it (CR 700.2)
            out[-1] += " " + line
        elif line:
            out.append(line)
    return out


def shape(line: str) -> str:
    """A line's shape for the coverage report: digits → N, mana symbols → {M}."""
    return re.sub(r"\d+", "N", re.sub(r"\{[^}]+\}", "{M}", line))


#: Wordings with one meaning, folded before a rendering is compared with its line: "dies" means
#: "is put into a graveyard from the battlefield" (CR 700.4).
_DIES = re.compile(r"\bis put into a graveyard from the battlefield\b")
_MANA_RUN = re.compile(r"(?:\{[WUBRG]\}){2,}")  # "{R}{W}" = "{W}{R}": mana has no order
#: A trigger condition naming the source; after it, "it" and "CARDNAME" both name the source (a
#: target named later is "it" only when it repeats a target, which the renderer writes the same way).
_SELF_TRIGGER = re.compile(r"^(?:When|Whenever) [^,]*\bCARDNAME\b[^,]*, "
                           r"|^At the beginning of [^,]*, if CARDNAME is (?:un)?tapped, ")
#: "put that card …" = "put the card …" = "put it …" and "reveal that card" = "reveal it" (one card named
#: before).
_THAT_CARD = re.compile(r"\b(put|reveal) (?:that|the) card\b")
#: "Threshold — CARDNAME gets +2/+2 as long as …" = "Threshold — As long as …, CARDNAME gets +2/+2."
_THRESHOLD = re.compile(r"^Threshold — CARDNAME (gets [+-]\d+/[+-]\d+) as long as seven or more cards are in your "
                        r"graveyard\.$")
#: After a "Sacrifice CARDNAME" cost, "It deals …" = "CARDNAME deals …": the source, by last known
#: information (CR 608.2h; 2003: 413.2f).
_SACRIFICED_IT = re.compile(r"(\bSacrifice CARDNAME(?:, [^:]*)?: )It deals\b")
#: After any cost naming CARDNAME ("Remove a +1/+1 counter from CARDNAME: It deals …"), "it" can only
#: be the source, as no other object has been named yet.
_COST_IT = re.compile(r"^([^:.]*\bCARDNAME\b[^:.]*: )It deals\b")
#: "At the beginning of your upkeep, if CARDNAME is tapped, put a storage counter on it.": after a
#: condition naming the source, "it" and "CARDNAME" both name the source.
_SELF_CONDITION = re.compile(r"^At [^,]*, if CARDNAME [^,]*, ")
_ALL_TYPE = re.compile(r"\b[Aa]ll ([A-Z][a-z]+ creatures)\b")
_THAT_CREATURE_REGEN = re.compile(r"([Dd]estroy target [^.]*creature)\. That creature can't be regenerated\.")
#: "… gain control of it until end of turn. That creature gains haste …": the creature just taken, "it"
#: (temporary_control.py)
_THAT_CREATURE_TAKEN = re.compile(r"(gain control of it until end of turn)\. That creature gains\b")
_SAME_PLURAL = re.compile(rf"\b([Oo]ther|[Aa]ll) ({'|'.join(sorted(SAME_PLURAL))})\b(?! creature| card)")


def comparable(line: str, plurals: dict[str, str]) -> str:
    """The normalised form a line and its rendering are compared in. "All Goblins", "all Goblin
    creatures" and "Goblin creatures" name the same creatures (CR 205.3); ``plurals`` maps a
    plural creature type to its singular."""
    out = _DIES.sub("dies", normalise(line))
    out = _THAT_CARD.sub(r"\1 it", out)
    out = _SACRIFICED_IT.sub(r"\1CARDNAME deals", out)
    out = _COST_IT.sub(r"\1CARDNAME deals", out)
    out = _THRESHOLD.sub(r"Threshold — As long as seven or more cards are in your graveyard, CARDNAME \1.", out)
    m = _SELF_CONDITION.match(out)
    if m:
        out = m.group(0) + re.sub(r"\bCARDNAME\b", "it", out[m.end():])
    m = _SELF_TRIGGER.match(out)
    if m:  # "When CARDNAME dies, return it …" = "… return CARDNAME …": the source either way
        out = m.group(0) + re.sub(r"\bCARDNAME\b", "it", out[m.end():])
    out = re.sub(r"\b(?:[Aa]ll )?([A-Z][a-z]+)\b(?! creatures)",
                 lambda m: plurals[m.group(1)] + " creatures" if m.group(1) in plurals else m.group(0), out)
    out = _THAT_CREATURE_REGEN.sub(r"\1. It can't be regenerated.", out)  # the creature just destroyed
    out = _THAT_CREATURE_TAKEN.sub(r"\1. It gains", out)  # the creature just taken
    out = _SAME_PLURAL.sub(r"\1 \2 creatures", out)  # "Other Merfolk get …" (a plural like its singular)
    out = _ALL_TYPE.sub(r"\1", out)
    out = _MANA_RUN.sub(lambda m: "".join(sorted(re.findall(r"\{[WUBRG]\}", m.group(0)))), out)
    return out[:1].upper() + out[1:]
