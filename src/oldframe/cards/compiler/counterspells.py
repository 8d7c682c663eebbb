"""Counterspells by card type: "Counter target artifact or enchantment spell." (Annul), "Counter target
creature or sorcery spell." (Mystic Denial), "Counter target instant or sorcery spell unless its
controller pays {1}." (Disrupt). A spell's types are its card's (CR 112.1b; ``rules.target_filters``
"anytype"). Riders such as "Its controller loses 3 life." are in ``target_riders``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.rules.model.cards import TargetSpec

#: ``TargetSpec.filters`` entry for "a spell of any of these card types": ``anytype:artifact,enchantment``.
ANY_TYPE = "anytype"


def either_type_spell(first: str, second: str) -> Thing:
    if first == second or not {first, second} <= {"artifact", "enchantment", "creature", "land", "instant",
                                                    "sorcery"}:
        raise ValueError(f"'{first} or {second} spell'")
    return Thing(THIS_TARGET, TargetSpec(("spell",), filters=(f"{ANY_TYPE}:{first},{second}",)))


class CounterspellTemplates:
    def cs_target_either_spell(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), str(items[1]))

    def cs_target_instant_sorcery(self, items: list[Token]) -> Thing:
        return either_type_spell("instant", "sorcery")

    def cs_target_kind_or_sorcery(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), "sorcery")

    def cs_target_kind_or_instant(self, items: list[Token]) -> Thing:
        return either_type_spell(str(items[0]), "instant")
