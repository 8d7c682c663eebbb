"""Two one-shot effects on permanents: "… phases out." (CR 702.26; 2003: 502.15) and "Destroy … at end of
combat." (a delayed trigger, CR 603.7; 2003: 404.3)."""

from __future__ import annotations

from oldframe.rules import phasing
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import DestroyAtEndOfCombat, PhaseOut
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone


@executes(PhaseOut)
def _phase_out(state: GameState, item: StackItem, eff: PhaseOut) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object" and ident in state.objects and state.objects[ident].zone == Zone.BATTLEFIELD:
            phasing.phase_out(state, ident)
    return None


@executes(DestroyAtEndOfCombat)
def _destroy_eoc(state: GameState, item: StackItem, eff: DestroyAtEndOfCombat) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object":
            state.delayed.append(DelayedTrigger("end_of_combat", item.controller, item.source_name, "destroy",
                                                ident, state.turn, int(state.step)))
    return None
