"""Keyword lines: "Flying", "First strike, haste", "Swampwalk", "Protection from black".

Examples: Serra Angel (flying, vigilance), Bog Wraith (swampwalk), White Knight (first strike,
protection from black), Soltari Foot Soldier (shadow), Shu Cavalry (horsemanship), Craw Wurm's kin
with trample (Durkwood Boars is vanilla), Wall of Stone (defender).
Evasion rules for landwalk, shadow and horsemanship live in ``oldframe.rules.evasion``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import KeywordPiece
from oldframe.rules.model.words import plural_of


class KeywordTemplates:
    def kw(self, items: list[Token]) -> str:
        return str(items[0])

    def protection(self, items: list[str]) -> str:
        """"protection from black and from red" stays one keyword (CR 702.16; rules.protection)."""
        if len(set(items)) != len(items):
            raise ValueError("a quality twice")
        return "protection from " + " and from ".join(items)

    def pq_word(self, items: list[Token]) -> str:
        return str(items[0])

    def pq_all_colors(self, items: list[Token]) -> str:
        return "all colors"

    def pq_creature_type(self, items: list[Token]) -> str:
        """A creature type, written as its plural ("protection from Goblins")."""
        word = str(items[0])
        name = self.subtype_names[word]  # type: ignore[attr-defined]
        if plural_of(name).lower() != word:
            raise ValueError("protection from a creature type is written in the plural")
        return plural_of(name)

    def keyword_line(self, items: list[str]) -> KeywordPiece:
        return KeywordPiece(tuple(items))

    def keyword_line_semicolon(self, items: list[str]) -> KeywordPiece:
        """"First strike; reach" (Longbow Archer), "Defender; reach" (Whip Vine)."""
        return KeywordPiece(tuple(items), "; ")

    def keywords(self, items: list[str]) -> tuple[str, ...]:
        return tuple(items)
