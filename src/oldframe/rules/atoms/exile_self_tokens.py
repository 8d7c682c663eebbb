""""When CARDNAME dies, exile CARDNAME and each other player creates a 3/3 black Angel creature token with
flying." (Haunted Angel; 2003: "When Haunted Angel is put into a graveyard from play, remove Haunted
Angel from the game and each other player puts a 3/3 black Angel creature token with flying into play.")

The card is exiled from its owner's graveyard if it is still there (CR 400.7); the tokens come either
way, one set for each player other than the ability's controller, in turn order (CR 101.4), each under
that player's control (CR 111.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.altcost_atoms import create_tokens
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import CreateTokens, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExileSelfOthersCreateTokens(Effect):
    """Exile the source from the graveyard; each other player creates ``tokens``."""

    tokens: CreateTokens


@executes(ExileSelfOthersCreateTokens)
def _exile_and_tokens(state: GameState, item: StackItem, eff: ExileSelfOthersCreateTokens) -> Decision | None:
    card = state.objects.get(item.source)
    if card is not None and card.zone == Zone.GRAVEYARD:
        zones.move(state, card.oid, Zone.EXILE)
    n = eff.tokens.count if isinstance(eff.tokens.count, int) else 0
    for p in state.apnap():
        if p != item.controller and not state.players[p].lost:
            create_tokens(state, p, eff.tokens, n)
    return None
