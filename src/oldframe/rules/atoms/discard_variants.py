"""Discards with a twist, for the hand-disruption family: "Target player discards two cards. You gain 3
life for each land card discarded this way." (Gerrard's Verdict), "Target opponent discards a card at
random, then discards a card." (Stupor), "Return target permanent to its owner's hand. Then that player
discards a card." (Recoil: the owner of the returned card); a hand revealed and a card of a chosen
color discarded (Addle), damage per revealed card of a chosen type (Blood Oath).

The discarding player chooses what they discard (CR 701.8b; 2003: glossary "Discard"), one card at a
time, each a pending decision; "at random" uses the game's seeded generator. "Discarded this way"
counts only the cards this effect discarded, with their characteristics as they were discarded
(CR 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.hand_disruption import reveal_hand
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, discard, execute, executes, lose_life, resolve_targets, source_colors
from oldframe.rules.events import Moved, Revealed
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem

_DONE, _COUNTED = "stack:discarded", "stack:discarded_kind"


@dataclass(frozen=True, slots=True)
class DiscardGainPerKind(Effect):
    """"<who> discards N cards. You gain L life for each <kind> card discarded this way."."""

    who: Ref
    count: int
    life: int
    kind: str


@dataclass(frozen=True, slots=True)
class DiscardRandomThenChosen(Effect):
    """"<who> discards a card at random, then discards a card."."""

    who: Ref


@dataclass(frozen=True, slots=True)
class OwnerDiscards(Effect):
    """"Then that player discards a card." after returning ``what`` to its owner's hand: its owner."""

    what: Ref
    count: int = 1


def _players(state: GameState, item: StackItem, ref: Ref) -> list[int]:
    return [ident for kind, ident in resolve_targets(state, item, ref) if kind == "player"]


def discard_chosen(state: GameState, item: StackItem, p: int, count: int,
                   kind: str = "") -> Decision | None:
    """``p`` discards ``count`` cards of their choice, one decision each; counts the ``kind`` cards."""
    choices = indexed(item.choices)
    hand = state.players[p].hand
    while int(choices.get(_DONE, 0)) < count and hand:
        chosen = choices.pop("discard", None)
        if chosen is None and len({state.objects[o].card.name for o in hand}) > 1:
            return Decision(DecisionKind.DISCARD, p, {"options": list(hand)})
        oid = hand[-1] if chosen is None else int(chosen)
        if kind and kind.capitalize() in state.objects[oid].card.types:
            set_answer(item.choices, _COUNTED, int(choices.get(_COUNTED, 0)) + 1)
        discard(state, p, oid)
        set_answer(item.choices, _DONE, int(choices.get(_DONE, 0)) + 1)
    return None


@executes(DiscardGainPerKind)
def _discard_gain(state: GameState, item: StackItem, eff: DiscardGainPerKind) -> Decision | None:
    for p in _players(state, item, eff.who):
        question = discard_chosen(state, item, p, eff.count, eff.kind)
        if question is not None:
            return question
    gained = eff.life * int(indexed(item.choices).get(_COUNTED, 0))
    if gained and not state.players[item.controller].lost:
        zones.gain_life(state, item.controller, gained)  # CR 119.3 (2003: glossary "Gain Life")
    return None


@executes(DiscardRandomThenChosen)
def _random_then_chosen(state: GameState, item: StackItem, eff: DiscardRandomThenChosen) -> Decision | None:
    for p in _players(state, item, eff.who):
        if "stack:random_done" not in item.choices:
            hand = state.players[p].hand
            if hand:
                discard(state, p, hand[state.rng.below(len(hand))])
            set_answer(item.choices, "stack:random_done", True)
        question = discard_chosen(state, item, p, 1)
        if question is not None:
            return question
    return None


def _owner(state: GameState, ident: int) -> int | None:
    obj = state.objects.get(ident)
    if obj is not None:
        return obj.owner
    return next((ev.owner for ev in reversed(state.events) if isinstance(ev, Moved) and ev.old == ident), None)


@executes(OwnerDiscards)
def _owner_discards(state: GameState, item: StackItem, eff: OwnerDiscards) -> Decision | None:
    if "stack:owner" not in item.choices:
        index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
        target = item.targets[index] if 0 <= index < len(item.targets) else None
        owner = _owner(state, target[1]) if target is not None and target[0] == "object" else None
        set_answer(item.choices, "stack:owner", owner)
    owner = indexed(item.choices)["stack:owner"]
    if owner is None or state.players[int(owner)].lost:
        return None
    return discard_chosen(state, item, int(owner), eff.count)


#: The card types a player may choose (2003: 205.2a, the types of the era's cards).
CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")


@dataclass(frozen=True, slots=True)
class RevealChooseOfColor(Effect):
    """"Choose a color. Target player reveals their hand and you choose a card of that color from it.
    That player discards that card." (Addle): the color is chosen as it resolves (CR 608.2d), the whole
    hand is shown to every player (CR 701.15a), then the controller picks a card of that color, if any."""

    who: Ref


@dataclass(frozen=True, slots=True)
class RevealDamagePerType(Effect):
    """"Choose a card type. Target opponent reveals their hand. CARDNAME deals N damage to that player
    for each card of the chosen type revealed this way." (Blood Oath)."""

    who: Ref
    amount: int


@executes(RevealChooseOfColor)
def _reveal_choose_color(state: GameState, item: StackItem, eff: RevealChooseOfColor) -> Decision | None:
    if "color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
    color = item.choices["color"]
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        key = f"reveal_pick:{p}"
        if key not in item.choices:
            options = [o for o in state.players[p].hand if color in state.objects[o].card.colors]
            if not options:
                continue
            return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options})
        picked = indexed(item.choices)[key]
        if picked is not None and int(picked) in state.players[p].hand:
            set_answer(item.choices, key, None)  # done: a resumed resolution doesn't discard twice
            discard(state, p, int(picked))
    return None


@executes(RevealDamagePerType)
def _reveal_damage_per_type(state: GameState, item: StackItem, eff: RevealDamagePerType) -> Decision | None:
    key = "stack:card_type"
    if key not in item.choices:
        return Decision(DecisionKind.CHOOSE_WORD, item.controller, {"key": key, "options": list(CARD_TYPES)})
    chosen = str(indexed(item.choices)[key])
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        n = sum(chosen in state.objects[o].card.types for o in state.players[p].hand)
        if n:
            deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", p), eff.amount * n)
    return None


@dataclass(frozen=True, slots=True)
class GuessColorCount(Effect):
    """"Choose a number greater than 0 and a color. Target opponent reveals their hand. If that opponent
    reveals exactly the chosen number of cards of the chosen color, you draw a card." (Scrying Glass):
    the number is offered from 1 to the size of that hand (a public count, CR 402.3; a larger one can't
    be right), at least 1."""

    who: Ref


@dataclass(frozen=True, slots=True)
class RevealDiscardUnlessLife(Effect):
    """"Target player reveals their hand. For each blue instant card revealed this way, that player
    discards that card unless they pay 4 life." (Sirocco): one choice per card, in hand order (CR 119.4:
    life can be paid only by a player with that much)."""

    who: Ref
    color: str
    card_type: str
    life: int


@dataclass(frozen=True, slots=True)
class RevealThreeChooseOne(Effect):
    """"Target player reveals three cards from their hand and you choose one of them. That player
    discards that card." (Blackmail): that player chooses which cards to reveal (all if three or fewer),
    then the controller picks one (CR 701.15a)."""

    who: Ref
    count: int = 3


@executes(GuessColorCount)
def _scrying_glass(state: GameState, item: StackItem, eff: GuessColorCount) -> Decision | None:
    for p in _players(state, item, eff.who):
        if "x_paid" not in item.choices:
            most = max(1, len(state.players[p].hand))
            return Decision(DecisionKind.CHOOSE_X, item.controller, {"options": list(range(1, most + 1))})
        if "color" not in item.choices:
            return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "color"})
        reveal_hand(state, item, p)
        n = sum(item.choices["color"] in state.objects[o].card.colors for o in state.players[p].hand)
        if n == int(item.choices["x_paid"]):
            zones.draw(state, item.controller, 1)
    return None


@executes(RevealDiscardUnlessLife)
def _sirocco(state: GameState, item: StackItem, eff: RevealDiscardUnlessLife) -> Decision | None:
    choices = indexed(item.choices)
    for p in _players(state, item, eff.who):
        reveal_hand(state, item, p)
        if "stack:revealed_cards" not in choices:
            set_answer(item.choices, "stack:revealed_cards",
                       [o for o in state.players[p].hand if eff.color in state.objects[o].card.colors
                        and eff.card_type.capitalize() in state.objects[o].card.types])
        todo: list[int] = choices["stack:revealed_cards"]
        while todo:
            oid = todo[0]
            if oid not in state.players[p].hand:
                todo.pop(0)
                continue
            if "may" not in item.choices and state.players[p].life >= eff.life:
                keep = f"Pay {eff.life} life to keep {state.objects[oid].card.name}?"
                return Decision(DecisionKind.MAY, p, {"source": item.source_name, "text": keep})
            paid = bool(item.choices.pop("may", False)) and state.players[p].life >= eff.life
            todo.pop(0)
            if paid:
                lose_life(state, p, eff.life)  # paying life is losing it (CR 119.4)
            else:
                discard(state, p, oid)
    return None


@executes(RevealThreeChooseOne)
def _blackmail(state: GameState, item: StackItem, eff: RevealThreeChooseOne) -> Decision | None:
    choices = indexed(item.choices)
    for p in _players(state, item, eff.who):
        hand = state.players[p].hand
        shown: list[int] = choices.setdefault("stack:shown", [])
        if len(hand) <= eff.count and not shown:
            shown.extend(hand)
            for oid in hand:
                zones.emit(state, Revealed(p, oid, state.objects[oid].card.name))
        while len(shown) < eff.count and any(o not in shown for o in hand):
            picked = choices.pop("stack:show_pick", None)
            if picked is None:
                return Decision(DecisionKind.PICK, p, {"key": "stack:show_pick",
                                                       "options": [o for o in hand if o not in shown]})
            shown.append(int(picked))
            zones.emit(state, Revealed(p, int(picked), state.objects[int(picked)].card.name))
        key = f"reveal_pick:{p}"
        options = [o for o in shown if o in hand]
        if key not in item.choices:
            if not options:
                continue
            return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options})
        picked = choices[key]
        if picked is not None and int(picked) in hand:
            set_answer(item.choices, key, None)
            discard(state, p, int(picked))
    return None


@dataclass(frozen=True, slots=True)
class RevealXChooseOne(Effect):
    """"Target player reveals X cards from their hand and you choose one of them. That player discards that
    card." (Cabal Interrogator): Blackmail's choice with the announced X (CR 107.3, 602.2b); X = 0 reveals
    nothing, so nothing is discarded."""

    who: Ref


@executes(RevealXChooseOne)
def _reveal_x(state: GameState, item: StackItem, eff: RevealXChooseOne) -> Decision | None:
    return execute(state, item, RevealThreeChooseOne(eff.who, int(item.x)))
