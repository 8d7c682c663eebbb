"""English word forms that card text uses, shared by the compiler and the rules (no card data)."""

from __future__ import annotations

_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Merfolk": "Merfolk",
              "Thopter": "Thopters", "Homunculus": "Homunculi", "Fungus": "Fungi", "Octopus": "Octopi",
              "Kor": "Kor", "Sheep": "Sheep", "Ox": "Oxen", "Fish": "Fish", "Cyclops": "Cyclopes",
              "Salamander": "Salamanders", "Mouse": "Mice", "Werewolf": "Werewolves", "Djinn": "Djinn",
              "Efreet": "Efreet", "Kithkin": "Kithkin", "Cephalid": "Cephalids"}
#: Creature types whose plural is the word itself ("Other Merfolk get +1/+1 …")
SAME_PLURAL = frozenset(k for k, v in _IRREGULAR.items() if k == v)


def plural_of(name: str) -> str:
    """English plural of a creature type as Oracle text writes it ("Elf" → "Elves")."""
    if name in _IRREGULAR:
        return _IRREGULAR[name]
    if name.endswith(("s", "x", "ch", "sh")):
        return name + "es"
    if name.endswith("y") and name[-2:-1] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"
