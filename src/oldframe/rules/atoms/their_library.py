"""Searching another player's library: "Search target opponent's library for a creature card and put that
card onto the battlefield under your control. Then that player shuffles." (Bribery), "Search target
player's library for three cards and exile them. Then that player shuffles." (Jester's Cap).

The searching player looks through that library (CR 701.19a; 2003: glossary "Search") and chooses one card
at a time: with a stated quality ("a creature card") a search may find nothing (CR 701.19b), so each pick
may be none; "three cards" with no quality must find three if there are three. Then the library's owner
shuffles it (CR 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, executes
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SearchTheirLibrary(Effect):
    """``whose`` library; ``count`` cards (of type ``kind``, lower case, if given) go ``to``
    "battlefield" (under your control) or "exile"."""

    whose: Ref
    count: int
    to: str
    kind: str = ""


@executes(SearchTheirLibrary)
def _search_their_library(state: GameState, item: StackItem, eff: SearchTheirLibrary) -> Decision | None:
    players = _players(state, item, eff.whose)
    if not players:
        return None  # an illegal target (CR 608.2b)
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
        options = sorted(o for o in state.library(owner) if o not in found
                         and (not eff.kind or eff.kind.capitalize() in state.objects[o].card.types))
        if not options:
            break
        if eff.kind:  # a stated quality: the card or none
            return Decision(DecisionKind.WISH, item.controller, {"options": options})
        return Decision(DecisionKind.PICK, item.controller, {"key": "wish", "options": options})
    for oid in found:
        if eff.to == "battlefield":
            zones.move(state, oid, Zone.BATTLEFIELD, controller=item.controller)
        else:
            zones.move(state, oid, Zone.EXILE)
    item.choices["searched"] = []
    item.choices.pop("search_done", None)
    zones.shuffle_library(state, owner)
    return None
