""""choose a color, then …" on resolution: Dromar, the Banisher and Rith, the Awakener. Their rules are
``rules.atoms.chosen_color``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.rules.atoms.chosen_color import ReturnAllCreaturesOfChosenColor, TokensPerPermanentOfChosenColor
from oldframe.rules.model.cards import CreateTokens


class ChosenColorTemplates:
    """Transformer methods of ``grammar/chosen_color.lark``."""

    def cc_return_all(self, items: list[object]) -> Clause:
        return Clause((ReturnAllCreaturesOfChosenColor(),))

    def cc_tokens_per_permanent(self, items: list[object]) -> Clause:
        count, pt, colors, types = items
        if count != 1:
            raise ValueError("'a' token for each")
        assert isinstance(pt, Token) and isinstance(colors, frozenset) and isinstance(types, tuple)
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((TokensPerPermanentOfChosenColor(1, "", p, t, colors, types),))


@renders(ReturnAllCreaturesOfChosenColor)
def _render_return(eff: ReturnAllCreaturesOfChosenColor, words: Words) -> list[str]:
    return ["choose a color, then return all creatures of that color to their owners' hands"]


@renders(TokensPerPermanentOfChosenColor)
def _render_tokens(eff: TokensPerPermanentOfChosenColor, words: Words) -> list[str]:
    one = CreateTokens(1, eff.name, eff.power, eff.toughness, eff.colors, eff.subtypes, eff.keywords, eff.who)
    return [f"choose a color, then {render_create_tokens(one)} for each permanent of that color"]
