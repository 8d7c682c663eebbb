"""More blocks (the grammar: ``grammar/extra_blocks.lark``; the rules: ``rules.atoms.extra_blocks`` and
``rules.multiblock``): "{2}: CARDNAME can block an additional creature this turn." (Luminous Guardian,
Mounted Archers, Anurid Swarmsnapper), "CARDNAME can block any number of creatures." (Avatar of Hope, Wall of
Glare) — CR 509.1a (2003: 309.2a)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, renders, renders_static
from oldframe.rules.atoms.extra_blocks import BlockOneMoreThisTurn
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.multiblock import BLOCK_ANY_NUMBER

__all__ = ["ExtraBlockTemplates"]


class ExtraBlockTemplates:
    """Transformer methods for ``grammar/extra_blocks.lark``."""

    def xb_one_more_this_turn(self, items: list[object]) -> Clause:
        thing = items[0]
        if not isinstance(thing, Thing) or thing.ref != "self":
            raise ValueError("CARDNAME can block an additional creature")
        return Clause((BlockOneMoreThisTurn("self"),))

    def xb_any_number(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCK_ANY_NUMBER))


@renders(BlockOneMoreThisTurn)
def _render(eff: BlockOneMoreThisTurn, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} can block an additional creature this turn"]


@renders_static(BLOCK_ANY_NUMBER)
def _render_any_number(st: StaticAbility) -> str:
    return "CARDNAME can block any number of creatures."
