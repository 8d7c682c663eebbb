"""Damage and life in one instruction: "CARDNAME deals 2 damage to target creature and you gain 2 life."
(Vicious Hunger), and "You gain life equal to the damage dealt this way." after a spell's damage
(Corrupt).

"The damage dealt this way" is what the source actually dealt as this spell or ability resolved, after
prevention (CR 120.3, 615; 2003: 419.3, 419.7), read from this resolution's ``DamageDealt`` events."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.events import DamageDealt
from oldframe.rules.model.cards import DealDamage, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DamageAndGainLife(Effect):
    """The source deals ``amount`` damage to ``to``, and you gain ``life`` life."""

    to: Ref
    amount: int
    life: int


def _gain(state: GameState, player: int, n: int) -> None:
    if n > 0:
        zones.gain_life(state, player, n)


@executes(DamageAndGainLife)
def _damage_and_gain(state: GameState, item: StackItem, eff: DamageAndGainLife) -> Decision | None:
    EXECUTORS[DealDamage](state, item, DealDamage(eff.amount, eff.to))
    _gain(state, item.controller, eff.life)
    return None


@dataclass(frozen=True, slots=True)
class GainLifeEqualToDamageDealt(Effect):
    """"You gain life equal to the damage dealt this way." (Corrupt)."""


@executes(GainLifeEqualToDamageDealt)
def _gain_dealt(state: GameState, item: StackItem, eff: GainLifeEqualToDamageDealt) -> Decision | None:
    dealt = sum(e.amount for e in state.events if isinstance(e, DamageDealt) and e.source == item.source)
    _gain(state, item.controller, dealt)
    return None
