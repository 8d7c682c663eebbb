""""CARDNAME gains flying and protection from green and from white until end of turn." (Grotesque Hybrid), "…
gains flying and shroud until end of turn." (Warped Researcher): two keywords at once. The rules:
``rules.atoms.keyword_pairs``."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.keyword_pairs import GrantKeywords


class KeywordPairTemplates:
    """Transformer methods of ``grammar/keyword_pairs.lark``."""

    def kp_gain_two(self, items: list[object]) -> Clause:
        thing, first, second = items
        assert isinstance(thing, Thing) and isinstance(first, str) and isinstance(second, str)
        if first == second:
            raise ValueError("a keyword twice")
        return Clause((GrantKeywords(thing.ref, (first, second)),), () if thing.spec is None else (thing.spec,))


@renders(GrantKeywords)
def _render(eff: GrantKeywords, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} gains {' and '.join(eff.keywords)} until end of turn"]
