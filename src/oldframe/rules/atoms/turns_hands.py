"""Atoms for extra turns, whole-hand effects and untapping lands, emitted by the Oracle-text compiler
(each executor cites its rule):

* ``ExtraTurn``: "Take an extra turn after this one." (CR 500.7; Time Walk, Temporal Manipulation);
* ``DiscardHand``: "Each player discards their hand, …" (CR 701.8; Wheel of Fortune, Dragon Mage);
* ``DiscardHandsDrawGreatest``: "Each player discards their hand, then draws cards equal to the
  greatest number of cards a player discarded this way." (CR 701.8, 121.2; Windfall);
* ``ShuffleHandAndGraveyard``: "Each player shuffles their hand and graveyard into their library, …"
  (CR 701.20; Timetwister);
* ``DiscardRandomAmount``: "Target player discards X cards at random." (CR 701.8c; Mind Twist);
* ``UntapLands``: "Untap up to N lands." (CR 701.21a; Frantic Search, Great Whale);
* ``NoUntapNext``: "… doesn't untap during your / its controller's next untap step." (CR 502.3;
  2003: 302.1; Cinder Marsh, Apes of Rath, Elvish Hunter).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, _players, discard, executes, resolve_targets
from oldframe.rules.model.cards import Amount, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The duration of a "doesn't untap during <player>'s next untap step" effect: ``next_untap:<player>``
#: (ended by that player's next untap step, ``oldframe.rules.turn``).
NEXT_UNTAP = "next_untap:"
#: The keyword the untap step reads (``oldframe.rules.turn.untap_restricted``).
DOESNT_UNTAP = "doesn't untap"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Effect):
    """``who`` takes an extra turn after this one."""

    who: Ref = "controller"


@dataclass(frozen=True, slots=True)
class DiscardHand(Effect):
    who: Ref


@dataclass(frozen=True, slots=True)
class DiscardHandsDrawGreatest(Effect):
    pass


@dataclass(frozen=True, slots=True)
class ShuffleHandAndGraveyard(Effect):
    who: Ref


@dataclass(frozen=True, slots=True)
class DiscardRandomAmount(Effect):
    """Discard ``count`` cards at random (``count`` may be X)."""

    who: Ref
    count: Amount


@dataclass(frozen=True, slots=True)
class NoUntapNext(Effect):
    """``what`` doesn't untap during the next untap step of the ability's controller (``yours``:
    "your next untap step") or of its own controller as the effect begins ("its controller's")."""

    what: Ref
    yours: bool = False


@executes(NoUntapNext)
def _no_untap_next(state: GameState, item: StackItem, eff: NoUntapNext) -> Decision | None:
    """CR 502.3 (2003: 302.1): the permanent stays tapped through that one untap step."""
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        whose = item.controller if eff.yours else obj.controller
        state.effects.append(ContinuousEffect("keyword", obj.oid, state.new_timestamp(), f"{NEXT_UNTAP}{whose}",
                                              value=DOESNT_UNTAP))
        state.version += 1
    return None


@dataclass(frozen=True, slots=True)
class UntapLands(Effect):
    """Untap up to ``count`` lands (any controller's; the controller of the effect chooses them)."""

    count: int


@executes(ExtraTurn)
def _extra_turn(state: GameState, item: StackItem, eff: ExtraTurn) -> Decision | None:
    """CR 500.7 (2003: 300.7): the extra turn comes directly after this one; of several created, the
    most recently created is taken first (``extra_turns`` is popped from its end)."""
    for p in _players(state, item, eff.who):
        state.extra_turns.append(p)
    return None


@executes(DiscardHand)
def _discard_hand(state: GameState, item: StackItem, eff: DiscardHand) -> Decision | None:
    """CR 701.8 (2003: glossary "Discard"): every card of the hand goes to the graveyard."""
    for p in _players(state, item, eff.who):
        for oid in list(state.players[p].hand):
            discard(state, p, oid)
    return None


@executes(DiscardHandsDrawGreatest)
def _windfall(state: GameState, item: StackItem, eff: DiscardHandsDrawGreatest) -> Decision | None:
    """CR 701.8 then 121.2 (2003: glossary "Discard", 420.5b for the draw): each player (APNAP order)
    discards their whole hand; then each draws as many cards as the largest hand discarded."""
    most = 0
    players = state.apnap()
    for p in players:
        hand = list(state.players[p].hand)
        most = max(most, len(hand))
        for oid in hand:
            discard(state, p, oid)
    for p in players:
        zones.draw(state, p, most)
    return None


@executes(ShuffleHandAndGraveyard)
def _shuffle_in(state: GameState, item: StackItem, eff: ShuffleHandAndGraveyard) -> Decision | None:
    """CR 701.20a (2003: glossary "Shuffle"): the cards join the library, which is then shuffled."""
    for p in _players(state, item, eff.who):
        pl = state.players[p]
        for oid in [*pl.hand, *pl.graveyard]:
            zones.move(state, oid, Zone.LIBRARY)
        zones.shuffle_library(state, p)
    return None


@executes(DiscardRandomAmount)
def _discard_random(state: GameState, item: StackItem, eff: DiscardRandomAmount) -> Decision | None:
    """CR 701.8c (2003: glossary "Discard"): cards chosen at random; fewer if the hand is smaller."""
    n = _amount(state, item, eff.count)
    for p in _players(state, item, eff.who):
        for _ in range(n):
            hand = state.players[p].hand
            if not hand:
                break
            discard(state, p, hand[state.rng.below(len(hand))])
    return None


@executes(UntapLands)
def _untap_lands(state: GameState, item: StackItem, eff: UntapLands) -> Decision | None:
    """CR 701.21a (2003: glossary "Untap"): "up to N": the controller picks tapped lands one at a time
    and may stop at any point."""
    done: list[int] = item.choices.get("untap_done", [])
    while len(done) < eff.count:
        if "untap_pick" in item.choices:
            pick = item.choices.pop("untap_pick")
            if pick is None:
                break
            obj = state.objects[int(pick)]
            obj.tapped = False
            state.version += 1
            done = [*done, int(pick)]  # a new list: undo copies choices shallowly
            item.choices["untap_done"] = done
            continue
        options = [o for o in state.battlefield
                   if o not in done and state.objects[o].tapped and is_type(state, state.objects[o], "land")]
        if not options:
            break
        return Decision(DecisionKind.PICK, item.controller, {"key": "untap_pick", "options": options, "optional": True})
    item.choices.pop("untap_done", None)
    return None
