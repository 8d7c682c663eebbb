"""A player loses life equal to a stat of the creature sacrificed to pay the ability's cost: "Target
player loses life equal to the sacrificed creature's power." (Starlit Sanctum). The number is the one
the creature had as it last existed on the battlefield (CR 608.2h; 2003: 413.2g), kept on the stack
item by ``rules.costparts.remember_sacrificed`` when the cost was paid; the compiler side is
``cards/compiler/sacrificed_kinds.py``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.costparts import sacrificed_stat
from oldframe.rules.effects import executes, lose_life, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class LoseLifeBySacrificed(Effect):
    """``who`` (a player target) loses life equal to the sacrificed ``noun``'s ``stat``."""

    who: Ref
    noun: str = "creature"
    stat: str = "power"


@executes(LoseLifeBySacrificed)
def _lose_life_by_sacrificed(state: GameState, item: StackItem, eff: LoseLifeBySacrificed) -> Decision | None:
    n = sacrificed_stat(item, eff.stat)
    for kind, ident in resolve_targets(state, item, eff.who):
        if kind == "player":
            lose_life(state, ident, n)  # life loss, not damage (CR 119.3)
    return None
