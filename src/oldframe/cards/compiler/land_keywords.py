""""All lands gain shroud until end of turn." (Skyshroud Blessing; CR 611.2c, 613.1f): the mass keyword grant
of ``rules.atoms.spell_permanents.GrantKeywordAll`` for lands. The grammar: ``grammar/land_keywords.lark``;
written back by ``spell_permanents``' renderer through ``render.render_selector`` ("all lands")."""

from __future__ import annotations

from oldframe.cards.compiler.common import Clause
from oldframe.rules.atoms.spell_permanents import GrantKeywordAll
from oldframe.rules.model.cards import Selector

__all__ = ["LandKeywordTemplates"]

_ALL_LANDS = Selector("creatures", types=frozenset({"Land"}))


class LandKeywordTemplates:
    """Transformer methods for ``grammar/land_keywords.lark``."""

    def lk_all_lands_gain(self, items: list[str]) -> Clause:
        return Clause((GrantKeywordAll(_ALL_LANDS, str(items[0])),))
