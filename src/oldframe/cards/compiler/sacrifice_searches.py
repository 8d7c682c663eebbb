"""An upkeep trigger that trades its source for a search: "At the beginning of your upkeep, if an opponent
controls three or more creatures, sacrifice CARDNAME, search your library for up to two creature cards, put
those cards onto the battlefield, then shuffle." (Defense of the Heart). The search quality is the shared
``search_for``; the rules are in ``rules.atoms.sacrifice_searches``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import TriggeredPiece
from oldframe.cards.compiler.render import _COUNT_WORDS, TRIGGER_CONDITION_WORDS, Words, renders
from oldframe.cards.compiler.search import render_search
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.atoms.sacrifice_searches import OPPONENT_CREATURES_AT_LEAST, SacrificeThenSearch
from oldframe.rules.model.cards import Trigger
from oldframe.rules.model.trigger_event import TriggerEvent


class SacrificeSearchTemplates:
    """Transformer methods of ``grammar/sacrifice_searches.lark``."""

    triggered: Callable[[list[object]], TriggeredPiece]  # TriggerTemplates.triggered (another Builder mixin)

    def sas_sacrifice_search(self, items: list[object]) -> TriggeredPiece:
        trig, n, q, to = items
        assert isinstance(trig, Trigger) and isinstance(q, SearchLibrary) and isinstance(to, str)
        if trig.event != TriggerEvent.UPKEEP_BEGINS or trig.whose != "yours" or trig.condition is not None:
            raise ValueError("at the beginning of your upkeep")
        if q.count < 2 or q.named_self:
            raise ValueError("'those cards': several cards")
        cond = f"{OPPONENT_CREATURES_AT_LEAST}{NUMBER_WORDS[str(n)]}"
        return self.triggered([replace(trig, condition=cond), Clause((SacrificeThenSearch(replace(q, to=to)),))])


@renders(SacrificeThenSearch)
def _render(eff: SacrificeThenSearch, words: Words) -> list[str]:
    search = render_search(eff.search).replace(", put them ", ", put those cards ")
    return [f"sacrifice CARDNAME, {search}"]


def _condition_words(cond: str) -> str | None:
    if cond.startswith(OPPONENT_CREATURES_AT_LEAST):
        return f"an opponent controls {_COUNT_WORDS[int(cond[len(OPPONENT_CREATURES_AT_LEAST):])]} or more creatures"
    return None


if _condition_words not in TRIGGER_CONDITION_WORDS:
    TRIGGER_CONDITION_WORDS.append(_condition_words)
