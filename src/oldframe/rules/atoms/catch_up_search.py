"""A search that grows when an opponent has more lands: "Search your library for a Plains card. If target
opponent controls more lands than you, you may search your library for an additional Plains card. Reveal
those cards, put them into your hand, then shuffle." (Tithe).

The lands are compared as the spell resolves (CR 608.2h; 2003: 413.2f); a search for a card with a
stated quality may find nothing (CR 701.19b), so each card is "a matching card, or none" (the ``wish``
decision of :func:`~oldframe.rules.atoms.compiled.search_library`), the second only if the opponent has
more lands; the cards found are revealed and go to the hand, then the library is shuffled (CR 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from oldframe.rules.atoms.compiled import SearchLibrary, search_library
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class CatchUpSearch(Effect):
    """``search`` for one card, two if ``opponent`` controls more lands than you."""

    search: SearchLibrary
    opponent: Ref


def _lands(state: GameState, player: int) -> int:
    return sum(1 for o in state.battlefield
               if state.objects[o].controller == player and is_type(state, state.objects[o], "land"))


@executes(CatchUpSearch)
def _catch_up_search(state: GameState, item: StackItem, eff: CatchUpSearch) -> Decision | None:
    opponents = _players(state, item, eff.opponent)  # an illegal target: the first search only (CR 608.2b)
    more = bool(opponents) and _lands(state, opponents[0]) > _lands(state, item.controller)
    return search_library(state, item, replace(eff.search, count=2 if more else 1))
