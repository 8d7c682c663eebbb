"""Draws at the beginning of the next turn's upkeep beyond the one card the core knows: "Its
controller may draw up to two cards at the beginning of the next turn's upkeep." and "You draw a
card at the beginning of the next turn's upkeep." (Arcane Denial), "… draw two cards at the beginning
of the next turn's upkeep." (Lat-Nam's Legacy).

Each is a delayed triggered ability (CR 603.7; 2003: 404.4) set up as the spell resolves, for the
player it names: "its controller" is the countered spell's controller as it last existed (CR 608.2h;
2003: 413.2f). It triggers at the next upkeep, whoever's turn it is; "up to N" is chosen as it
resolves (a number from 0 to N, CR 608.2d; 2003: 413.2c).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.target_riders import target_controller
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem

#: ``DelayedTrigger.action`` prefixes: draw N cards; draw up to N cards (chosen on resolution).
DRAW_N = "draw_n:"
DRAW_UP_TO = "draw_up_to:"


@dataclass(frozen=True, slots=True)
class DelayedDraw(Effect):
    """"<who> [may] draw[s] <N / up to N> card(s) at the beginning of the next turn's upkeep".
    ``who``: "controller" (you) or a target reference ("its controller": that spell's controller);
    ``you`` writes "You draw" rather than "Draw" (wording only)."""

    who: Ref
    count: int = 1
    up_to: bool = False
    you: bool = False


@executes(DelayedDraw)
def _delayed_draw(state: GameState, item: StackItem, eff: DelayedDraw) -> Decision | None:
    p = item.controller if eff.who == "controller" else target_controller(state, item, eff.who)
    if p is None:
        return None
    action = f"{DRAW_UP_TO if eff.up_to else DRAW_N}{eff.count}"
    state.delayed.append(DelayedTrigger("upkeep", p, item.source_name, action, 0, state.turn, int(state.step)))
    return None


def _action(item: StackItem) -> str:
    return str(item.event.get("action", ""))


def delayed_draw_choice(state: GameState, item: StackItem) -> Decision | None:
    """"may draw up to N": how many, asked as the delayed trigger resolves."""
    action = _action(item)
    if action.startswith(DRAW_UP_TO) and "x_paid" not in item.choices:
        most = int(action.removeprefix(DRAW_UP_TO))
        return Decision(DecisionKind.CHOOSE_X, item.controller, {"options": list(range(most + 1))})
    return None


def resolve_delayed_draw(state: GameState, item: StackItem) -> bool:
    """Draw the cards (CR 121.2); True if the delayed trigger was one of these."""
    action = _action(item)
    if action.startswith(DRAW_N):
        zones.draw(state, item.controller, int(action.removeprefix(DRAW_N)))
        return True
    if action.startswith(DRAW_UP_TO):
        n = int(item.choices.get("x_paid", 0))
        if n:
            zones.draw(state, item.controller, n)
        return True
    return False
