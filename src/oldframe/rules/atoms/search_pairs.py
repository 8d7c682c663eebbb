"""A search for two cards of two qualities: "Search your library for a Forest card and a Plains card, put them
onto the battlefield tapped, then shuffle." (Krosan Verge), "… for a Zombie card and a Swamp card, reveal
them, put them into your hand, then shuffle." (Corpse Harvester).

One card of each quality, picked in the order written; each quality is stated, so either may be missing
(CR 701.19b: the ``wish`` decision offers "none"). Cards going to the hand are revealed; then the library is
shuffled (CR 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import SearchLibrary, search_matches
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SearchPair(Effect):
    """Find a ``first`` card and a ``second`` card (two ``SearchLibrary`` qualities; ``first.to`` is where
    both go)."""

    first: SearchLibrary
    second: SearchLibrary


@executes(SearchPair)
def _search_pair(state: GameState, item: StackItem, eff: SearchPair) -> Decision | None:
    me = item.controller
    ch = item.choices
    found: list[int] = list(ch.get("searched", []))
    step = int(ch.get("pair_step", 0))
    while step < 2:
        if "wish" in ch:
            pick = ch.pop("wish")
            if pick is not None:
                found.append(int(pick))
                ch["searched"] = found
            step += 1
            ch["pair_step"] = step
            continue
        quality = eff.first if step == 0 else eff.second
        options = [o for o in state.library(me)
                   if o not in found and search_matches(state.objects[o].card, quality, item.source_name)]
        if not options:
            step += 1
            ch["pair_step"] = step
            continue
        return Decision(DecisionKind.WISH, me, {"options": options})
    to = eff.first.to
    for oid in found:
        if to == "hand":
            name = state.objects[oid].card.name
            new = zones.move(state, oid, Zone.HAND)
            zones.emit(state, Revealed(me, new, name))
        else:
            zones.move(state, oid, Zone.BATTLEFIELD, controller=me, tapped=to == "battlefield_tapped")
    ch["searched"] = []
    ch.pop("pair_step", None)
    zones.shuffle_library(state, me)
    return None
