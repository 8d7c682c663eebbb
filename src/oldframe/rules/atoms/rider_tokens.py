"""Tokens for the player whose permanent or card a spell just dealt with: "Destroy target creature. It
can't be regenerated. Its controller creates a 1/1 white Spirit creature token with flying." (Afterlife),
"Exile target card from a graveyard. Its owner creates a 1/1 white Spirit creature token with flying."
(Funeral Pyre).

"Its controller" / "its owner" is the target's as it last existed (CR 608.2h; 2003: 413.2f), read from
the zone change that moved it (``events.Moved``) or, still there, now; the tokens come into play under
that player's control (CR 111.2; 2003: 216.1). An illegal target gives nothing (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.altcost_atoms import create_tokens
from oldframe.rules.effects import _amount, executes
from oldframe.rules.events import Moved
from oldframe.rules.model.cards import CreateTokens, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class TargetsPlayerCreatesTokens(Effect):
    """``whose``: "controller" or "owner" of the target ``what``; ``tokens`` what they create."""

    what: Ref
    whose: str
    tokens: CreateTokens


def _player_of(state: GameState, item: StackItem, what: Ref, whose: str) -> int | None:
    index = int(what[7:]) if what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None:  # still where it was (regenerated, or the move was replaced)
        return obj.owner if whose == "owner" else obj.controller
    for event in reversed(state.events):
        if isinstance(event, Moved) and event.old == oid:
            return event.owner if whose == "owner" else event.controller
    return None


@executes(TargetsPlayerCreatesTokens)
def _targets_player_creates(state: GameState, item: StackItem, eff: TargetsPlayerCreatesTokens) -> Decision | None:
    player = _player_of(state, item, eff.what, eff.whose)
    if player is not None and not state.players[player].lost:
        create_tokens(state, player, eff.tokens, _amount(state, item, eff.tokens.count))
    return None
