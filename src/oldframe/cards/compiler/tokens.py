"""Token creation (CR 111; 2003: 216): "Create a 3/3 green Elephant creature token.", "Create
three 1/1 red Goblin creature tokens.", "… token with flying."

Examples: Call of the Herd and Roar of the Wurm (spells), Centaur Glade and Sliver Queen
(activated), Siege-Gang Commander and Penumbra Bobcat (triggered), Goblin Offensive (X tokens).
A token without a name of its own is named for its creature types (CR 111.4), which is what
:class:`~oldframe.rules.model.cards.CreateTokens` does with an empty ``name``.
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS, X
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.model.cards import Amount, Count, CreateTokens

#: A two-colour token as Oracle words it: the colours in colour-wheel order, the first one the one
#: the second follows clockwise ("black and red", "red and white", "green and white").
TWO_COLORS = {
    frozenset("WU"): "white and blue", frozenset("UB"): "blue and black", frozenset("BR"): "black and red",
    frozenset("RG"): "red and green", frozenset("GW"): "green and white", frozenset("WB"): "white and black",
    frozenset("UR"): "blue and red", frozenset("BG"): "black and green", frozenset("RW"): "red and white",
    frozenset("GU"): "green and blue",
}


class TokenTemplates:
    subtype_names: dict[str, str]

    def token_one(self, items: list[Token]) -> Amount:
        return 1

    def token_n(self, items: list[Token]) -> Amount:
        return NUMBER_WORDS[str(items[0])]

    def token_x(self, items: list[Token]) -> Amount:
        return X

    def token_colorless(self, items: list[Token]) -> frozenset[str]:
        return frozenset()

    def token_colors(self, items: list[Token]) -> frozenset[str]:
        return frozenset(COLOR_LETTERS[str(t)] for t in items)

    def token_types(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(self.subtype_names[str(t)] for t in items)

    def create_tokens(self, items: list[object]) -> Clause:
        """"Create N P/T colour Type creature token(s) [with keyword(s)]." under the controller's
        control (the ability's controller for an ability, CR 113.8)."""
        count, pt, colors, types, *rest = items
        assert isinstance(pt, Token) and isinstance(colors, frozenset) and isinstance(types, tuple)
        assert isinstance(count, (int, Count))
        kws: tuple[str, ...] = ()
        if rest:
            assert isinstance(rest[0], tuple)
            kws = rest[0]
        if any(kw.startswith("protection") for kw in kws):
            raise ValueError("a token with protection")
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((CreateTokens(count, "", p, t, colors, types, frozenset(kws)),))
