"""Upkeep triggers that help the player who is behind: "At the beginning of each player's upkeep, that
player chooses target player who controls more creatures than they do and is their opponent. The first
player may reveal cards from the top of their library until they reveal a creature card. If the first
player does, that player puts that card onto the battlefield and all other cards revealed this way into
their graveyard." (Oath of Druids), "… whose graveyard has fewer creature cards in it than their graveyard
does … The first player may return a creature card from their graveyard to their hand." (Oath of Ghouls;
compiler/catch_up.py).

* The upkeep player — the active player — chooses the target (``extensions.TARGET_CHOOSER``; CR 603.3d,
  2003: 410.4); with no opponent who qualifies the ability is removed from the stack (CR 603.3d), and
  one who no longer qualifies as it resolves makes it do nothing (CR 608.2b; 2003: 413.2a) — the target
  filter is ``extensions.PLAYER_TARGET_FILTERS``.
* "may" is that player's choice as it resolves (CR 603.5; 2003: 410.5). Revealing goes from the top card
  down until a creature card (CR 701.16); without one, every card revealed — the whole library — goes to
  the graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _players, executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

#: Target filters on a player, read against the active player (whose upkeep it is): an opponent of theirs
#: who controls more creatures than they do / whose graveyard has fewer creature cards than theirs.
MORE_CREATURES = "more_creatures_than_active"
FEWER_GRAVEYARD_CREATURES = "fewer_graveyard_creatures_than_active"


def _creatures(state: GameState, player: int) -> int:
    return sum(1 for o in state.battlefield
               if state.objects[o].controller == player and is_creature(state, state.objects[o]))


def _graveyard_creatures(state: GameState, player: int) -> int:
    return sum(1 for o in state.players[player].graveyard if "Creature" in state.objects[o].card.types)


def player_filter(state: GameState, player: int, f: str) -> bool | None:
    """``extensions.PLAYER_TARGET_FILTERS``: this module's filters (None for another's)."""
    me = state.active
    if f == MORE_CREATURES:
        return player != me and _creatures(state, player) > _creatures(state, me)
    if f == FEWER_GRAVEYARD_CREATURES:
        return player != me and _graveyard_creatures(state, player) < _graveyard_creatures(state, me)
    return None


@dataclass(frozen=True, slots=True)
class ChoosesTargetPlayer(Effect):
    """"that player chooses target player …": the target is chosen by the event's player (the sentence
    has no effect of its own as the ability resolves); ``requirement`` is the spec's filter."""

    who: Ref
    requirement: str


@executes(ChoosesTargetPlayer)
def _chooses(state: GameState, item: StackItem, eff: ChoosesTargetPlayer) -> Decision | None:
    return None


def target_chooser(state: GameState, item: StackItem) -> int | None:
    """``extensions.TARGET_CHOOSER``: the event's player chooses for an ability that says so."""
    ab = item.ability
    if ab is not None and ab.effects and isinstance(ab.effects[0], ChoosesTargetPlayer) and "player" in item.event:
        return int(item.event["player"])
    return None


@dataclass(frozen=True, slots=True)
class MayRevealUntilCreature(Effect):
    """"The first player may reveal cards from the top of their library until they reveal a creature card.
    If the first player does, that player puts that card onto the battlefield and all other cards revealed
    this way into their graveyard." """

    who: Ref


@executes(MayRevealUntilCreature)
def _reveal_until_creature(state: GameState, item: StackItem, eff: MayRevealUntilCreature) -> Decision | None:
    players = _players(state, item, eff.who)
    if not players:
        return None
    p = players[0]
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, p, {"key": "may"})
    if not item.choices["may"]:
        return None
    library = state.library(p)
    revealed: list[int] = []
    found = None
    for oid in reversed(list(library)):  # the top card is the last of the list
        card = state.objects[oid]
        zones.emit(state, Revealed(p, oid, card.card.name))
        if "Creature" in card.card.types:
            found = oid
            break
        revealed.append(oid)
    if found is not None:
        zones.move(state, found, Zone.BATTLEFIELD, controller=p)
    for oid in revealed:
        zones.move(state, oid, Zone.GRAVEYARD)
    return None


@dataclass(frozen=True, slots=True)
class MayReturnCreatureCard(Effect):
    """"The first player may return a creature card from their graveyard to their hand." (chosen as it
    resolves, not targeted)."""

    who: Ref


@executes(MayReturnCreatureCard)
def _return_creature_card(state: GameState, item: StackItem, eff: MayReturnCreatureCard) -> Decision | None:
    players = _players(state, item, eff.who)
    if not players:
        return None
    p = players[0]
    if "catch_up_pick" not in item.choices:
        options = [o for o in state.players[p].graveyard if "Creature" in state.objects[o].card.types]
        if not options:
            return None
        return Decision(DecisionKind.PICK, p, {"key": "catch_up_pick", "options": options, "optional": True})
    picked = item.choices["catch_up_pick"]
    if picked is not None and picked in state.players[p].graveyard:
        zones.move(state, picked, Zone.HAND)
    return None
