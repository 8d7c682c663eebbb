"""Draws and looks at hands for the stack family's cards: "You draw two cards, then each other player
draws a card." (Words of Wisdom), "Look at a card at random in target player's hand." (Urza's Bauble),
"Shuffle a card from your hand into your library. If you do, …" (Lat-Nam's Legacy).

A card looked at is shown to the looker and to its owner alone (CR 400.2, 701.16; ``game.redact``
names it to nobody else); "at random" uses the game's seeded generator. Shuffling a card into the
library is a choice among the cards in hand (a pending ``pick``), then the library is shuffled
(CR 701.20a); "if you do" follows only if a card was shuffled in (CR 608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import SearchLibrary
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import discard, execute, executes, resolve_targets
from oldframe.rules.events import HandLooked
from oldframe.rules.model.cards import CreateTokens, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

_PICK, _DONE, _STEP = "stack:shuffle_pick", "stack:shuffled", "stack:then_step"


@dataclass(frozen=True, slots=True)
class DrawThenOthersDraw(Effect):
    """"You draw N cards, then each other player draws M cards." (CR 121.2; the others in APNAP order)."""

    count: int
    others: int


@dataclass(frozen=True, slots=True)
class LookAtRandomCard(Effect):
    """"Look at a card at random in target player's hand." (Urza's Bauble)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class ShuffleFromHandThen(Effect):
    """"Shuffle a card from your hand into your library. If you do, <then>." (Lat-Nam's Legacy)."""

    then: tuple[Effect, ...]


@executes(DrawThenOthersDraw)
def _draw_then_others(state: GameState, item: StackItem, eff: DrawThenOthersDraw) -> Decision | None:
    zones.draw(state, item.controller, eff.count)
    for p in state.apnap():
        if p != item.controller and not state.players[p].lost:
            zones.draw(state, p, eff.others)
    return None


@executes(LookAtRandomCard)
def _look_at_random(state: GameState, item: StackItem, eff: LookAtRandomCard) -> Decision | None:
    for kind, p in resolve_targets(state, item, eff.who):
        hand = state.players[p].hand if kind == "player" else []
        if hand:
            oid = hand[state.rng.below(len(hand))]
            zones.emit(state, HandLooked(item.controller, p, (state.objects[oid].card.name,)))
    return None


@executes(ShuffleFromHandThen)
def _shuffle_from_hand(state: GameState, item: StackItem, eff: ShuffleFromHandThen) -> Decision | None:
    p, choices = item.controller, indexed(item.choices)
    if _DONE not in choices:
        hand = state.players[p].hand
        if hand and _PICK not in choices:
            return Decision(DecisionKind.PICK, p, {"key": _PICK, "options": list(hand)})
        picked = choices.get(_PICK)
        card = int(picked) if picked is not None else None
        done = card is not None and card in hand
        if card is not None and done:
            zones.move(state, card, Zone.LIBRARY)
            zones.shuffle_library(state, p)
        set_answer(item.choices, _DONE, done)
    if not choices[_DONE]:
        return None
    step = int(choices.get(_STEP, 0))  # the "then" effects done so far (a paused one asks again)
    while step < len(eff.then):
        question = execute(state, item, eff.then[step])
        if question is not None:
            return question
        step += 1
        set_answer(item.choices, _STEP, step)
    return None


@dataclass(frozen=True, slots=True)
class SearchThenDiscardRandom(Effect):
    """"Search your library for a card, put that card into your hand, discard a card at random, then
    shuffle." (Gamble): the card found may be the one discarded (CR 701.8c: at random among the whole
    hand)."""

    search: SearchLibrary


@dataclass(frozen=True, slots=True)
class DrawHighestManaValue(Effect):
    """"Draw cards equal to the highest mana value among permanents you control." (Rush of Knowledge):
    counted as it resolves (CR 608.2h); a face-down permanent's is 0 (CR 708.2)."""


@executes(SearchThenDiscardRandom)
def _gamble(state: GameState, item: StackItem, eff: SearchThenDiscardRandom) -> Decision | None:
    choices = indexed(item.choices)
    if not choices.get("stack:searched"):
        question = execute(state, item, eff.search)
        if question is not None:
            return question
        set_answer(item.choices, "stack:searched", True)
    hand = state.players[item.controller].hand
    if hand:
        discard(state, item.controller, hand[state.rng.below(len(hand))])
    return None


@executes(DrawHighestManaValue)
def _draw_highest(state: GameState, item: StackItem, eff: DrawHighestManaValue) -> Decision | None:
    values = [0 if state.objects[o].face_down else state.objects[o].card.mana_cost.converted
              for o in state.battlefield if state.objects[o].controller == item.controller]
    n = max(values, default=0)
    if n:
        zones.draw(state, item.controller, n)
    return None


@dataclass(frozen=True, slots=True)
class DrawThenKeepX(Effect):
    """"Draw four cards, then choose X cards in your hand and discard the rest." (Breakthrough): X is the
    spell's announced X (CR 107.3); the cards kept are chosen one at a time (a pending ``pick``), then
    the rest are discarded together (CR 701.8)."""

    count: int


@executes(DrawThenKeepX)
def _breakthrough(state: GameState, item: StackItem, eff: DrawThenKeepX) -> Decision | None:
    choices = indexed(item.choices)
    p = item.controller
    if not choices.get("stack:drawn"):
        zones.draw(state, p, eff.count)
        set_answer(item.choices, "stack:drawn", True)
    kept: list[int] = choices.setdefault("stack:kept", [])
    picked = choices.pop("stack:keep_pick", None)
    if picked is not None:
        kept.append(int(picked))
    hand = state.players[p].hand
    rest = [o for o in hand if o not in kept]
    if len(kept) < item.x and rest:
        if len(kept) + len(rest) <= item.x:
            return None  # every card is kept
        return Decision(DecisionKind.PICK, p, {"key": "stack:keep_pick", "options": rest})
    for oid in rest:
        discard(state, p, oid)
    return None


@dataclass(frozen=True, slots=True)
class TargetMayDraw(Effect):
    """"Target opponent may draw a card." (Questing Phelddagrif): that player chooses as it resolves
    (CR 608.2d; 2003: 413.2c)."""

    who: Ref


@executes(TargetMayDraw)
def _target_may_draw(state: GameState, item: StackItem, eff: TargetMayDraw) -> Decision | None:
    for kind, p in resolve_targets(state, item, eff.who):
        if kind != "player" or state.players[p].lost:
            continue
        if "may" not in item.choices:
            return Decision(DecisionKind.MAY, p, {"source": item.source_name, "text": "Draw a card?"})
        if item.choices["may"]:
            zones.draw(state, p, 1)
    return None


@dataclass(frozen=True, slots=True)
class TargetCreatesTokens(CreateTokens):
    """"Target opponent creates a 1/1 green Hippo creature token." (Questing Phelddagrif): the tokens
    come into play under that player's control (CR 111.2; 2003: 216.2)."""


@executes(TargetCreatesTokens)
def _target_creates(state: GameState, item: StackItem, eff: TargetCreatesTokens) -> Decision | None:
    return execute(state, item, CreateTokens(eff.count, eff.name, eff.power, eff.toughness, eff.colors,
                                             eff.subtypes, eff.keywords, eff.who))
