"""More qualities of "Search your library for …" (CR 701.19; 2003: glossary "Search"): a minimum mana value
("a creature card with mana value 6 or greater", Fierce Empath) and a supertype ("a legendary card",
Captain Sisay). They are fields of the one search atom, ``rules.atoms.compiled.SearchLibrary``, whose
renderer (``search.render_search``) writes them back; a stated quality lets the search find nothing
(CR 701.19b)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.rules.atoms.compiled import SearchLibrary


class SearchQualityTemplates:
    """Transformer methods of ``grammar/search_qualities.lark``."""

    def sq_min_mv(self, items: list[object]) -> SearchLibrary:
        q = items[0]
        assert isinstance(q, SearchLibrary)
        if q.max_mv is not None or q.count != 1:
            raise ValueError("one card with a least mana value")
        return replace(q, min_mv=int(str(items[1])))

    def sq_legendary(self, items: list[Token]) -> SearchLibrary:
        return SearchLibrary("", supertypes=("Legendary",))
