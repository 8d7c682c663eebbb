"""Searches that stack the top of the library: "Search your library for X cards, then shuffle and put those
cards on top in any order." (Insidious Dreams), "… for any number of Goblin cards, reveal them, then shuffle
and put those cards on top in any order." (Goblin Recruiter, Dwarven Recruiter), "Search your library and
graveyard for five cards and exile the rest. Put the chosen cards on top of your library in any order."
(Doomsday).

The searcher looks through the library (and graveyard) alone and picks one card at a time (CR 701.19a):
"X cards" / "five cards" with no quality must find as many as there are (CR 701.19b); "any number of Goblin
cards" may stop at any point (a ``wish`` answered with nothing). Cards of a stated quality are revealed.
The chosen cards are set aside during the shuffle (or the exile of the rest); then the searcher puts them on
top one at a time, each above the ones before (the last picked is the new top card, CR 401.4) — the other
players learn no order: a card from the graveyard moves before the order is chosen, and library ids are
hidden from them."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Amount, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SearchStackTop(Effect):
    """Find ``count`` cards (None: any number) [of creature type ``subtype``] in the library — and the
    graveyard if ``with_graveyard``, which exiles the rest of both — then put them on top in any order."""

    count: Amount | None
    subtype: str = ""
    with_graveyard: bool = False


def _pick_cards(state: GameState, item: StackItem, eff: SearchStackTop) -> Decision | None:
    me = item.controller
    ch = item.choices
    found: list[int] = list(ch.get("stack_found", []))
    if "stack_wanted" not in ch:
        ch["stack_wanted"] = -1 if eff.count is None else max(0, _amount(state, item, eff.count))
    wanted = int(ch["stack_wanted"])
    while wanted < 0 or len(found) < wanted:
        if "stack_pick" in ch:
            pick = ch.pop("stack_pick")
            if pick is None:
                break
            found.append(int(pick))
            ch["stack_found"] = found
            continue
        zones_to_search = [state.library(me)]
        if eff.with_graveyard:
            zones_to_search.append(state.players[me].graveyard)
        options = [o for zone in zones_to_search for o in zone if o not in found
                   and (not eff.subtype or eff.subtype in state.objects[o].card.subtypes)]
        if not options:
            break
        return Decision(DecisionKind.PICK, me, {"key": "stack_pick", "options": options,
                                                "optional": eff.count is None})
    ch["stack_found"] = found
    ch["stack_chosen"] = True
    return None


def _put_on_top(state: GameState, item: StackItem) -> Decision | None:
    me = item.controller
    ch = item.choices
    library = state.library(me)
    if ch.get("stack_top_pick") is not None:
        picked = ch.pop("stack_top_pick")
        if picked in library:
            library.remove(picked)
            library.append(picked)
            ch["stack_placed"] = [*ch.get("stack_placed", []), picked]
    placed = ch.get("stack_placed", [])
    rest = [o for o in ch.get("stack_found", []) if o in library and o not in placed]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "stack_top_pick", "options": rest})
    for o in rest:
        library.remove(o)
        library.append(o)
    return None


@executes(SearchStackTop)
def _search_stack_top(state: GameState, item: StackItem, eff: SearchStackTop) -> Decision | None:
    me = item.controller
    ch = item.choices
    if not ch.get("stack_chosen"):
        ask = _pick_cards(state, item, eff)
        if ask is not None:
            return ask
        found = list(ch.get("stack_found", []))
        if eff.subtype:  # a stated quality is shown to be met (CR 701.19c)
            for oid in found:
                zones.emit(state, Revealed(me, oid, state.objects[oid].card.name))
        ps = state.players[me]
        library = state.library(me)
        if eff.with_graveyard:  # the rest of both is exiled; the chosen graveyard cards join the library
            for oid in [o for o in ps.graveyard if o not in found] + [o for o in library if o not in found]:
                zones.move(state, oid, Zone.EXILE)
            kept = []
            for oid in found:
                if oid in ps.graveyard:
                    new = zones.move(state, oid, Zone.LIBRARY)
                    if new is not None:
                        kept.append(new)
                else:
                    kept.append(oid)
            found = kept
        else:  # set aside during the shuffle
            library[:] = [o for o in library if o not in found]
            zones.shuffle_library(state, me)
            library.extend(found)
        ch["stack_found"] = found
    ask = _put_on_top(state, item)
    if ask is not None:
        return ask
    ch.pop("stack_found", None)
    ch.pop("stack_wanted", None)
    ch.pop("stack_chosen", None)
    ch.pop("stack_placed", None)
    return None
