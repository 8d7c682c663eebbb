"""A group of creatures gets +X/-X (or -X/+X, -X/-X) until end of turn, X announced as the spell is cast:
"All creatures get +X/-X until end of turn." (Flowstone Slide; CR 107.3, 611.2c, 613.4c; 2003: 409.1b, 418.2c).
The creatures are fixed as it resolves."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import pump_all
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, PumpAll, Selector
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class PumpAllX(Effect):
    """``affected`` get ``power_sign``·X/``toughness_sign``·X until end of turn (signs are 1 or -1)."""

    affected: Selector
    power_sign: int
    toughness_sign: int


@executes(PumpAllX)
def _pump_all_x(state: GameState, item: StackItem, eff: PumpAllX) -> Decision | None:
    x = item.x
    return pump_all(state, item, PumpAll(eff.affected, eff.power_sign * x, eff.toughness_sign * x))
