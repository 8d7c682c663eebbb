"""Spell effects on libraries, hands and lands played: look, search, mill, loot, discard, put from
hand, return a chosen permanent, a delayed draw; the card-flow effects in one place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.atoms.players import DiscardChosen
from oldframe.rules.characteristics import colors_of, creature_types, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, execute, executes
from oldframe.rules.events import HandLooked
from oldframe.rules.model.cards import DrawNextUpkeep, Effect, Ref
from oldframe.rules.state import Decision, DelayedTrigger, GameState, StackItem, Zone


# -- "Look at the top N cards of your library, then put them back in any order." -----------------------
@dataclass(frozen=True, slots=True)
class LookAtTopPutBack(Effect):
    """"Look at the top N cards of your library, then put them back in any order." (Sage Owl, Sage
    Aven): the controller picks the new top card, then the next, … (fewer cards if the library is
    smaller; CR 401.5; 2003: 217.2)."""

    count: int


@executes(LookAtTopPutBack)
def _look_put_back(state: GameState, item: StackItem, eff: LookAtTopPutBack) -> Decision | None:
    lib = state.library(item.controller)
    if "look_top" not in item.choices:
        item.choices["look_top"] = list(reversed(lib[-eff.count:])) if eff.count else []  # top card first
        item.choices["look_order"] = []
    top: list[int] = item.choices["look_top"]
    order: list[int] = list(item.choices["look_order"])  # never mutated in place: undo copies choices shallowly
    if "look_pick" in item.choices:
        order.append(int(item.choices.pop("look_pick")))
        item.choices["look_order"] = order
    rest = [o for o in top if o not in order and o in lib]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, item.controller, {"key": "look_pick", "options": rest})
    order.extend(rest)
    kept = [o for o in order if o in lib]
    for o in kept:
        lib.remove(o)
    lib.extend(reversed(kept))  # the first picked is the new top card
    item.choices.pop("look_top", None)
    item.choices.pop("look_order", None)
    return None


# -- "Return a blue or black creature you control to its owner's hand." -----------------------------------
@dataclass(frozen=True, slots=True)
class ReturnChosenPermanent(Effect):
    """"Return a <kind> you control to its owner's hand." (Cavern Harpy, Horned Kavu): not targeted;
    the controller chooses one as it resolves (CR 608.2d; 2003: 413.2c), possibly the source itself.
    ``kind`` is a card type ("creature", "land"); ``colors`` (any of) and ``subtype`` narrow it."""

    kind: str
    colors: frozenset[str] = frozenset()
    subtype: str = ""


def _return_options(state: GameState, player: int, eff: ReturnChosenPermanent) -> list[int]:
    out = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.controller != player or not is_type(state, obj, eff.kind):
            continue
        if eff.colors and not eff.colors & colors_of(state, obj):
            continue
        if eff.subtype and eff.subtype not in creature_types(state, obj):
            continue
        out.append(oid)
    return out


@executes(ReturnChosenPermanent)
def _return_chosen(state: GameState, item: StackItem, eff: ReturnChosenPermanent) -> Decision | None:
    key: Final = "return_pick"
    if key not in item.choices:
        options = _return_options(state, item.controller, eff)
        if not options:
            return None
        if len(options) > 1:
            return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options})
        item.choices[key] = options[0]
    picked = item.choices.pop(key)
    obj = state.objects.get(int(picked)) if picked is not None else None
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        zones.move(state, obj.oid, Zone.HAND)
    return None


# -- "You may put a creature card from your hand onto the battlefield." ------------------------------------
@dataclass(frozen=True, slots=True)
class PutCreatureFromHand(Effect):
    """"You may put a creature card from your hand onto the battlefield." (Elvish Piper, Quicksilver
    Amulet): put into play, not cast (2003: 212.1 "put into play"; no spell, so nothing can counter it)."""


@executes(PutCreatureFromHand)
def _put_creature_from_hand(state: GameState, item: StackItem, eff: PutCreatureFromHand) -> Decision | None:
    key: Final = "put_from_hand"
    if key not in item.choices:
        options = [o for o in state.players[item.controller].hand
                   if "Creature" in state.objects[o].card.types and state.objects[o].card.playable]
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options, "optional": True})
    picked = item.choices.pop(key)
    if picked is not None and int(picked) in state.players[item.controller].hand:
        zones.move(state, int(picked), Zone.BATTLEFIELD, controller=item.controller)
    return None


# -- "Search your library for three cards, exile them, then shuffle." -----------------------------------------
@dataclass(frozen=True, slots=True)
class SearchExile(Effect):
    """"Search your library for three cards, exile them, then shuffle." (Foresight, Manipulate Fate):
    no quality is stated, so that many cards are found if the library has them (CR 701.19b; 2003:
    glossary "Search"), picked one at a time."""

    count: int


@executes(SearchExile)
def _search_exile(state: GameState, item: StackItem, eff: SearchExile) -> Decision | None:
    p = item.controller
    found: list[int] = list(item.choices.get("search_exile", []))
    if "search_exile_pick" in item.choices:
        found.append(int(item.choices.pop("search_exile_pick")))
        item.choices["search_exile"] = found
    options = [o for o in state.library(p) if o not in found]
    if len(found) < eff.count and options:
        return Decision(DecisionKind.PICK, p, {"key": "search_exile_pick", "options": options})
    for oid in found:
        if oid in state.library(p):
            zones.move(state, oid, Zone.EXILE)
    item.choices.pop("search_exile", None)
    zones.shuffle_library(state, p)
    return None


# -- "Look at target player's hand." -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LookAtHand(Effect):
    """"Look at target player's hand." (Peek, Wu Scout): the controller sees the cards; no one else
    does (CR 400.2; hidden information). Shown as a "look_hand" event (viewer, player, card names)
    that ``Game`` redacts for every other player."""

    who: Ref


@executes(LookAtHand)
def _look_at_hand(state: GameState, item: StackItem, eff: LookAtHand) -> Decision | None:
    for p in _players(state, item, eff.who):
        names = tuple(state.objects[o].card.name for o in state.players[p].hand)
        zones.emit(state, HandLooked(item.controller, p, names))
    return None


# -- "Target player draws a card at the beginning of the next turn's upkeep." --------------------------------
@dataclass(frozen=True, slots=True)
class TargetDrawsNextUpkeep(DrawNextUpkeep):
    """"Target player draws a card at the beginning of the next turn's upkeep." (Sapphire Charm): a
    delayed triggered ability for that player (CR 603.7; 2003: 404.4)."""


@executes(TargetDrawsNextUpkeep)
def _target_draws_next_upkeep(state: GameState, item: StackItem, eff: TargetDrawsNextUpkeep) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.delayed.append(DelayedTrigger("upkeep", p, item.source_name, "draw", 0, state.turn, int(state.step)))
    return None


# -- "you may have target opponent discard a card" ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HaveDiscard(DiscardChosen):
    """"… you may have target opponent discard a card." (Brutal Nightstalker, Ebon Dragon): that player
    chooses the card (CR 701.8b); the "you may" is the triggered ability's (CR 603.5)."""


@executes(HaveDiscard)
def _have_discard(state: GameState, item: StackItem, eff: HaveDiscard) -> Decision | None:
    return execute(state, item, DiscardChosen(eff.who, eff.count))


# -- "Target player mills three cards." ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MillCards(Effect):
    """"Target player mills N cards." (Brain Freeze, Ambassador Laquatus): the top N cards of their
    library go to their graveyard (CR 701.13; 2003 wording "put the top N cards … into … graveyard")."""

    who: Ref
    count: int


@executes(MillCards)
def _mill(state: GameState, item: StackItem, eff: MillCards) -> Decision | None:
    for p in _players(state, item, eff.who):
        for _ in range(eff.count):
            lib = state.library(p)
            if not lib:
                break
            zones.move(state, lib[-1], Zone.GRAVEYARD)
    return None


# -- "Target player can't play lands this turn." -----------------------------------------------------------------
#: A land count no player reaches by playing lands: the turn's land plays are used up (reset each turn).
NO_MORE_LANDS = 1_000


@dataclass(frozen=True, slots=True)
class CantPlayLandsThisTurn(Effect):
    """"Target player can't play lands this turn." (Solfatara, Turf Wound, Pardic Miner): a prohibition
    (CR 101.2, 305.2; 2003: 212.6a) until the turn ends, kept as that player's land plays being used up
    (every player's count starts again with the next turn)."""

    who: Ref


@executes(CantPlayLandsThisTurn)
def _cant_play_lands(state: GameState, item: StackItem, eff: CantPlayLandsThisTurn) -> Decision | None:
    for p in _players(state, item, eff.who):
        state.players[p].lands_played = max(state.players[p].lands_played, NO_MORE_LANDS)
    return None


# -- "Target player draws a card, then discards a card." ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TargetLoots(Effect):
    """"Target player draws N cards, then discards M cards." (Cephalid Looter, Cephalid Broker): that
    player draws, then chooses the cards to discard (CR 701.8b)."""

    who: Ref
    draw: int
    discard: int


@executes(TargetLoots)
def _target_loots(state: GameState, item: StackItem, eff: TargetLoots) -> Decision | None:
    if not item.choices.get("loot_drawn"):
        for p in _players(state, item, eff.who):
            zones.draw(state, p, eff.draw)
        item.choices["loot_drawn"] = True
    d = execute(state, item, DiscardChosen(eff.who, eff.discard))
    if d is None:
        item.choices.pop("loot_drawn", None)
    return d
