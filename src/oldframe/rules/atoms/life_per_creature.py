"""Life by a count of creatures:

- "When CARDNAME enters the battlefield, you gain 2 life for each black and/or red creature target
  opponent controls." (Honorable Scout)
- "When you cycle CARDNAME, you may have target player lose life equal to the number of Zombies on the
  battlefield." (Gempalm Polluter)

The creatures are counted as the ability resolves (CR 608.2h), by their colors then (CR 105.2, layer 5):
"black and/or red" is a creature that is black, red or both, counted once. With its one target illegal
the ability is countered (CR 608.2b) and no life is gained. Life gained is one event (CR 119.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.spell_counts import battlefield_count
from oldframe.rules.characteristics import colors_of, is_creature
from oldframe.rules.effects import _players, executes, lose_life
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
            zones.gain_life(state, item.controller, eff.amount * n)
    return None


@dataclass(frozen=True, slots=True)
class LoseLifePerCreatureType(Effect):
    """"have target player lose life equal to the number of Zombies on the battlefield" (Gempalm
    Polluter): life loss, not damage (CR 119.3), the creatures of ``subtype`` counted on resolution,
    whoever controls them (CR 608.2h)."""

    who: Ref
    subtype: str


@executes(LoseLifePerCreatureType)
def _lose_per_type(state: GameState, item: StackItem, eff: LoseLifePerCreatureType) -> Decision | None:
    n = battlefield_count(state, "creature:" + eff.subtype)
    if n <= 0:
        return None
    for p in _players(state, item, eff.who):
        lose_life(state, p, n)
    return None
