"""Every player searching their own library: "each player may search their library for up to two basic land
cards, put them onto the battlefield, then shuffle" (Veteran Explorer), "each player may search their library
for a card and put that card into their hand. Then each player who searched their library this way
shuffles." (Noble Benefactor). The quality is the shared ``search_for`` of the library searches
(``search.py``); the rules are in ``rules.atoms.each_player_searches``."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.search import render_search
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.each_player_searches import EachPlayerSearches


class EachPlayerSearchTemplates:
    """Transformer methods of ``grammar/each_player_searches.lark``."""

    def _each(self, items: list[object], then_each: bool) -> Clause:
        q = items[0]
        assert isinstance(q, SearchLibrary)
        it, to = items[-2], items[-1]
        assert isinstance(it, str) and isinstance(to, str)
        if (it == "them") != (q.count > 1):
            raise ValueError("'them' for several cards, 'it' for one")
        if q.named_self:
            raise ValueError("no named search")
        return Clause((EachPlayerSearches(replace(q, to=to), then_each),))

    def eps_each_may_search(self, items: list[object]) -> Clause:
        return self._each(items, False)

    def eps_each_may_search_then(self, items: list[object]) -> Clause:
        return self._each(items, True)


_DEST = {"hand": "into their hand", "battlefield": "onto the battlefield",
         "battlefield_tapped": "onto the battlefield tapped"}


@renders(EachPlayerSearches)
def _render(eff: EachPlayerSearches, words: Words) -> list[str]:
    q = eff.search
    # "search your library for <what>, …": the quality as the single-player search writes it
    what = render_search(replace(q, to="battlefield")).split(" for ", 1)[1].split(", put ", 1)[0]
    it = "them" if q.count > 1 else ("that card" if eff.then_each else "it")
    if eff.then_each:
        return [f"each player may search their library for {what} and put {it} {_DEST[q.to]}",
                "then each player who searched their library this way shuffles"]
    return [f"each player may search their library for {what}, put {it} {_DEST[q.to]}, then shuffle"]
