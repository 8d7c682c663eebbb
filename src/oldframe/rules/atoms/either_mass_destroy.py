"""One of two mass destructions, chosen as the spell resolves: "Destroy all enchantments or all nonwhite
enchantments." (Essence Filter), "Destroy all lands or all creatures. Creatures destroyed this way can't be
regenerated." (Catastrophe). The caster chooses on resolution (CR 608.2d; 2003: 413.2c) — not a mode chosen
on casting (the card doesn't say "choose one")."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import execute, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem

_KEY = "stack:either_destroy"


@dataclass(frozen=True, slots=True)
class DestroyAllEither(Effect):
    """``first`` or ``second``; ``labels`` are their words in the caster's decision ("lands", "creatures")."""

    first: DestroyAll
    second: DestroyAll
    labels: tuple[str, str]


@executes(DestroyAllEither)
def _destroy_either(state: GameState, item: StackItem, eff: DestroyAllEither) -> Decision | None:
    answers = indexed(item.choices)
    if _KEY not in answers:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller, {"key": _KEY, "options": list(eff.labels)})
    chosen = eff.first if str(answers[_KEY]) == eff.labels[0] else eff.second
    return execute(state, item, chosen)
