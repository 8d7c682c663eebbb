""""Whenever CARDNAME deals combat damage to a player, that player skips their next combat phase."
(Blinding Angel): a marker on the player; their next combat phase (CR 506; 2003: 306) is skipped whole,
every step of it (CR 614.10; 2003: 419.1b, through ``extensions.SKIP_STEP``), and the marker is used up
as the main phase after it begins. A combat phase going on as the marker is made is not the next one."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import _players, executes
from oldframe.rules.events import Event, StepBegan
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Step, player_marker

#: The marker's kind: ``affected`` the player's marker, ``power`` the turn it was made in.
SKIP_NEXT_COMBAT = "skip_next_combat"
_COMBAT_STEPS = range(Step.BEGIN_COMBAT, Step.END_COMBAT + 1)


@dataclass(frozen=True, slots=True)
class SkipNextCombat(Effect):
    """``who`` skips their next combat phase."""

    who: Ref


@executes(SkipNextCombat)
def _skip_next_combat(state: GameState, item: StackItem, eff: SkipNextCombat) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.effects.append(ContinuousEffect(SKIP_NEXT_COMBAT, player_marker(p), state.new_timestamp(), "game",
                                              state.turn))
    return None


def _due(state: GameState) -> ContinuousEffect | None:
    """The active player's marker that applies to this turn's combat phase, if any."""
    mine = player_marker(state.active)
    return next((e for e in state.effects if e.kind == SKIP_NEXT_COMBAT and e.affected == mine
                 and (e.power < state.turn)), None)


def combat_skipped(state: GameState, step: Step) -> bool:
    """``extensions.SKIP_STEP``: each step of the skipped combat phase."""
    return step in _COMBAT_STEPS and _due(state) is not None


def combat_skip_used(state: GameState, event: Event) -> None:
    """An event hook: the marker is used up as the main phase after the skipped combat begins."""
    if isinstance(event, StepBegan) and event.step == Step.MAIN2:
        used = _due(state)
        if used is not None:
            state.effects.remove(used)
