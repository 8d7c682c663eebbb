"""A life total that becomes a number: "Target player's life total becomes 20." (Blessed Wind), "Each player's
life total becomes the number of creatures they control." (Biorhythm). The player gains or loses the
difference (CR 118.5; 2003: glossary "Life Total" — the change is life gained or lost, so what watches
gains and losses sees it); every count is taken before any total changes."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import executes, lose_life, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem

#: ``SetLifeTotal.amount`` that counts the player's creatures.
CREATURES_THEY_CONTROL = -1


@dataclass(frozen=True, slots=True)
class SetLifeTotal(Effect):
    """``who`` ("each_player" or a player target): life total becomes ``amount`` (or, for
    ``CREATURES_THEY_CONTROL``, the number of creatures that player controls)."""

    who: Ref
    amount: int


@executes(SetLifeTotal)
def _set_life(state: GameState, item: StackItem, eff: SetLifeTotal) -> Decision | None:
    if eff.who == "each_player":
        players = [p for p in state.apnap() if not state.players[p].lost]
    else:
        players = [ident for kind, ident in resolve_targets(state, item, eff.who) if kind == "player"]
    new = {p: eff.amount if eff.amount != CREATURES_THEY_CONTROL else
           sum(1 for o in state.battlefield if state.objects[o].controller == p
               and is_creature(state, state.objects[o])) for p in players}
    for p, total in new.items():
        life = state.players[p].life
        if total > life:
            zones.gain_life(state, p, total - life)
        elif total < life:
            lose_life(state, p, life - total)
    return None
