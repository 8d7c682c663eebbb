""""Target spell or permanent becomes red." (Chaoslace), "{U}: Target creature becomes blue until end of
turn." (Fylamarid), "{W}: Target permanent becomes white until end of turn." (Aurora Griffin), "That creature
becomes black until end of turn." (Singe): a layer-5 effect (CR 613.1e; 2003: 418.5b) that sets the object's
color to the one named — it is no longer any other color (CR 105.3). A Lace's change has no end: it lasts
while the object stays in its zone (a spell that resolves or a permanent that leaves becomes a new object,
CR 400.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class BecomeColorUntilEndOfTurn(Effect):
    """``who`` becomes ``color`` (a letter, W U B R G) until end of turn; ``that_creature``: the words
    naming it were "That creature" (a target named again), kept for the text only."""

    who: Ref
    color: str
    that_creature: bool = False


@executes(BecomeColorUntilEndOfTurn)
def _become_color(state: GameState, item: StackItem, eff: BecomeColorUntilEndOfTurn) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("color", ident, state.new_timestamp(), "end_of_turn",
                                                  value=eff.color))
    return None


@dataclass(frozen=True, slots=True)
class BecomeColor(Effect):
    """"Target spell or permanent becomes ``color``." (a letter): a spell on the stack or a permanent."""

    who: Ref
    color: str


@executes(BecomeColor)
def _become_color_for_good(state: GameState, item: StackItem, eff: BecomeColor) -> Decision | None:
    on_stack = {i.oid for i in state.stack if i.kind == "spell"}
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and (obj.zone == Zone.BATTLEFIELD or ident in on_stack):
            state.effects.append(ContinuousEffect("color", ident, state.new_timestamp(), "while_there",
                                                  value=eff.color))
    return None
