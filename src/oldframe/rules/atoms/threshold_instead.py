"""A spell's effect replaced with threshold: "Add {B}{B}{B}." then "Threshold — Add {B}{B}{B}{B}{B} instead if
seven or more cards are in your graveyard." (Cabal Ritual), "Create two 2/2 green Bear creature tokens."
then "Threshold — Create four … instead if …" (Grizzly Fate).

Threshold is checked as the spell resolves (CR 702.38a, 608.2; 2003: 502.23a): with seven or more cards in
its controller's graveyard the "instead" effect happens and the first one doesn't (a replacement of the
spell's own instruction, CR 614.1a). The compiler joins the two lines into one ``ThresholdInstead``; a
threshold line with nothing before it to replace just does its effect with threshold.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import execute, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem

#: Cards in a graveyard that make threshold (CR 702.38a; 2003: 502.23a).
THRESHOLD = 7


@dataclass(frozen=True, slots=True)
class ThresholdInstead(Effect):
    """``base`` without threshold, ``instead`` with it (each a single effect that asks no question)."""

    base: Effect | None
    instead: Effect


@executes(ThresholdInstead)
def _threshold_instead(state: GameState, item: StackItem, eff: ThresholdInstead) -> Decision | None:
    if len(state.players[item.controller].graveyard) >= THRESHOLD:
        return execute(state, item, eff.instead)
    return None if eff.base is None else execute(state, item, eff.base)
