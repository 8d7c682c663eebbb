"""What the player a trigger event names does (CR 603.2): "that player draws a card" (Horn of Greed:
"Whenever a player plays a land, …"), "that creature's controller may draw a card" (Fecundity: the dead
creature's controller as it last existed chooses, CR 603.5, 603.10a; 2003: 410.5, 410.10) and "each player
discards their hand" (Mindslicer; in APNAP order, CR 101.4; 2003: 103.4)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class EventPlayerDraws(Effect):
    """The event's player draws ``count`` cards; ``optional``: only if they choose to ("may")."""

    count: int
    optional: bool = False


@executes(EventPlayerDraws)
def _event_player_draws(state: GameState, item: StackItem, eff: EventPlayerDraws) -> Decision | None:
    if "player" not in item.event:
        return None
    p = int(item.event["player"])
    if eff.optional:
        if "may" not in item.choices:
            return Decision(DecisionKind.MAY, p, {"key": "may"})
        if not item.choices["may"]:
            return None
    zones.draw(state, p, eff.count)
    return None


@dataclass(frozen=True, slots=True)
class EachDiscardsHand(Effect):
    """"each player discards their hand"."""


@executes(EachDiscardsHand)
def _each_discards_hand(state: GameState, item: StackItem, eff: EachDiscardsHand) -> Decision | None:
    for p in state.apnap():
        for card in list(state.players[p].hand):
            discard(state, p, card)
    return None
