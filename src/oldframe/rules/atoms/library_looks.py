"""Looking at and sorting the top of a library: "look at the top N cards, put one into your hand and the
rest on the bottom" (Impulse, Sleight of Hand, Flash of Insight), "draw, then put cards from your hand on
top" (Brainstorm), scry (Opt), "reveal the top N, put the <quality> cards into your hand and the rest into
your graveyard" (Mulch).

Hidden information (CR 400.2): cards a player looks at are shown to that player alone by a
``LibraryLooked`` event (player, count, object ids, names) that ``Game`` redacts for everyone else; revealed
cards are shown to all by ``Revealed`` events. Every choice is a pending ``pick`` decision among the cards
seen, one card at a time, so the legal answers are listed.

The library list's end is its top; a card put on the bottom goes to index 0. Cards put on the bottom
"in any order" are put there one at a time, each beneath the ones before (the last picked ends at the
very bottom); cards put on top one at a time, each above the ones before (the last picked is the new top).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.hand_disruption import CardQuality
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, executes, lose_life
from oldframe.rules.events import Drew, Event, LibraryLooked, Revealed
from oldframe.rules.model.cards import Amount, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


def look(state: GameState, player: int, oids: list[int]) -> None:
    """``player`` looks at cards of their own library: only they learn the names."""
    zones.emit(state, LibraryLooked(player, len(oids), tuple(oids),
                                    tuple(state.objects[o].card.name for o in oids)))


def _to_bottom(state: GameState, player: int, oid: int) -> None:
    lib = state.library(player)
    if oid in lib:
        lib.remove(oid)
        lib.insert(0, oid)


def _to_top(state: GameState, player: int, oid: int) -> None:
    lib = state.library(player)
    if oid in lib:
        lib.remove(oid)
        lib.append(oid)


@dataclass(frozen=True, slots=True)
class LookTopPickOne(Effect):
    """"Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom
    of your library in any order." (Impulse; N = X for Flash of Insight; "the other" for two, Sleight of
    Hand; "one of those cards", Prophetic Bolt): fewer if the library is smaller (CR 401.5)."""

    count: Amount
    those: bool = False  # "one of those cards" instead of "one of them" (rendering only)


def _put_rest_on_bottom(state: GameState, item: StackItem, me: int, cards: list[int]) -> Decision | None:
    """Put ``cards`` (those still in the library) on the bottom one at a time, in the order picked;
    None when done. Lists in ``choices`` are replaced, never changed in place (undo copies them shallowly)."""
    ch = item.choices
    lib = state.library(me)
    order = list(ch.get("bottom_order", []))
    if ch.get("bottom_pick") is not None:
        picked = ch.pop("bottom_pick")
        _to_bottom(state, me, picked)
        order.append(picked)
        ch["bottom_order"] = order
    rest = [o for o in cards if o in lib and o not in order]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "bottom_pick", "options": rest})
    for o in rest:
        _to_bottom(state, me, o)
    ch.pop("bottom_order", None)
    ch.pop("bottom_pick", None)
    return None


@executes(LookTopPickOne)
def _look_pick_one(state: GameState, item: StackItem, eff: LookTopPickOne) -> Decision | None:
    me = item.controller
    lib = state.library(me)
    ch = item.choices
    if "looked" not in ch:
        n = max(0, _amount(state, item, eff.count))
        ch["looked"] = list(reversed(lib[-n:])) if n else []  # top card first
        look(state, me, ch["looked"])
    looked = ch["looked"]
    if "look_keep" not in ch:
        seen = [o for o in looked if o in lib]
        if len(seen) > 1:
            return Decision(DecisionKind.PICK, me, {"key": "look_keep", "options": seen})
        ch["look_keep"] = seen[0] if seen else None
    kept = ch["look_keep"]
    if kept is not None:
        ch["look_keep"] = None  # done: a resumed resolution doesn't move it again
        if kept in lib:
            zones.move(state, kept, Zone.HAND)
    d = _put_rest_on_bottom(state, item, me, looked)
    if d is None:
        ch.pop("looked", None)
        ch.pop("look_keep", None)
    return d


@dataclass(frozen=True, slots=True)
class DrawThenPutBack(Effect):
    """"Draw three cards, then put two cards from your hand on top of your library in any order."
    (Brainstorm): the cards go on top one at a time, each above the ones before (the last picked is
    the new top card), chosen from the whole hand after the draw."""

    draw: int
    put: int


@executes(DrawThenPutBack)
def _draw_put_back(state: GameState, item: StackItem, eff: DrawThenPutBack) -> Decision | None:
    me = item.controller
    ch = item.choices
    if not ch.get("putback_drawn"):
        ch["putback_drawn"] = True
        zones.draw(state, me, eff.draw)
    done = ch.get("putback_done", 0)
    if ch.get("putback_pick") is not None:
        picked = ch.pop("putback_pick")
        if picked in state.players[me].hand:
            zones.move(state, picked, Zone.LIBRARY)  # on top (CR 401.4)
            done += 1
            ch["putback_done"] = done
    hand = state.players[me].hand
    if done < eff.put and hand:
        return Decision(DecisionKind.PICK, me, {"key": "putback_pick", "options": list(hand)})
    ch.pop("putback_drawn", None)
    ch.pop("putback_done", None)
    ch.pop("putback_pick", None)
    return None


@dataclass(frozen=True, slots=True)
class Scry(Effect):
    """"Scry N." (Opt; CR 701.18a — Opt's 2003 text: "Look at the top card of your library. You may put
    that card on the bottom of your library."): look at the top N cards, put any number of them on the
    bottom in any order and the rest on top in any order. The controller picks cards for the bottom one
    at a time until they choose none (``pick`` with ``optional``), then the order of the rest on top."""

    count: int


@executes(Scry)
def _scry(state: GameState, item: StackItem, eff: Scry) -> Decision | None:
    me = item.controller
    lib = state.library(me)
    ch = item.choices
    if "scry_seen" not in ch:
        ch["scry_seen"] = list(reversed(lib[-eff.count:])) if eff.count else []
        ch["scry_bottom"] = []
        look(state, me, ch["scry_seen"])
    seen = ch["scry_seen"]
    bottom = list(ch["scry_bottom"])
    if "scry_pick" in ch:  # None: no more cards for the bottom
        picked = ch.pop("scry_pick")
        if picked is None:
            ch["scry_bottom_done"] = True
        else:
            _to_bottom(state, me, picked)
            bottom.append(picked)
            ch["scry_bottom"] = bottom
    top = [o for o in seen if o in lib and o not in bottom]
    if not ch.get("scry_bottom_done") and top:
        return Decision(DecisionKind.PICK, me, {"key": "scry_pick", "options": top, "optional": True})
    order = list(ch.get("scry_top", []))
    if ch.get("scry_top_pick") is not None:
        on_top = ch.pop("scry_top_pick")
        _to_top(state, me, on_top)
        order.append(on_top)
        ch["scry_top"] = order
    rest = [o for o in top if o not in order]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "scry_top_pick", "options": rest})
    for o in rest:
        _to_top(state, me, o)
    ch.pop("scry_seen", None)
    ch.pop("scry_bottom", None)
    ch.pop("scry_bottom_done", None)
    ch.pop("scry_top", None)
    ch.pop("scry_top_pick", None)
    return None


@dataclass(frozen=True, slots=True)
class RevealTopSort(Effect):
    """"Reveal the top four cards of your library. Put all land cards revealed this way into your hand and
    the rest into your graveyard." (Mulch, Gift of the Gargantuan's kind): every player sees the cards
    (CR 701.15a); the qualifying ones go to the hand, the others to the graveyard; no choice is made."""

    count: int
    quality: CardQuality


@executes(RevealTopSort)
def _reveal_sort(state: GameState, item: StackItem, eff: RevealTopSort) -> Decision | None:
    me = item.controller
    lib = state.library(me)
    cards = list(reversed(lib[-eff.count:])) if eff.count else []
    for o in cards:
        zones.emit(state, Revealed(me, o, state.objects[o].card.name))
    for o in cards:
        keep = eff.quality.admits(state.objects[o].card)
        zones.move(state, o, Zone.HAND if keep else Zone.GRAVEYARD)
    return None


@dataclass(frozen=True, slots=True)
class SearchOpponentChooses(Effect):
    """"Search your library for three cards and reveal them. Target opponent chooses one. Put that card
    into your hand and the rest into your graveyard. Then shuffle." (Intuition): the searcher picks the
    cards one at a time (fewer if the library is smaller; CR 701.19b), every player sees them, the
    opponent picks the one for the hand (a pending decision of theirs), the rest go to the graveyard."""

    count: int
    opponent: Ref


@executes(SearchOpponentChooses)
def _search_opponent_chooses(state: GameState, item: StackItem, eff: SearchOpponentChooses) -> Decision | None:
    from oldframe.rules.effects import _players

    me = item.controller
    lib = state.library(me)
    ch = item.choices
    found = list(ch.get("intuition_found", []))
    if ch.get("intuition_pick") is not None:
        found.append(ch.pop("intuition_pick"))
        ch["intuition_found"] = found
    if not ch.get("intuition_revealed"):
        options = [o for o in lib if o not in found]
        if len(found) < eff.count and options:
            return Decision(DecisionKind.PICK, me, {"key": "intuition_pick", "options": options})
        ch["intuition_revealed"] = True
        for o in found:
            zones.emit(state, Revealed(me, o, state.objects[o].card.name))
    found = [o for o in found if o in lib]
    chooser = next(iter(_players(state, item, eff.opponent)), None)
    if found and "intuition_choice" not in ch:
        if chooser is not None and len(found) > 1:
            return Decision(DecisionKind.PICK, chooser, {"key": "intuition_choice", "options": found})
        ch["intuition_choice"] = found[0]  # one card (or the opponent is no longer a legal target)
    chosen = ch.get("intuition_choice")
    for o in found:
        zones.move(state, o, Zone.HAND if o == chosen else Zone.GRAVEYARD)
    ch.pop("intuition_found", None)
    ch.pop("intuition_revealed", None)
    ch.pop("intuition_choice", None)
    zones.shuffle_library(state, me)
    return None


# -- "drawn this turn" (Sylvan Library) ----------------------------------------------------------------
#: The marker effect on a card drawn this turn (``ContinuousEffect.affected``, gone at end of turn).
DRAWN_THIS_TURN = "drawn_this_turn"


@dataclass(frozen=True, slots=True)
class DrawExtraKeepForLife(Effect):
    """"… you may draw two additional cards. If you do, choose two cards in your hand drawn this turn.
    For each of those cards, pay 4 life or put the card on top of your library." (Sylvan Library): the
    "may" is the triggered ability's (CR 603.5); the cards are chosen one at a time among cards in hand
    drawn this turn (the step's own draw included), and for each the controller pays the life — only with
    at least that much life (CR 119.4; 2003: 409.1f) — or puts it on top (the last put there ends on top)."""

    draw: int
    choose: int
    life: int


def _remembers_draws(state: GameState, player: int) -> bool:
    return any(state.objects[o].controller == player and any(
        isinstance(e, DrawExtraKeepForLife) for ab in state.objects[o].card.behaviour.triggered for e in ab.effects)
        for o in state.battlefield)


def note_draw(state: GameState, event: Event) -> None:
    """Cards drawn while their drawer controls a permanent that asks for "cards drawn this turn" are
    marked (only then: the mark costs nothing in other games)."""
    match event:
        case Drew(player=player, oid=drawn) if drawn is not None and _remembers_draws(state, player):
            state.effects.append(ContinuousEffect(DRAWN_THIS_TURN, drawn, state.new_timestamp(), "end_of_turn"))




@executes(DrawExtraKeepForLife)
def _draw_extra_keep(state: GameState, item: StackItem, eff: DrawExtraKeepForLife) -> Decision | None:
    me = item.controller
    ch = item.choices
    if not ch.get("extra_drawn"):
        ch["extra_drawn"] = True
        zones.draw(state, me, eff.draw)
    hand = state.players[me].hand
    drawn = {e.affected for e in state.effects if e.kind == DRAWN_THIS_TURN}
    done = list(ch.get("extra_done", []))
    if "extra_pay" in ch:  # the answer for the card last chosen: pay life (True) or put it on top
        card = ch.pop("extra_card")
        pay = ch.pop("extra_pay") and state.players[me].life >= eff.life
        if pay:
            lose_life(state, me, eff.life)
        elif card in hand:
            zones.move(state, card, Zone.LIBRARY)  # on top (CR 401.4)
        done.append(card)
        ch["extra_done"] = done
    if ch.get("extra_pick") is not None:
        ch["extra_card"] = ch.pop("extra_pick")
        if state.players[me].life < eff.life:  # no choice: it goes back
            ch["extra_pay"] = False
            return _draw_extra_keep(state, item, eff)
        return Decision(DecisionKind.MAY, me, {"key": "extra_pay", "source": item.source_name,
                                    "text": f"Pay {eff.life} life to keep it (else it goes on top of your library)?"})
    options = [o for o in hand if o in drawn and o not in done]
    if len(done) < eff.choose and options:
        return Decision(DecisionKind.PICK, me, {"key": "extra_pick", "options": options})
    ch.pop("extra_drawn", None)
    ch.pop("extra_done", None)
    return None
