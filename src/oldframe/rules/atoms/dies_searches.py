"""A search made by the controller of a creature that died: "When enchanted creature dies, that creature's
controller may search their library for a creature card, put that card onto the battlefield, then shuffle."
(Pattern of Rebirth).

"That creature's controller" is the player who controlled it as it left the battlefield (last known
information, CR 603.10a; the ``enchanted_dies`` matcher keeps it in the event). That player — not
necessarily the Aura's controller, who controls the ability (CR 603.3a) — decides whether to search
(CR 603.5), searches their own library, puts the card found onto the battlefield under their control and
shuffles (CR 701.19); declining does nothing, not even the shuffle."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import SearchLibrary, search_library
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class ThatControllerMaySearch(Effect):
    """``search`` made by the dying creature's controller, if they choose to."""

    search: SearchLibrary


@executes(ThatControllerMaySearch)
def _that_controller_searches(state: GameState, item: StackItem, eff: ThatControllerMaySearch) -> Decision | None:
    who = item.event.get("creature_controller")
    if who is None or state.players[int(who)].lost:
        return None
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, int(who), {"key": "may", "source": item.source_name,
                                                     "text": "Search your library?"})
    if not item.choices["may"]:
        return None
    searcher = item.clone()
    searcher.controller = int(who)
    searcher.choices = item.choices  # the same record: the search's answers come back to the resolving item
    return search_library(state, searcher, eff.search)
