"""Cards discarded, then as many returned from the graveyard: "Discard X cards, then return a card from your
graveyard to your hand for each card discarded this way. Exile CARDNAME." (Recall)

As it resolves its controller discards X cards of their choice (all of their hand if they have fewer;
CR 701.8), then chooses that many cards in their graveyard — any of them, the ones just discarded too —
and puts them into their hand (CR 608.2c: "this way" counts only the cards actually discarded). X is the
one announced as it was cast (CR 107.3). The choices are not targets (CR 115.1)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DiscardXThenReturn(Effect):
    """Discard X cards, then return a card from your graveyard to your hand for each one discarded."""


@executes(DiscardXThenReturn)
def _discard_then_return(state: GameState, item: StackItem, eff: DiscardXThenReturn) -> Decision | None:
    me = item.controller
    ch = item.choices
    if "returned_this_way" not in ch:
        done = ch.get("discarded_this_way", 0)
        while done < item.x and state.players[me].hand:
            pick = ch.pop("discard", None)
            if pick is None:
                ch["discarded_this_way"] = done
                return Decision(DecisionKind.DISCARD, me, {"source": item.source_name,
                                                          "text": f"Discard ({done} of {item.x})"})
            discard(state, me, int(pick))
            done += 1
        ch["discarded_this_way"] = done
        ch["returned_this_way"] = 0
    back = ch["returned_this_way"]
    while back < ch["discarded_this_way"] and state.players[me].graveyard:
        if "graveyard_return_pick" not in ch:
            return Decision(DecisionKind.PICK, me, {
                "key": "graveyard_return_pick", "options": list(state.players[me].graveyard),
                "text": "Return a card from your graveyard to your hand"})
        pick = ch.pop("graveyard_return_pick")
        obj = state.objects.get(int(pick)) if pick is not None else None
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, obj.oid, Zone.HAND)
        back += 1
        ch["returned_this_way"] = back
    ch.pop("discarded_this_way", None)
    ch.pop("returned_this_way", None)
    return None
