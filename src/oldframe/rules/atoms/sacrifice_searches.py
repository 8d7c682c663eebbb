"""An upkeep trigger that trades its source for a search: "At the beginning of your upkeep, if an opponent
controls three or more creatures, sacrifice CARDNAME, search your library for up to two creature cards, put
those cards onto the battlefield, then shuffle." (Defense of the Heart).

The intervening-if (CR 603.4; 2003: 404.3) is checked as the ability triggers and again as it resolves
(``condition``, an ``extensions.TRIGGER_CONDITIONS`` entry); then the source is sacrificed if it is still
there (CR 701.17a) and the search is the shared library search (``compiled.SearchLibrary``: a stated
quality may find fewer, CR 701.19b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.model.cards import Effect, Sacrifice
from oldframe.rules.state import Decision, GameState, StackItem

#: "if an opponent controls N or more creatures" (the condition string ends with N).
OPPONENT_CREATURES_AT_LEAST: Final = "opponent_creatures_at_least:"


@dataclass(frozen=True, slots=True)
class SacrificeThenSearch(Effect):
    """"sacrifice CARDNAME, ``search``" (a ``SearchLibrary`` with "put those cards")."""

    search: SearchLibrary


@executes(SacrificeThenSearch)
def _sacrifice_then_search(state: GameState, item: StackItem, eff: SacrificeThenSearch) -> Decision | None:
    if not item.choices.get("searched"):  # (not again when the search resumes after a choice)
        EXECUTORS[Sacrifice](state, item, Sacrifice("self"))
    return EXECUTORS[SearchLibrary](state, item, eff.search)


def condition(state: GameState, cond: str, source: int) -> bool | None:
    """``extensions.TRIGGER_CONDITIONS``: "if an opponent controls N or more creatures"; None for another's."""
    if not cond.startswith(OPPONENT_CREATURES_AT_LEAST):
        return None
    obj = state.objects.get(source)
    if obj is None:
        return False
    at_least = int(cond[len(OPPONENT_CREATURES_AT_LEAST):])
    counts = [0] * state.n_players
    for oid in state.battlefield:
        o = state.objects[oid]
        if is_creature(state, o):
            counts[o.controller] += 1
    return any(counts[p] >= at_least for p in state.living() if p != obj.controller)
