"""Amounts taken from the damage a trigger saw ("that much", "that many": the trigger event's amount, CR
603.7c-like; 2003: 410.7): "Whenever CARDNAME is dealt damage, each opponent gains that much life."
(Grollub). The controller's "you lose that much life" (Filthy Cur) and "you may create that many 1/1 green
Insect creature tokens" (Saber Ants) are the core ``LoseLife`` / ``CreateTokens`` with the event amount."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class EachOpponentGainsEventAmount(Effect):
    """"each opponent gains that much life": each opponent of the ability's controller still in the game
    (CR 102.3), in APNAP order (CR 101.4), gains the event's amount (CR 119.3)."""


@executes(EachOpponentGainsEventAmount)
def _opponents_gain(state: GameState, item: StackItem, eff: EachOpponentGainsEventAmount) -> Decision | None:
    amount = int(item.event.get("amount", 0))
    for p in state.apnap():
        if p != item.controller and not state.players[p].lost and amount > 0:
            zones.gain_life(state, p, amount)
    return None
