"""Destroying a blocker and what it blocked at end of combat: "When CARDNAME blocks, at end of combat,
destroy it and all creatures it blocked this turn." (Defiant Vanguard).

The ability triggers as blockers are declared (CR 509.3c; 2003: 410.9) and, as it resolves, sets up
delayed destruction at end of combat (CR 603.7; 2003: 404.4) of CARDNAME and of each creature it
blocks — a whole band when it blocks one of its members (CR 702.22h) and every attacker of a creature
that blocks several (rules.combat). Each is destroyed only if it is still the same object then (CR
400.7): a creature that left the battlefield and came back is new and stays; and regeneration can
save it (CR 701.15). CARDNAME leaving play first does not save the creatures it blocked.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.combat import _blocked_by
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DestroySelfAndBlockedAtEndOfCombat(Effect):
    """"at end of combat, destroy it and all creatures it blocked this turn"."""


@executes(DestroySelfAndBlockedAtEndOfCombat)
def _destroy_self_and_blocked(state: GameState, item: StackItem,
                              eff: DestroySelfAndBlockedAtEndOfCombat) -> Decision | None:
    me = state.objects.get(item.source)
    doomed: list[int] = []
    if me is not None and me.zone == Zone.BATTLEFIELD:
        doomed.append(me.oid)
        if state.combat is not None and me.oid in state.combat.blockers:
            doomed += [a for a in _blocked_by(state, me.oid) if a not in doomed]
    for oid in doomed:
        state.delayed.append(DelayedTrigger("end_of_combat", item.controller, item.source_name, "destroy",
                                            oid, state.turn, int(state.step)))
    return None
