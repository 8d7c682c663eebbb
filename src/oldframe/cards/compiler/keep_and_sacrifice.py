""""Each player chooses … one of each kind, then sacrifices the rest" (the rules:
``rules.atoms.keep_and_sacrifice``): "Each player chooses from among the permanents they control an
artifact, a creature, an enchantment, and a land, then sacrifices the rest." (Cataclysm), "Each player
chooses from the lands they control a land of each basic land type, then sacrifices the rest." (Global
Ruin)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.keep_and_sacrifice import BASIC_LAND_TYPES, KeepOneOfEach


class KeepAndSacrificeTemplates:
    def ks_kind(self, items: list[Token]) -> str:
        return str(items[-1])

    def ks_kinds(self, items: list[str]) -> tuple[str, ...]:
        if len(set(items)) != len(items):
            raise ValueError("each kind once")
        return tuple(items)

    def ks_permanents(self, items: list[tuple[str, ...]]) -> Clause:
        return Clause((KeepOneOfEach("permanent", items[0]),))

    def ks_basic_land_types(self, items: list[Token]) -> Clause:
        return Clause((KeepOneOfEach("land", BASIC_LAND_TYPES),))


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


@renders(KeepOneOfEach)
def _render(eff: KeepOneOfEach, words: Words) -> list[str]:
    if eff.among == "land" and eff.kinds == BASIC_LAND_TYPES:
        return ["each player chooses from the lands they control a land of each basic land type, "
                "then sacrifices the rest"]
    if eff.among != "permanent" or len(eff.kinds) < 3:
        raise ValueError("kinds among the permanents they control")
    kinds = ", ".join(_a(k) for k in eff.kinds[:-1]) + ", and " + _a(eff.kinds[-1])
    return [f"each player chooses from among the permanents they control {kinds}, then sacrifices the rest"]
