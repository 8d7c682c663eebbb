"""A search for two cards of two qualities: "Search your library for a Forest card and a Plains card, put them
onto the battlefield tapped, then shuffle." (Krosan Verge), "… for a Zombie card and a Swamp card, reveal
them, put them into your hand, then shuffle." (Corpse Harvester). The qualities are the shared
``search_quality``; the rules are in ``rules.atoms.search_pairs``."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.search import render_search
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.search_pairs import SearchPair


class SearchPairTemplates:
    """Transformer methods of ``grammar/search_pairs.lark``."""

    def sp_search_pair(self, items: list[object]) -> Clause:
        first, second = items[0], items[1]
        assert isinstance(first, SearchLibrary) and isinstance(second, SearchLibrary)
        rest = [i for i in items[2:] if isinstance(i, str)]
        to, pronouns = rest[-1], [i for i in rest[:-1] if i != "reveal"]
        if pronouns != ["them"] or (("reveal" in rest) != (to == "hand")):
            raise ValueError("'them', revealed exactly when they go to the hand")
        return Clause((SearchPair(replace(first, to=to), replace(second, to=to)),))


def _what(q: SearchLibrary) -> str:
    """"a Forest card": the quality as the one-card search writes it."""
    return render_search(replace(q, to="battlefield")).split(" for ", 1)[1].split(", put ", 1)[0]


@renders(SearchPair)
def _render(eff: SearchPair, words: Words) -> list[str]:
    dest = {"hand": "reveal them, put them into your hand", "battlefield": "put them onto the battlefield",
            "battlefield_tapped": "put them onto the battlefield tapped", "graveyard": "put them into your graveyard"}
    return [f"search your library for {_what(eff.first)} and {_what(eff.second)}, {dest[eff.first.to]}, then shuffle"]
