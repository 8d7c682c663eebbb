"""Returning many permanents at once: "Return all permanents of the color of your choice to their owners'
hands." (Wash Out), "Return all artifacts target player owns to their hand." (Hurkyl's Recall).
("Return all permanents to their owners' hands.", Upheaval, is ``spell_permanents.ReturnAll``.)

Every such permanent moves at the same time (CR 400.3, 608.2; 2003: 217.1); the color is chosen as the
spell resolves (CR 608.2d; 2003: 413.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import colors_of, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ReturnAllOfChosenColor(Effect):
    """Every permanent of the color its controller chooses goes to its owner's hand."""


@executes(ReturnAllOfChosenColor)
def _return_chosen_color(state: GameState, item: StackItem, eff: ReturnAllOfChosenColor) -> Decision | None:
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    color = str(item.choices["color"])
    for oid in [o for o in state.battlefield if color in colors_of(state, state.objects[o])]:
        zones.move(state, oid, Zone.HAND)
    return None


@dataclass(frozen=True, slots=True)
class ReturnAllOwned(Effect):
    """Every permanent of type ``kind`` that ``owner`` (a target player) owns goes to their hand,
    whoever controls it."""

    kind: str
    owner: Ref


@executes(ReturnAllOwned)
def _return_all_owned(state: GameState, item: StackItem, eff: ReturnAllOwned) -> Decision | None:
    for p in _players(state, item, eff.owner):
        for oid in [o for o in state.battlefield
                    if state.objects[o].owner == p and is_type(state, state.objects[o], eff.kind)]:
            zones.move(state, oid, Zone.HAND)
    return None
