"""Trading cards of the hand for the top of the library: "Exile any number of cards from your hand face
down. Put that many cards from the top of your library into your hand. Then look at the exiled cards and
put them on top of your library in any order." (Scroll Rack).

The controller chooses the cards one at a time (a ``pick`` that may stop at any point: "any number",
zero included), and they are exiled together, face down: no other player learns them (CR 406.3; 2003:
217.7b — the ``Moved`` events of a face-down card are unnamed). "That many" counts the cards actually
exiled; the cards taken from the library are put into the hand, not drawn (CR 121.1: no draw
replacement or trigger sees them), fewer if the library is smaller. Then the exiled cards go back on top
one at a time, each above the ones before (the last picked is the new top card, CR 401.4); their new
library ids are hidden from the other players like every card put into a library. Also Dream Cache's "Draw
three cards, then put two cards from your hand both on top of your library or both on the bottom of your
library." """

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class SwapHandForTop(Effect):
    """"Exile any number of cards from your hand face down. Put that many cards from the top of your
    library into your hand. Then look at the exiled cards and put them on top of your library in any
    order." """


def _choose_from_hand(state: GameState, item: StackItem) -> Decision | None:
    """The next card to exile, or None when the choice is over (stored in ``swap_hand``)."""
    me = item.controller
    ch = item.choices
    chosen = list(ch.get("swap_hand", []))
    if "swap_pick" in ch:
        picked = ch.pop("swap_pick")
        if picked is None:
            ch["swap_chosen"] = True
        elif picked in state.players[me].hand and picked not in chosen:
            chosen.append(picked)
            ch["swap_hand"] = chosen
    if ch.get("swap_chosen"):
        return None
    options = [o for o in state.players[me].hand if o not in chosen]
    if not options:
        ch["swap_chosen"] = True
        return None
    return Decision(DecisionKind.PICK, me, {"key": "swap_pick", "options": options, "optional": True})


def _put_back_on_top(state: GameState, item: StackItem) -> Decision | None:
    """The exiled cards still in exile go on top one at a time; the last one needs no choice."""
    me = item.controller
    ch = item.choices
    if ch.get("swap_top_pick") is not None:
        picked = ch.pop("swap_top_pick")
        if picked in state.players[me].exile:
            zones.move(state, picked, Zone.LIBRARY)  # on top (CR 401.4)
    rest = [o for o in ch.get("swap_exiled", []) if o in state.players[me].exile]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "swap_top_pick", "options": rest})
    for o in rest:
        zones.move(state, o, Zone.LIBRARY)
    return None


@executes(SwapHandForTop)
def _swap_hand_for_top(state: GameState, item: StackItem, eff: SwapHandForTop) -> Decision | None:
    me = item.controller
    ch = item.choices
    if "swap_exiled" not in ch:
        ask = _choose_from_hand(state, item)
        if ask is not None:
            return ask
        exiled = [new for o in ch.get("swap_hand", []) if o in state.players[me].hand
                  and (new := zones.move(state, o, Zone.EXILE, face_down=True)) is not None]
        ch["swap_exiled"] = exiled
        library = state.library(me)
        for _ in range(min(len(exiled), len(library))):  # "that many" (CR 401.5: fewer if fewer are left)
            zones.move(state, library[-1], Zone.HAND)
    ask = _put_back_on_top(state, item)
    if ask is not None:
        return ask
    ch.pop("swap_hand", None)
    ch.pop("swap_chosen", None)
    ch.pop("swap_exiled", None)
    return None


@dataclass(frozen=True, slots=True)
class DrawThenPutBothBack(Effect):
    """"Draw ``draw`` cards, then put ``put`` cards from your hand both on top of your library or both on the
    bottom of your library." (Dream Cache): the cards are chosen one at a time from the whole hand, then the
    controller chooses top or bottom (a ``may``: yes for the top), and they go there in the order picked —
    each above (on top) or beneath (on the bottom) the ones before. The moves are hand to library, so the
    other players see neither the cards nor their order (their new ids are hidden)."""

    draw: int
    put: int


@executes(DrawThenPutBothBack)
def _draw_put_both_back(state: GameState, item: StackItem, eff: DrawThenPutBothBack) -> Decision | None:
    me = item.controller
    ch = item.choices
    hand = state.players[me].hand
    if not ch.get("putback_drawn"):
        ch["putback_drawn"] = True
        zones.draw(state, me, eff.draw)
    chosen = list(ch.get("swap_hand", []))
    if ch.get("putback_pick") is not None:
        picked = ch.pop("putback_pick")
        if picked in hand and picked not in chosen:
            chosen.append(picked)
            ch["swap_hand"] = chosen
    options = [o for o in hand if o not in chosen]
    if len(chosen) < eff.put and options:
        return Decision(DecisionKind.PICK, me, {"key": "putback_pick", "options": options})
    if "may" not in ch:
        return Decision(DecisionKind.MAY, me, {"source": item.source_name,
                                               "text": "Put them on top (no: on the bottom)?"})
    on_top = bool(ch.pop("may"))
    for oid in chosen:
        if oid in hand:
            zones.move(state, oid, Zone.LIBRARY, top=on_top)  # CR 401.4
    ch.pop("putback_drawn", None)
    ch.pop("swap_hand", None)
    return None
