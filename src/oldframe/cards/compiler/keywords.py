"""Keyword lines: "Flying", "First strike, haste", "Swampwalk", "Protection from black".

Examples: Serra Angel (flying, vigilance), Bog Wraith (swampwalk), White Knight (first strike,
protection from black), Soltari Foot Soldier (shadow), Shu Cavalry (horsemanship), Craw Wurm's kin
with trample (Durkwood Boars is vanilla), Wall of Stone (defender).
Evasion rules for landwalk, shadow and horsemanship live in ``oldframe.rules.evasion``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import KeywordPiece


class KeywordTemplates:
    def kw(self, items: list[Token]) -> str:
        return str(items[0])

    def protection(self, items: list[Token]) -> str:
        return "protection from " + str(items[0])

    def keyword_line(self, items: list[str]) -> KeywordPiece:
        return KeywordPiece(tuple(items))

    def keywords(self, items: list[str]) -> tuple[str, ...]:
        return tuple(items)
