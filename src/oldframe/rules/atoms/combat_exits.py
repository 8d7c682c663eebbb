""""When CARDNAME attacks or blocks, put it on top of its owner's library at end of combat." (Saprazzan
Outrigger): the ability sets up a delayed triggered ability (CR 603.7; 2003: 404.4) that triggers at the
end of combat step (CR 511.1; 2003: 311) and puts the permanent on top of its owner's library if it is
still the same object on the battlefield then (CR 400.7; 2003: 217.1c)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone

#: The delayed trigger's action.
TOP_OF_LIBRARY = "top_of_library"


@dataclass(frozen=True, slots=True)
class TopOfLibraryAtEndOfCombat(Effect):
    """Put the source on top of its owner's library at end of combat."""


@executes(TopOfLibraryAtEndOfCombat)
def _top_at_end_of_combat(state: GameState, item: StackItem, eff: TopOfLibraryAtEndOfCombat) -> Decision | None:
    me = state.objects.get(item.source)
    if me is not None and me.zone == Zone.BATTLEFIELD:
        state.delayed.append(DelayedTrigger("end_of_combat", item.controller, item.source_name, TOP_OF_LIBRARY,
                                            me.oid, state.turn, int(state.step)))
    return None


def resolve_delayed(state: GameState, item: StackItem) -> bool:
    """``extensions.DELAYED_RESOLUTION``: this module's delayed trigger (False for another's)."""
    if item.event.get("action") != TOP_OF_LIBRARY:
        return False
    obj = state.objects.get(int(item.event["card"]))
    if obj is not None and obj.zone == Zone.BATTLEFIELD:  # the same object, still in play (CR 400.7)
        zones.move(state, obj.oid, Zone.LIBRARY, top=True)
    return True
