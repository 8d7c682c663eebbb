""""Exile two target nonartifact creatures." (Ashes to Ashes): each of the two targets still legal is exiled
(CR 608.2b: an illegal one isn't; 2003: "removed from the game")."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.spell_permanents import ExilePermanent
from oldframe.rules.effects import execute, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class ExileTwoTargets(Effect):
    """Exile ``first`` and the target after it."""

    first: Ref


@executes(ExileTwoTargets)
def _exile_two(state: GameState, item: StackItem, eff: ExileTwoTargets) -> Decision | None:
    base = int(eff.first[7:])
    for ref in (f"target:{base}", f"target:{base + 1}"):
        execute(state, item, ExilePermanent(ref))
    return None
