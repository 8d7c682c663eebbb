"""Ability words, keyword abilities that did not exist in 2003, modal spells, creature and land types.

These run on text whose own card name is already the placeholder ``CARDNAME``.
"""

from __future__ import annotations

import re

from .rewrite import Rule, rule
from .templates import CLASSIC

_SEVEN = r"seven or more cards are in your graveyard"
_NOT_TYPES = (
    "Attacking|Blocking|Tapped|Untapped|White|Blue|Black|Red|Green|Artifact|Legendary|Other|All|Each|Target|"
    "Colorless|Multicolored|Enchanted|Snow|Nonartifact|Nonblack|Nonwhite|Nonred|Nongreen|Nonblue|Noncreature|"
    "Nonwall|Non|Face|Creature|Your|Their|That|Those|These|This|CARDNAME|Another|Choose|Put|Return|Destroy|"
    "Sacrifice|Search|When|Whenever|If|As|At|Until|Reveal|Untap|Tap|Prevent|Exile|Counter|Gain|Add|Draw|"
    "Spend|Remove|Regenerate|Play|You|Each|Up|Any|No|Double|Double-faced"
)
_TYPE = rf"(?<!-)(?!(?:{_NOT_TYPES})\b)([A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)"
_SAME_PLURAL = {"Merfolk", "Kithkin", "Fish", "Sheep", "Cephalid", "Kavu", "Thrull", "Djinn", "Efreet"}


def plural(word: str) -> str:
    """English plural of a creature type: ``Elf`` → ``Elves``, ``Mercenary`` → ``Mercenaries``."""
    if word in _SAME_PLURAL:
        return word
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if not text.startswith("CARDNAME") else text


def _modal(m: re.Match[str]) -> str:
    """``Choose one —\\n• A.\\n• B.`` → ``Choose one — A; or b.``"""
    options = [o.strip() for o in m[2].split("\n•") if o.strip()]
    options = [o.lstrip("• ").rstrip(".") for o in options]
    first = _lower_first(options[0]) if ", choose" in m[1] else options[0]  # "…deals damage, choose one — each"
    joined = "; or ".join([first, *(_lower_first(o) for o in options[1:])])
    return f"{m[1]} — {joined}."


ABILITY_WORDS: tuple[Rule, ...] = (
    rule(
        r"^(.*?\b[Cc]hooses? (?:one|two|one or both|one or more))\s*—\s*((?:\n?•[^\n]*)+)",
        _modal,
        ("Choose one —\n• Draw a card.\n• Gain 2 life.", "Choose one — Draw a card; or gain 2 life."),
        re.M,
    ),
    rule(
        r"\bDomain — ",
        "",
        ("Domain — X gets +1/+1 for each basic land type", "X gets +1/+1 for each basic land type"),
    ),
    rule(
        rf"(Threshold — )As long as {_SEVEN}, CARDNAME has \"(.*)\"$",
        r"\1\2",
        (
            "Threshold — As long as seven or more cards are in your graveyard, "
            'CARDNAME has "When CARDNAME dies, draw."',
            "Threshold — When CARDNAME dies, draw.",
        ),
        re.M,
    ),
    rule(
        rf"(Threshold — )(?:As long as|If) {_SEVEN}, (.)",
        lambda m: m[1] + m[2].upper(),
        (
            "Threshold — As long as seven or more cards are in your graveyard, X gets +1/+1.",
            "Threshold — X gets +1/+1.",
        ),
    ),
    rule(
        rf" Activate only if {_SEVEN}\.",
        "",
        ("{T}: Y. Activate only if seven or more cards are in your graveyard.", "{T}: Y."),
    ),
    rule(
        rf" and only if {_SEVEN}\.",
        ".",
        (
            "Activate only once each turn and only if seven or more cards are in your graveyard.",
            "Activate only once each turn.",
        ),
    ),
    rule(
        rf" (?:as long as|if) {_SEVEN}(?=[.,])",
        "",
        (
            "Threshold — X gets +2/+2 as long as seven or more cards are in your graveyard.",
            "Threshold — X gets +2/+2.",
        ),
    ),
    rule(
        r"(Threshold — )([A-Z])([^\n]*?) instead\.",
        lambda m: f"{m[1]}Instead {m[2].lower()}{m[3]}.",
        (
            "Threshold — Create four 2/2 green Bear creature tokens instead.",
            "Threshold — Instead create four 2/2 green Bear creature tokens.",
        ),
    ),
)

KEYWORDS: tuple[Rule, ...] = (
    rule(
        r"\bChoose a color\. ([^.]*?)the chosen color\b",
        r"\1the color of your choice",
        (
            "Choose a color. Creatures you control gain protection from the chosen color until end of turn.",
            "Creatures you control gain protection from the color of your choice until end of turn.",
        ),
    ),
    rule(
        r"\b(has|have|gains?) shroud until end of turn\b",
        "can't be the target of spells or abilities this turn",
        ("X gains shroud until end of turn.", "X can't be the target of spells or abilities this turn."),
    ),
    rule(
        r"\b(?:has|have) fear\b",
        "can't be blocked except by artifact creatures and/or black creatures",
        ("X has fear.", "X can't be blocked except by artifact creatures and/or black creatures."),
        template=CLASSIC,  # the Onslaught block printed "has fear" (Dragon Shadow)
    ),
    rule(
        r"\b(?:gains?) fear until end of turn\b",
        "can't be blocked this turn except by artifact creatures and/or black creatures",
        (
            "Target creature gains fear until end of turn.",
            "Target creature can't be blocked this turn except by artifact creatures and/or black creatures.",
        ),
        template=CLASSIC,
    ),
    rule(
        r"\bhave shroud\b",
        "can't be the targets of spells or abilities",
        ("All lands have shroud.", "All lands can't be the targets of spells or abilities."),
        template=frozenset({"PCY", "INV", "PLS", "APC"}),  # plural "targets" (Sterling Grove)
    ),
    rule(
        r"\b(has|have) shroud\b",
        "can't be the target of spells or abilities",
        ("Enchanted creature has shroud.", "Enchanted creature can't be the target of spells or abilities."),
    ),
)


def _vigilance(m: re.Match[str]) -> str:
    """``All Clerics have vigilance.`` → ``Attacking doesn't cause Clerics to tap.``"""
    who = m[2].removeprefix("All ")
    if who.split(" ")[0] in ("Creatures", "Enchanted", "Target", "Each", "Other", "Equipped"):
        who = _lower_first(who)
    return f"{m[1]}Attacking doesn't cause {who} to tap{' this turn' if m[3] else ''}."


NEW_KEYWORD_GRANTS: tuple[Rule, ...] = (
    rule(
        r"(^|\n|: )([^.:\n]*?) (?:have|has|gains?) vigilance( until end of turn)?\.",
        _vigilance,
        ("Creatures you control have vigilance.", "Attacking doesn't cause creatures you control to tap."),
    ),
)

CREATURE_TYPES: tuple[Rule, ...] = (
    rule(
        rf"(^|\n|\. |: |— )(?:Other )?{_TYPE} creatures\b",
        lambda m: f"{m[1]}All {plural(m[2])}",
        ("Sliver creatures get +1/+1.", "All Slivers get +1/+1."),
    ),
    rule(
        rf"(, )(?:other )?{_TYPE} creatures (you control )?(?=gets? |gains? |have |has )",
        lambda m: f"{m[1]}all {plural(m[2])} {m[3] or ''}",
        (
            "When you cycle CARDNAME, Soldier creatures get +1/+1.",
            "When you cycle CARDNAME, all Soldiers get +1/+1.",
        ),
    ),
    rule(rf"\b{_TYPE} creatures\b", lambda m: plural(m[1]), ("all Goblin creatures", "all Goblins")),
    rule(
        rf"\b{_TYPE} (?:creature|permanent)\b(?!s)",
        r"\1",
        ("Target Kavu creature gets -1/+1", "Target Kavu gets -1/+1"),
    ),
    rule(
        r"\b([Cc]reatures of the) creature type of your choice\b",
        r"\1 type of your choice",
        (
            "Creatures of the creature type of your choice get +1/+1.",
            "Creatures of the type of your choice get +1/+1.",
        ),
    ),
    rule(
        r"\b(CARDNAME|[Tt]arget creature|[Ee]nchanted creature|[Ee]ach creature(?! you)) becomes "
        r"(the creature type|that type)\b",
        r"\1's type becomes \2",
        (
            "CARDNAME becomes the creature type of your choice",
            "CARDNAME's type becomes the creature type of your choice",
        ),
    ),
    rule(
        r"\b(?<=turned face up, )it becomes (the creature type)\b",
        r"its type becomes \1",
        (
            "When CARDNAME is turned face up, it becomes the creature type of your choice",
            "When CARDNAME is turned face up, its type becomes the creature type of your choice",
        ),
    ),
    rule(
        r"\b(?:[Tt]he type of )?([Ee])ach creature you control becomes that type\b",
        lambda m: ("The" if m[1] == "E" else "the") + " type of each creature you control becomes that type",
        (
            "Each creature you control becomes that type until end of turn.",
            "The type of each creature you control becomes that type until end of turn.",
        ),
    ),
    rule(
        r"(^|\n|\. |: )All (\w+) you control\b",
        r"\1\2 you control",
        ("All Soldiers you control get +1/+2.", "Soldiers you control get +1/+2."),
    ),
    rule(
        r"\bpermanent is turned face up\b",
        "creature is turned face up",
        ("Whenever a permanent is turned face up", "Whenever a creature is turned face up"),
    ),
    rule(
        r"\beffects from spells named ([A-Z][\w' ]+?) count it as a card named \1\.",
        r"\1's effect counts it as a \1 card.",
        (
            "effects from spells named Muscle Burst count it as a card named Muscle Burst.",
            "Muscle Burst's effect counts it as a Muscle Burst card.",
        ),
    ),
    rule(
        r"\bfor each card named CARDNAME\b",
        "for each CARDNAME card",
        ("4 life for each card named CARDNAME in each graveyard", "4 life for each CARDNAME card in each graveyard"),
    ),
    rule(
        r"\bcards named CARDNAME\b",
        "CARDNAME cards",
        (
            "the number of cards named CARDNAME in all graveyards",
            "the number of CARDNAME cards in all graveyards",
        ),
    ),
    rule(
        r"\bcreature type other than Wall\b",
        "creature type other than Legend or Wall",
        ("Choose a creature type other than Wall.", "Choose a creature type other than Legend or Wall."),
    ),
)

LAND_TYPES: tuple[Rule, ...] = (
    rule(
        r"(?<![.\n:]) (?<!^)(Plains|Islands?|Swamps?|Mountains?|Forests?)\b",
        lambda m: " " + m[1].lower(),
        ("Sacrifice a Swamp: draw a card.", "Sacrifice a swamp: draw a card."),
    ),
)

ALL: tuple[Rule, ...] = (*ABILITY_WORDS, *KEYWORDS, *CREATURE_TYPES, *NEW_KEYWORD_GRANTS, *LAND_TYPES)
