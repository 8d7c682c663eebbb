"""A search of another player's library: "Search target player's library for up to three cards with
flashback and put them into that player's graveyard. Then the player shuffles." (Quiet Speculation).

The searcher looks through that library and finds up to N cards of the stated quality, one at a time,
and may stop (a search for a stated quality may fail to find, CR 701.19b; the ``wish`` decision offers
"a card, or none"); the choice and its options go to the searcher alone. The cards go to their owner's
graveyard, then that player shuffles (CR 701.19, 701.20; 2003: glossary "Search", "Shuffle"). A card "with
flashback" is one whose rules include a flashback cost (CR 702.34).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import CardDef, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


def has_flashback(card: CardDef) -> bool:
    return any(kw.keyword == "flashback" for kw in card.behaviour.cost_keywords)


@dataclass(frozen=True, slots=True)
class SearchLibraryForFlashbackToGraveyard(Effect):
    """Up to ``count`` cards with flashback from ``who``'s library into that player's graveyard."""

    who: Ref
    count: int


@executes(SearchLibraryForFlashbackToGraveyard)
def _search_flashback(state: GameState, item: StackItem, eff: SearchLibraryForFlashbackToGraveyard) -> Decision | None:
    players = _players(state, item, eff.who)
    if not players:
        return None
    owner = players[0]
    found: list[int] = item.choices.setdefault("searched", [])
    while len(found) < eff.count and not item.choices.get("search_done"):
        if "wish" in item.choices:
            pick = item.choices.pop("wish")
            if pick is None:
                item.choices["search_done"] = True
                break
            found.append(int(pick))
            continue
        options = [o for o in state.library(owner) if o not in found and has_flashback(state.objects[o].card)]
        if not options:
            break
        return Decision(DecisionKind.WISH, item.controller, {"options": options})
    for oid in found:
        zones.move(state, oid, Zone.GRAVEYARD)
    item.choices["searched"] = []
    item.choices.pop("search_done", None)
    zones.shuffle_library(state, owner)
    return None
