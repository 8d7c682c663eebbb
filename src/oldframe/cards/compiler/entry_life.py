"""Life paid as a permanent enters: "As CARDNAME enters the battlefield, pay any amount of life." and
"Create an X/X … creature token, where X is the life paid as CARDNAME entered the battlefield."
(Phyrexian Processor). The rules are in ``rules.atoms.entry_life``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, render_create_tokens, renders, renders_static
from oldframe.rules.atoms.entry_life import ENTERS_PAY_LIFE, LifePaidTokens
from oldframe.rules.model.cards import CreateTokens, StaticAbility


class EntryLifeTemplates:
    def el_enters_pay_life(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_PAY_LIFE))

    def el_life_paid_tokens(self, items: list[object]) -> Clause:
        colors, types = items[-2], items[-1]
        assert isinstance(colors, frozenset) and isinstance(types, tuple)
        return Clause((LifePaidTokens(1, "", 0, 0, colors, types),))


@renders_static(ENTERS_PAY_LIFE)
def _render_pay_life(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, pay any amount of life."


@renders(LifePaidTokens)
def _render_tokens(eff: LifePaidTokens, words: Words) -> list[str]:
    one = render_create_tokens(CreateTokens(1, eff.name, 1, 1, eff.colors, eff.subtypes, eff.keywords, eff.who))
    if not one.startswith("create a 1/1 "):
        raise ValueError("one token")
    return ["create an X/X " + one.removeprefix("create a 1/1 ")
            + ", where X is the life paid as CARDNAME entered the battlefield"]
