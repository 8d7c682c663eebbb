"""Searches that stack the top of the library: "Search your library for X cards, then shuffle and put those
cards on top in any order." (Insidious Dreams), "… for any number of Goblin cards, reveal them, then shuffle
and put those cards on top in any order." (Goblin Recruiter), "Search your library and graveyard for five
cards and exile the rest. Put the chosen cards on top of your library in any order." (Doomsday). The rules
are in ``rules.atoms.stacked_searches``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import _COUNT_WORDS, Words, renders
from oldframe.rules.atoms.stacked_searches import SearchStackTop
from oldframe.rules.model.cards import Count

_TOP = "then shuffle and put those cards on top in any order"


class StackedSearchTemplates:
    """Transformer methods of ``grammar/stacked_searches.lark``."""

    subtype_names: dict[str, str]

    def ss_x_cards(self, items: list[Token]) -> Clause:
        return Clause((SearchStackTop(Count("x")),))

    def ss_any_number_of_type(self, items: list[Token]) -> Clause:
        name = self.subtype_names.get(str(items[0]))
        if name is None or name.lower() != str(items[0]):
            raise ValueError("a singular creature type")
        return Clause((SearchStackTop(None, name),))

    def ss_library_and_graveyard(self, items: list[Token]) -> Clause:
        return Clause((SearchStackTop(NUMBER_WORDS[str(items[0])], with_graveyard=True),))


@renders(SearchStackTop)
def _render(eff: SearchStackTop, words: Words) -> list[str]:
    if eff.with_graveyard and isinstance(eff.count, int) and not eff.subtype:
        return [f"search your library and graveyard for {_COUNT_WORDS[eff.count]} cards and exile the rest",
                "put the chosen cards on top of your library in any order"]
    if eff.count is None and eff.subtype and not eff.with_graveyard:
        return [f"search your library for any number of {eff.subtype} cards, reveal them, {_TOP}"]
    if eff.count == Count("x") and not eff.subtype and not eff.with_graveyard:
        return [f"search your library for X cards, {_TOP}"]
    raise ValueError(f"no rendering for {eff!r}")
