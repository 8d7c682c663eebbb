"""Tokens per basic land type among your lands (Ordered Migration; CR 608.2h). The grammar:
``grammar/tokens_per_domain.lark`` (a body of ``mechanics``' "Domain —" line); the rules:
``rules.atoms.tokens_per_domain``."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import SpellPiece
from oldframe.cards.compiler.render import Words, render_create_tokens, renders
from oldframe.rules.atoms.tokens_per_domain import DomainTokens
from oldframe.rules.model.cards import CreateTokens

__all__ = ["TokensPerDomainTemplates"]


class TokensPerDomainTemplates:
    """Transformer methods for ``grammar/tokens_per_domain.lark``."""

    create_tokens: Callable[[list[object]], Clause]  # EffectTemplates.create_tokens (another Builder mixin)

    def dt_tokens_per_domain(self, items: list[object]) -> SpellPiece:
        if items[0] != 1:
            raise ValueError("a token for each basic land type")
        clause = self.create_tokens(items)
        tokens = clause.effects[0]
        if len(clause.effects) != 1 or not isinstance(tokens, CreateTokens) or tokens.who != "controller":
            raise ValueError("tokens for you")
        return SpellPiece((DomainTokens(tokens),), ())


@renders(DomainTokens)
def _render(eff: DomainTokens, words: Words) -> list[str]:
    made = render_create_tokens(eff.tokens)
    return [f"domain — C{made[1:]} for each basic land type among lands you control"]
