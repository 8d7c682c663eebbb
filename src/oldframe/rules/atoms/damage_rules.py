"""Spells that change how damage works for the rest of the turn: "Damage can't be prevented this turn."
(Flaring Pain): every prevention effect fails until the turn ends (CR 615.12; through
``extensions.DAMAGE_UNPREVENTABLE``), protection's and Fog's too; replacement effects that aren't
prevention still apply."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, player_marker

#: The marker (on the spell's controller) while damage can't be prevented.
NO_PREVENTION = "no_damage_prevention"


@dataclass(frozen=True, slots=True)
class DamageUnpreventableThisTurn(Effect):
    """"Damage can't be prevented this turn." """


@executes(DamageUnpreventableThisTurn)
def _unpreventable(state: GameState, item: StackItem, eff: DamageUnpreventableThisTurn) -> Decision | None:
    state.effects.append(ContinuousEffect(NO_PREVENTION, player_marker(item.controller), state.new_timestamp(),
                                          "end_of_turn"))
    return None


def damage_unpreventable(state: GameState) -> bool:
    """``extensions.DAMAGE_UNPREVENTABLE``."""
    return any(e.kind == NO_PREVENTION for e in state.effects)
