""""The next instant or sorcery spell you cast this turn can't be countered." (Overmaster).

The effect waits on the player (a marker on ``player_marker``) until they cast an instant or sorcery
spell this turn; that spell then can't be countered ("can't" beats "can", CR 101.2; 2003: 103.2) for as
long as it is on the stack (the effect is on the spell object, which a zone change ends, CR 400.7).
It is read as each spell becomes cast (``extensions.AFTER_CAST``, CR 601.2i), and ends unused at end of
turn (CR 514.2)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, player_marker

#: ``ContinuousEffect.kind`` of the waiting effect; ``value`` the card types it looks for.
NEXT_SPELL_UNCOUNTERABLE = "next_spell_uncounterable"
#: ``ContinuousEffect.kind`` read by ``effects.cant_be_countered`` on the spell.
CANT_BE_COUNTERED = "cant_be_countered"


@dataclass(frozen=True, slots=True)
class NextSpellCantBeCountered(Effect):
    """Your next spell of one of ``kinds`` this turn can't be countered."""

    kinds: tuple[str, ...] = ("instant", "sorcery")


@executes(NextSpellCantBeCountered)
def _next_spell(state: GameState, item: StackItem, eff: NextSpellCantBeCountered) -> Decision | None:
    state.effects.append(ContinuousEffect(NEXT_SPELL_UNCOUNTERABLE, player_marker(item.controller),
                                          state.new_timestamp(), "end_of_turn", value=",".join(eff.kinds)))
    state.version += 1
    return None


def spell_cast(state: GameState, item: StackItem) -> None:
    """The ``extensions.AFTER_CAST`` point: the first waiting effect of the caster that this spell meets
    is used up on it."""
    marker = player_marker(item.controller)
    obj = state.objects.get(item.oid)
    if obj is None:
        return
    for e in state.effects:
        if e.kind == NEXT_SPELL_UNCOUNTERABLE and e.affected == marker \
                and any(k.capitalize() in obj.card.types for k in e.value.split(",")):
            state.effects.remove(e)
            state.effects.append(ContinuousEffect(CANT_BE_COUNTERED, item.oid, state.new_timestamp(), "end_of_turn"))
            state.version += 1
            return
