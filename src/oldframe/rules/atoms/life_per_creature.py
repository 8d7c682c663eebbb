""""When CARDNAME enters the battlefield, you gain 2 life for each black and/or red creature target
opponent controls." (Honorable Scout; 2003: "… for each black and/or red creature target opponent
controls.")

The creatures are counted as the ability resolves (CR 608.2h), by their colors then (CR 105.2, layer 5):
"black and/or red" is a creature that is black, red or both, counted once. With its one target illegal
the ability is countered (CR 608.2b) and no life is gained. Life gained is one event (CR 119.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import colors_of, is_creature
from oldframe.rules.effects import _players, executes
from oldframe.rules.events import LifeGained
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class GainLifePerCreatureOf(Effect):
    """"you gain ``amount`` life for each [``colors``] creature ``whose`` controls": any of ``colors``
    (empty: any creature)."""

    amount: int
    whose: Ref
    colors: tuple[str, ...] = ()


@executes(GainLifePerCreatureOf)
def _gain_per_creature(state: GameState, item: StackItem, eff: GainLifePerCreatureOf) -> Decision | None:
    for p in _players(state, item, eff.whose):
        n = sum(1 for o in state.battlefield
                if state.objects[o].controller == p and is_creature(state, state.objects[o])
                and (not eff.colors or set(eff.colors) & colors_of(state, state.objects[o])))
        if n:
            state.players[item.controller].life += eff.amount * n
            zones.emit(state, LifeGained(item.controller, eff.amount * n))
    return None
