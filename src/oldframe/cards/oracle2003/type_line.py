"""2003 type lines from modern Oracle type data (digest §2: "Legend" is a creature type in 2003)."""

from __future__ import annotations

from ..data import CardRecord
from .normalise import strip_reminder
from .templates import CLASSIC, ONSLAUGHT, template_of

#: Creature types the 2007 Grand Creature Type Update added to older cards, by the template the card was
#: last printed under (templates.py). Derived from the data set: each type is missing from at least 70%
#: (and at least two) of the 1999–2003 printed type lines of cards whose modern type line has it.
ADDED_2007: dict[str, frozenset[str]] = {
    CLASSIC: frozenset(
        {
            "Human",
            "Phyrexian",
            "Warrior",
            "Scout",
            "Archer",
            "Dog",
            "Rogue",
            "Metathran",
            "Shaman",
            "Construct",
            "Noble",
            "Frog",
            "Berserker",
            "Cyclops",
            "Monk",
            "Kor",
            "Fish",
            "Juggernaut",
            "Plant",
            "Horse",
            "Harpy",
            "Worm",
            "Ranger",
            "Thopter",
            "Fungus",
            "Dinosaur",
            "Squid",
            "Artificer",
            "Homunculus",
            "Yeti",
        }
    ),
    ONSLAUGHT: frozenset({"Human", "Warrior", "Dinosaur", "Frog", "Goat", "Ranger", "Shaman", "Scout"}),
}


#: Types the 2007 update renamed (modern → 2003), e.g. Blood Hound was a Hound.
RENAMED_2007: dict[str, str] = {"Dog": "Hound", "Cyclops": "Giant"}


def creature_subtypes(card: CardRecord) -> list[str]:
    """Modern subtypes, renamed back, minus the 2007 additions."""
    dropped = ADDED_2007[template_of(card)]
    out = [RENAMED_2007.get(s, s) for s in card.subtypes if s not in dropped or s in RENAMED_2007]
    return list(dict.fromkeys(out))


def type_line_2003(card: CardRecord) -> str:
    """The card's type line in 2003 form.

    Examples: ``Legendary Creature — Demon Spirit`` → ``Creature - Demon Spirit Legend``;
    ``Enchantment — Aura`` with "Enchant creature" → ``Enchant Creature``;
    ``Creature — Human Soldier`` → ``Creature - Soldier``; ``Legendary Land`` stays.
    """
    if card.faces:
        return " // ".join(f.type_line.replace(" — ", " - ") for f in card.faces)
    types = list(card.types)
    supers = [s for s in card.supertypes if s in ("Legendary", "Basic", "Snow", "World")]
    if "Enchantment" in types and "Aura" in card.subtypes:
        return enchant_type(card.oracle_text)
    if "Creature" in types:
        subtypes = creature_subtypes(card)
        if "Legendary" in supers:
            supers.remove("Legendary")
            subtypes.append("Legend")
        head = " ".join([*supers, *types])
        return f"{head} - {' '.join(subtypes)}" if subtypes else head
    # Land subtypes of 2003 are the land's name (212.2c); artifact and enchantment subtypes did not exist.
    return " ".join([*supers, *types])


def enchant_type(oracle_text: str) -> str:
    """An Aura's ``Enchant creature`` line (wherever it is) → type ``Enchant Creature``."""
    for line in strip_reminder(oracle_text).split("\n"):
        if line.lower().startswith("enchant "):
            what = line[len("enchant ") :].split(" you control")[0].split(" an opponent controls")[0]
            return "Enchant " + " ".join(w.capitalize() for w in what.split())
    return "Enchantment"
