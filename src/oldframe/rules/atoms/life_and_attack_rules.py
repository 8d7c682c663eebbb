"""Two rules of the "Form" enchantments (Form of the Dragon):

- "your life total becomes 5": the player gains or loses the difference (CR 119.5; 2003: the life total
  "becomes" N by gaining or losing life, so life-gain and life-loss triggers see it).
- "Creatures without flying can't attack you." (CR 508.1c; 2003: 308.2a): an attack restriction on each
  creature whose defending player controls the static ability (``can_attack``, registered in
  ``features`` with the combat rules' attack restrictions).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import has_keyword, has_static, kinds_in_play
from oldframe.rules.effects import _players, executes, lose_life
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, Obj, StackItem

#: ``StaticAbility.kind``: "Creatures without flying can't attack you."
CANT_ATTACK_YOU_WITHOUT_FLYING = "cant_attack_you_without_flying"


@dataclass(frozen=True, slots=True)
class LifeTotalBecomes(Effect):
    """"``who``'s life total becomes ``amount``" ("controller": "your life total")."""

    who: Ref
    amount: int


@executes(LifeTotalBecomes)
def _life_becomes(state: GameState, item: StackItem, eff: LifeTotalBecomes) -> Decision | None:
    for p in _players(state, item, eff.who):
        diff = eff.amount - state.players[p].life
        if diff > 0:  # a gain like any other (CR 119.5): Sulfuric Vortex's replacement sees it
            zones.gain_life(state, p, diff)
        elif diff < 0:
            lose_life(state, p, -diff)
    return None


def can_attack(state: GameState, attacker: Obj, defender: int) -> bool:
    """``combat.ATTACK_RESTRICTIONS``: no creature without flying attacks a player whose permanent says
    "Creatures without flying can't attack you."."""
    if CANT_ATTACK_YOU_WITHOUT_FLYING not in kinds_in_play(state) or has_keyword(state, attacker, "flying"):
        return True
    return not any(state.objects[o].controller == defender
                   and has_static(state.objects[o], CANT_ATTACK_YOU_WITHOUT_FLYING) for o in state.battlefield)
