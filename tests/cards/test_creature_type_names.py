"""The creature types a player may name are real creature types (issue #14: no words from joke cards)."""

from __future__ import annotations

from oldframe.cards.registry import default_registry


def test_words_from_unglued_type_lines_are_not_offered() -> None:
    names = set(default_registry().creature_types())
    assert not names & {"The", "of", "Baddest,", "Biggest,", "Nastiest,", "Proper", "Etiquette", "Gamer"}


def test_real_creature_types_are_offered() -> None:
    names = set(default_registry().creature_types())
    assert {"Goblin", "Wall", "Elf", "Sliver", "Ox", "Zombie"} <= names
