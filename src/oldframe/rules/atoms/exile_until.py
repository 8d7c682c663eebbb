"""Exiling the top card again and again until one is kept: "Exile the top card of your library. You may put
that card into your hand unless it has the same name as another card exiled this way. Repeat this process
until you put a card into your hand or you exile two cards with the same name, whichever comes first."
(Tainted Pact).

Each card is exiled face up, so everyone sees it (``Moved`` names it; CR 406.3). After each one the
controller answers a ``may`` (that card into the hand, which ends it) unless its name repeats an earlier
card's, which ends it at once; an empty library ends it too (nothing is left to exile)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExileTopUntilKept(Effect):
    """"Exile the top card of your library. You may put that card into your hand unless it has the same
    name as another card exiled this way. Repeat this process until …" """


@executes(ExileTopUntilKept)
def _exile_until_kept(state: GameState, item: StackItem, eff: ExileTopUntilKept) -> Decision | None:
    me = item.controller
    ch = item.choices
    while True:
        last = ch.get("pact_last")
        if last is not None:  # the card exiled last waits for the answer
            if "may" not in ch:
                return Decision(DecisionKind.MAY, me, {"source": item.source_name,
                                                       "text": f"Put {state.objects[last].card.name} into your hand?"})
            ch.pop("pact_last", None)
            if ch.pop("may"):
                if state.objects[last].zone == Zone.EXILE:
                    zones.move(state, last, Zone.HAND)
                break
        library = state.library(me)
        if not library:
            break
        new = zones.move(state, library[-1], Zone.EXILE)
        if new is None:
            break
        name = state.objects[new].card.name
        seen = ch.get("pact_names", [])
        if name in seen:  # two cards with the same name: over
            break
        ch["pact_names"] = [*seen, name]
        ch["pact_last"] = new
    ch.pop("pact_names", None)
    ch.pop("pact_last", None)
    return None
