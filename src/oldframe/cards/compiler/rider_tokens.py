"""Tokens for the player whose permanent or card a spell just dealt with (the rules:
``rules.atoms.rider_tokens``): "Its controller creates a 1/1 white Spirit creature token with flying."
(Afterlife), "Its owner creates …" (Funeral Pyre)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.rules.atoms.rider_tokens import TargetsPlayerCreatesTokens
from oldframe.rules.model.cards import CreateTokens


class RiderTokenTemplates:
    def rt_whose(self, items: list[Token]) -> str:
        return str(items[0])

    def rt_its_player_creates(self, items: list[object]) -> Clause:
        whose, *rest = items
        clause = self.create_tokens(rest)  # type: ignore[attr-defined]
        assert isinstance(clause, Clause) and isinstance(clause.effects[0], CreateTokens)
        return Clause((TargetsPlayerCreatesTokens(IT, str(whose), clause.effects[0]),))


@renders(TargetsPlayerCreatesTokens)
def _render(eff: TargetsPlayerCreatesTokens, words: Words) -> list[str]:
    if not eff.what.startswith("target:") or eff.what not in words.seen or eff.tokens.who != "controller":
        raise ValueError("'its' is the target named before")
    return [f"its {eff.whose} {render_create_tokens(eff.tokens).replace('create ', 'creates ', 1)}"]
