""""Put two target lands on top of their owners' libraries." (Plow Under): each permanent goes to the top
of its owner's library (CR 400.3; 2003: 217.1). Two cards put on top of one library at the same time
are ordered by their owner (CR 401.4; 2003: 217.2c), asked here as which goes on top; a token ceases to
exist (CR 111.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import EXECUTORS, executes, resolve_targets
from oldframe.rules.model.cards import Effect, ModifyPT, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class TwoOnTopOfLibraries(Effect):
    """The target ``first`` and the one after it go on top of their owners' libraries."""

    first: Ref


@executes(TwoOnTopOfLibraries)
def _two_on_top(state: GameState, item: StackItem, eff: TwoOnTopOfLibraries) -> Decision | None:
    base = int(eff.first[7:])
    movable = []
    for ref in (f"target:{base}", f"target:{base + 1}"):
        for kind, ident in resolve_targets(state, item, ref):
            obj = state.objects.get(ident)
            if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
                movable.append(ident)
    if len(movable) == 2 and state.objects[movable[0]].owner == state.objects[movable[1]].owner:
        if "top_pick" not in item.choices:  # the owner orders them: which ends on top (CR 401.4)
            return Decision(DecisionKind.PICK, state.objects[movable[0]].owner,
                            {"key": "top_pick", "options": movable, "on_top": True})
        top = int(item.choices["top_pick"])
        movable = [o for o in movable if o != top] + [top]
    for oid in movable:  # the last one moved is the top card
        zones.move(state, oid, Zone.LIBRARY, top=True)
    return None


@dataclass(frozen=True, slots=True)
class TwoTargetsGetPT(Effect):
    """"Two target creatures each get +2/+2 until end of turn." (Symbiosis): ``first`` and the target after
    it each get ``power``/``toughness`` (layer 7c, CR 613.4c); an illegal one doesn't (CR 608.2b)."""

    first: Ref
    power: int
    toughness: int


@executes(TwoTargetsGetPT)
def _two_get_pt(state: GameState, item: StackItem, eff: TwoTargetsGetPT) -> Decision | None:
    base = int(eff.first[7:])
    for ref in (f"target:{base}", f"target:{base + 1}"):
        EXECUTORS[ModifyPT](state, item, ModifyPT(ref, eff.power, eff.toughness))
    return None
