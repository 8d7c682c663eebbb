"""Tokens for each nontoken creature put into your graveyard from the battlefield this turn (Caller of
the Claw). The count and its bookkeeping are in ``rules.atoms.died_this_turn``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.rules.atoms.died_this_turn import CreateTokensPerDeath
from oldframe.rules.model.cards import CreateTokens

_TAIL = " for each nontoken creature put into your graveyard from the battlefield this turn"


class DiedThisTurnTemplates:
    """Transformer methods of ``grammar/died_this_turn.lark``."""

    def tokens_per_death(self, items: list[object]) -> Clause:
        count, pt, colors, types = items
        if count != 1:
            raise ValueError("'a' token for each")
        assert isinstance(pt, Token) and isinstance(colors, frozenset) and isinstance(types, tuple)
        p, t = (int(v) for v in str(pt).split("/"))
        return Clause((CreateTokensPerDeath(1, "", p, t, colors, types),))


@renders(CreateTokensPerDeath)
def _render_per_death(eff: CreateTokensPerDeath, words: Words) -> list[str]:
    one = CreateTokens(1, eff.name, eff.power, eff.toughness, eff.colors, eff.subtypes, eff.keywords, eff.who)
    return [render_create_tokens(one) + _TAIL]
