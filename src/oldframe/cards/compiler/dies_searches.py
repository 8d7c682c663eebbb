"""A search made by the controller of a creature that died (the grammar: ``grammar/dies_searches.lark``;
the rules: ``rules.atoms.dies_searches``): "When enchanted creature dies, that creature's controller may
search their library for a creature card, put that card onto the battlefield, then shuffle." The search
itself is the library-search template's (``search.py``), made by another player."""

from __future__ import annotations

from dataclasses import replace

from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import Words, render_effect, renders
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.dies_searches import ThatControllerMaySearch
from oldframe.rules.model.cards import Trigger, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent

__all__ = ["DiesSearchTemplates"]


class DiesSearchTemplates:
    """Transformer methods for ``grammar/dies_searches.lark``."""

    def ds_controller_searches(self, items: list[object]) -> TriggeredPiece:
        trig, quality, *rest = items
        if trig != Trigger(TriggerEvent.ENCHANTED_DIES, "when") or not isinstance(quality, SearchLibrary):
            raise ValueError("when enchanted creature dies")
        to = rest[-1]
        if quality.count != 1 or not isinstance(to, str) or not to.startswith("battlefield"):
            raise ValueError("one card onto the battlefield")
        return TriggeredPiece(TriggeredAbility(trig, (ThatControllerMaySearch(replace(quality, to=to)),)))


@renders(ThatControllerMaySearch)
def _render(eff: ThatControllerMaySearch, words: Words) -> list[str]:
    inner = render_effect(eff.search, words.specs)
    if len(inner) != 1 or not inner[0].startswith("search your library for "):
        raise ValueError("one search")
    return ["that creature's controller may " + inner[0].replace("search your library", "search their library", 1)]
