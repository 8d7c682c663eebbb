"""Keywords for each player's basic lands while that player controls few lands (Sheltering Prayers; CR 611.3,
613.1f). The grammar: ``grammar/basic_land_grants.lark``; the rules: ``rules.atoms.basic_land_grants``."""

from __future__ import annotations

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import render_keywords, renders_static
from oldframe.rules.atoms.basic_land_grants import BASIC_LANDS_HAVE_IF_FEW_LANDS
from oldframe.rules.model.cards import Selector, StaticAbility

__all__ = ["BasicLandGrantTemplates"]

_NUMWORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_NAMES = {n: w for w, n in _NUMWORDS.items()}
_LANDS = Selector("creatures", types=frozenset({"Land"}))


class BasicLandGrantTemplates:
    """Transformer methods for ``grammar/basic_land_grants.lark``."""

    def blg_basic_lands_have(self, items: list[object]) -> StaticPiece:
        kws, n = items
        assert isinstance(kws, tuple)
        return StaticPiece(StaticAbility(BASIC_LANDS_HAVE_IF_FEW_LANDS, affected=_LANDS, power=_NUMWORDS[str(n)],
                                         keywords=frozenset(kws)))


@renders_static(BASIC_LANDS_HAVE_IF_FEW_LANDS)
def _render(st: StaticAbility) -> str:
    if st.affected != _LANDS or not st.keywords or st.power not in _NAMES:
        raise ValueError("basic lands' keywords")
    return (f"Basic lands each player controls have {render_keywords(st.keywords)} as long as that player controls "
            f"{_NAMES[st.power]} or fewer lands.")
