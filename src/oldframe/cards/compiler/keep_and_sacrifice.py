""""Each player chooses … one of each kind, then sacrifices the rest" (the rules:
``rules.atoms.keep_and_sacrifice``): "Each player chooses from among the permanents they control an
artifact, a creature, an enchantment, and a land, then sacrifices the rest." (Cataclysm), "Each player
chooses from the lands they control a land of each basic land type, then sacrifices the rest." (Global
Ruin), "Each player sacrifices four lands." (Wildfire), "Target player sacrifices an attacking creature."
(Wing Shards)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS, PLAYER
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.keep_and_sacrifice import BASIC_LAND_TYPES, KeepOneOfEach, SacrificeCount


class KeepAndSacrificeTemplates:
    def ks_kind(self, items: list[Token]) -> str:
        return str(items[-1])

    def ks_kinds(self, items: list[str]) -> tuple[str, ...]:
        if len(set(items)) != len(items):
            raise ValueError("each kind once")
        return tuple(items)

    def ks_permanents(self, items: list[tuple[str, ...]]) -> Clause:
        return Clause((KeepOneOfEach("permanent", items[0]),))

    def ks_plural(self, items: list[Token]) -> str:
        return str(items[0])[:-1]

    def ks_each_sacrifices_n(self, items: list[object]) -> Clause:
        return Clause((SacrificeCount("each_player", str(items[1]), NUMBER_WORDS[str(items[0])]),))

    def ks_target_sacrifices_n(self, items: list[object]) -> Clause:
        return Clause((SacrificeCount(THIS_TARGET, str(items[1]), NUMBER_WORDS[str(items[0])]),), (PLAYER,))

    def ks_target_sacrifices_attacker(self, items: list[Token]) -> Clause:
        return Clause((SacrificeCount(THIS_TARGET, "creature", 1, attacking=True),), (PLAYER,))

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


@renders(SacrificeCount)
def _render_count(eff: SacrificeCount, words: Words) -> list[str]:
    who = "each player" if eff.who == "each_player" else words.thing(eff.who)
    if eff.attacking:
        if eff.count != 1 or eff.kind != "creature":
            raise ValueError("an attacking creature")
        return [f"{who} sacrifices an attacking creature"]
    if eff.count < 2:
        raise ValueError("a number of permanents")
    return [f"{who} sacrifices {_COUNT_WORDS[eff.count]} {eff.kind}s"]
