"""Damage from sources of a chosen color prevented for the turn: "Prevent all damage that sources of the
color of your choice would deal this turn." (Prismatic Strands).

The color is chosen as the spell resolves (CR 608.2d; 2003: 413.2d) and the effect is a prevention
shield for the rest of the turn (CR 615.1, 514.2; 2003: 419.7): every damage event whose source has that
color as the damage would be dealt (its color then, CR 615.6) is prevented entirely — combat damage and
any other. It is kept as a marker ``ContinuousEffect`` so it is copied and saved with the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.replacement import Applicable, DamageEvent
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem

#: The marker's kind; its ``value`` is the color letter.
PREVENT_COLOR = "prevent_color_damage"
#: The marker affects no one object.
_NO_OBJECT = 0


@dataclass(frozen=True, slots=True)
class PreventDamageOfChosenColor(Effect):
    """"Prevent all damage that sources of the color of your choice would deal this turn."."""


@executes(PreventDamageOfChosenColor)
def _prevent_color(state: GameState, item: StackItem, eff: PreventDamageOfChosenColor) -> Decision | None:
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    color = str(item.choices.pop("color"))
    state.effects.append(ContinuousEffect(PREVENT_COLOR, _NO_OBJECT, state.new_timestamp(), "end_of_turn",
                                          value=color))
    return None


def prevent_chosen_color(state: GameState, event: DamageEvent) -> list[Applicable]:
    """A ``replacement.DAMAGE_EFFECTS`` provider: each such shield whose color the source has."""
    return [Applicable(f"color:{e.timestamp}", f"prevent all damage from {e.value} sources this turn",
                       lambda st, ev: ev.prevent())
            for e in state.effects if e.kind == PREVENT_COLOR and e.value in event.source_colors]
