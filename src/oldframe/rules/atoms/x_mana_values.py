"""Cards and permanents with mana value X or less: "Destroy each artifact with mana value X or less."
(Meltdown), "{X}, Sacrifice CARDNAME: Destroy each artifact, creature, and enchantment with mana value X
or less." (Pernicious Deed), "{X}, {T}: Search your library for a Rebel permanent card with mana value X
or less, put it onto the battlefield, then shuffle." (Lin Sivvi).

X is the value announced for the spell or ability (CR 107.3, 601.2b, 602.2b; 2003: 409.1b), so an
activated ability with {X} in its cost announces it as it is activated (``casting.x_decision``).
What is destroyed is decided as it resolves, with each permanent's mana value then (CR 202.3; 2003:
converted mana cost, 203.3; a face-down permanent's is 0, CR 708.2), and destroyed at once (CR 701.7).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from oldframe.rules.atoms.compiled import SearchLibrary, search_library
from oldframe.rules.atoms.mass_destroy import DestroyAllFiltered
from oldframe.rules.effects import _amount, execute, executes
from oldframe.rules.model.cards import Count, Effect
from oldframe.rules.state import Decision, GameState, StackItem

X = Count("x")


@dataclass(frozen=True, slots=True)
class DestroyEachWithManaValueX(Effect):
    """Every permanent of one of ``kinds`` with mana value X or less."""

    kinds: tuple[str, ...]


@executes(DestroyEachWithManaValueX)
def _destroy_each_x(state: GameState, item: StackItem, eff: DestroyEachWithManaValueX) -> Decision | None:
    x = _amount(state, item, X)
    return execute(state, item, DestroyAllFiltered("", kinds=eff.kinds, filters=(f"mv_le:{x}",)))


@dataclass(frozen=True, slots=True)
class SearchLibraryManaValueX(SearchLibrary):
    """A library search for a card "with mana value X or less" (``max_mv`` is the announced X)."""


@executes(SearchLibraryManaValueX)
def _search_x(state: GameState, item: StackItem, eff: SearchLibraryManaValueX) -> Decision | None:
    plain = SearchLibrary(**{f.name: getattr(eff, f.name) for f in fields(SearchLibrary)})
    return search_library(state, item, replace(plain, max_mv=_amount(state, item, X)))
