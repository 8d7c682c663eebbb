"""A search that grows when an opponent has more lands (Tithe; the rules: ``rules.atoms.catch_up_search``)."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.catch_up_search import CatchUpSearch
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.model.cards import TargetSpec

OPPONENT = TargetSpec(("player",), "opponent")


class CatchUpSearchTemplates:
    def cu_tithe(self, items: list[object]) -> Clause:
        quality, again = items
        if not isinstance(quality, SearchLibrary) or quality.subtypes != (str(again).capitalize(),) \
                or quality.kinds or quality.count != 1:
            raise ValueError("the same basic land type twice")
        return Clause((CatchUpSearch(replace(quality, to="hand"), THIS_TARGET),), (OPPONENT,))


@renders(CatchUpSearch)
def _render(eff: CatchUpSearch, words: Words) -> list[str]:
    land = eff.search.subtypes[0]
    return [f"search your library for a {land} card",
            f"if {words.thing(eff.opponent)} controls more lands than you, you may search your library for an "
            f"additional {land} card",
            "reveal those cards, put them into your hand, then shuffle"]
