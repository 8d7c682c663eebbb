"""Additional phases: "After this main phase, there is an additional combat phase followed by an additional
main phase." (Seize the Day, Relentless Assault, Aggravated Assault; CR 500.8, 2003: 300.6).

Each such effect is a marker in ``state.effects`` (until the end of the turn). When a main phase ends with
markers not yet used, the next step is a beginning of combat instead (``extensions.STEP_REDIRECTS``); that
combat phase is followed, as always, by a main phase, and when a main phase ends with no marker left the
turn resumes where the first main phase would have gone (its combat phase after the precombat main phase,
the end phase after the postcombat one). Several markers give several combat-and-main pairs in a row."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Step

#: A combat phase and a main phase still to come after the current main phase (``power`` 1 once begun).
EXTRA_COMBAT: Final = "extra_combat_after_main"
#: Where the turn resumes once the additional phases are over (``power``: the step).
RESUME: Final = "extra_phases_resume"
_MAIN = (Step.MAIN1, Step.MAIN2)


@dataclass(frozen=True, slots=True)
class AdditionalCombatAfterMain(Effect):
    """"After this main phase, there is an additional combat phase followed by an additional main phase." """


@executes(AdditionalCombatAfterMain)
def _additional_combat(state: GameState, item: StackItem, eff: AdditionalCombatAfterMain) -> Decision | None:
    state.effects.append(ContinuousEffect(EXTRA_COMBAT, -1, state.new_timestamp(), "end_of_turn"))
    return None


def step_after(state: GameState, step: Step) -> Step | None:
    """The ``extensions.STEP_REDIRECTS`` point: a main phase ending goes to an additional combat phase,
    or, after the last additional main phase, back to where the turn was going."""
    if step not in _MAIN or not state.effects:
        return None
    pending = [e for e in state.effects if e.kind == EXTRA_COMBAT and e.power == 0]
    resume = next((e for e in state.effects if e.kind == RESUME), None)
    if pending:
        pending[0].power = 1
        if resume is None:
            usual = Step.BEGIN_COMBAT if step == Step.MAIN1 else Step.END_OF_TURN
            state.effects.append(ContinuousEffect(RESUME, -1, state.new_timestamp(), "end_of_turn", int(usual)))
        state.version += 1
        return Step.BEGIN_COMBAT
    if resume is not None:
        state.effects = [e for e in state.effects if e.kind not in (EXTRA_COMBAT, RESUME)]
        state.version += 1
        return Step(resume.power)
    return None
