""""Choose a color. All creatures gain protection from the chosen color until end of turn." (Reverent
Mantra), "Choose a color. Creatures you control gain protection from the chosen color until end of
turn." (Akroma's Blessing, Glory's ability from the graveyard).

The color is chosen as the spell or ability resolves (CR 608.2d; 2003: 413.2c) by its controller.
The creatures that gain protection are those on the battlefield as it resolves (CR 611.2c; 2003:
418.3b): a creature that comes into play later that turn doesn't have it. Protection is a keyword
granted until end of turn (CR 702.16; 2003: 502.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import COLOR_WORDS, is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class CreaturesGainProtectionFromChosenColor(Effect):
    """``whose``: "all" (all creatures) or "yours" (creatures you control)."""

    whose: str


@executes(CreaturesGainProtectionFromChosenColor)
def _protection(state: GameState, item: StackItem, eff: CreaturesGainProtectionFromChosenColor) -> Decision | None:
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    word = COLOR_WORDS[str(item.choices["color"])]
    for oid in state.battlefield:
        obj = state.objects[oid]
        if is_creature(state, obj) and (eff.whose == "all" or obj.controller == item.controller):
            state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                                  value="protection from " + word))
    state.version += 1
    return None
