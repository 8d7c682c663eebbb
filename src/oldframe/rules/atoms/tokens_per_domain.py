""""Domain — Create a 1/1 blue Bird creature token with flying for each basic land type among lands you control."
(Ordered Migration): the tokens are counted as it resolves (CR 608.2h; Domain, Invasion block)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from oldframe.rules.atoms.mechanics import domain_count
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.model.cards import CreateTokens, Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DomainTokens(Effect):
    """``tokens`` once per basic land type among lands the controller controls."""

    tokens: CreateTokens


@executes(DomainTokens)
def _tokens_per_domain(state: GameState, item: StackItem, eff: DomainTokens) -> Decision | None:
    n = domain_count(state, item.controller)
    if n <= 0 or not isinstance(eff.tokens.count, int):
        return None
    return EXECUTORS[CreateTokens](state, item, replace(eff.tokens, count=eff.tokens.count * n))
