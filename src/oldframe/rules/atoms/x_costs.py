"""Additional costs sized by X: "As an additional cost to cast this spell, discard X cards." (Sickening
Dreams, Firestorm) / "… exile X cards from your graveyard." (Skeletal Scrying), and "You draw X cards
and you lose X life."

X is announced as the spell is cast (CR 601.2b; 2003: 409.1b), before costs are paid (CR 601.2g-h), so
the cost is the printed one with X replaced: ``costparts.x_sized`` is applied where the spell's costs are
read (``casting._cost`` and ``altcosts.can_cast_with``); an X the player can't pay is never offered.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.costparts import X_CARDS  # noqa: F401  (the compiler reads it here)
from oldframe.rules.effects import _amount, executes, lose_life
from oldframe.rules.model.cards import Amount, Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DrawAndLoseLife(Effect):
    """"You draw X cards and you lose X life." (Skeletal Scrying): the draw, then the life loss (not
    damage, CR 119.3), both of the announced X."""

    amount: Amount


@executes(DrawAndLoseLife)
def _draw_and_lose(state: GameState, item: StackItem, eff: DrawAndLoseLife) -> Decision | None:
    n = _amount(state, item, eff.amount)
    zones.draw(state, item.controller, n)
    lose_life(state, item.controller, n)
    return None
