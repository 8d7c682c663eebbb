""""Put target nontoken Rebel on the bottom of its owner's library." (Rebel Informer, Mercenary Informer):
the permanent goes to the bottom of its owner's library (CR 400.3, 401.1; 2003: 217.1), a new object
(CR 400.7). An illegal target stays (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class PutOnBottomOfLibrary(Effect):
    what: Ref


@executes(PutOnBottomOfLibrary)
def _put_on_bottom(state: GameState, item: StackItem, eff: PutOnBottomOfLibrary) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            zones.move(state, ident, Zone.LIBRARY, top=False)
    return None
