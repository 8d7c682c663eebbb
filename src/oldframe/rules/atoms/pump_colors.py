"""A creature pumped and recolored at once: "CARDNAME gets +1/+1 and becomes the color of your choice
until end of turn." (Wild Mongrel's discard ability).

The color is chosen as the ability resolves (CR 608.2d; 2003: 413.2d). Both changes are until-end-of-turn
continuous effects from one resolution (CR 611.2a; 2003: 418.5b): the +1/+1 applies in layer 7c
(CR 613.4c) and the color in layer 5 (CR 613.1e). The whole effect waits for the choice, so a paused
resolution never applies the +1/+1 twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import execute, executes, resolve_targets
from oldframe.rules.model.cards import Effect, ModifyPT, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class PumpAndBecomeChosenColor(Effect):
    """"<it> gets +P/+T and becomes the color of your choice until end of turn."."""

    who: Ref
    power: int
    toughness: int


@executes(PumpAndBecomeChosenColor)
def _pump_and_recolor(state: GameState, item: StackItem, eff: PumpAndBecomeChosenColor) -> Decision | None:
    if "become_color" not in item.choices:  # the key "becomes the color of your choice" answers under
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "become_color"})
    color = str(item.choices.pop("become_color"))
    execute(state, item, ModifyPT(eff.who, eff.power, eff.toughness))
    for kind, ident in resolve_targets(state, item, eff.who):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            state.effects.append(ContinuousEffect("color", ident, state.new_timestamp(), "end_of_turn", value=color))
    return None
