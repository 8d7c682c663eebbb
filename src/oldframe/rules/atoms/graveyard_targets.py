"""Up to N target cards in graveyards: "Target player shuffles up to three target cards from their
graveyard into their library." (Gaea's Blessing, Krosan Reclamation, Dwell on the Past) and "Exile up to
three target cards from a single graveyard." (Rapid Decay, Decompose, Carrion Beetles, Famished Ghoul),
and Gaea's Blessing's "When CARDNAME is put into your graveyard from your library, shuffle your graveyard
into your library."

The cards are N optional target requirements (``TargetSpec.optional``): as the spell or ability is
announced, its controller announces how many of them they'll choose, none to N, then chooses them
(CR 601.2c; 2003: 409.1c); "from their graveyard" and "from a single graveyard" are relations between
the targets (``TargetSpec.relation``) checked as they are chosen. On resolution each card still in its
graveyard moves (CR 608.2b: the others are illegal targets and are left alone; 2003: 413.2a).

The trigger of a card put into a graveyard from a library works from the graveyard (CR 113.6k, 603.6c:
it looks at the card in its new zone); the trigger event ``TriggerEvent.PUT_INTO_GRAVEYARD_FROM_LIBRARY``
never matches in play, and :func:`milled_hook` (a ``triggers.EVENT_HOOKS`` entry) finds it.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import _players, executes, resolve_targets
from oldframe.rules.events import Event, Moved
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import Decision, GameState, PendingTrigger, StackItem, Zone

#: "When CARDNAME is put into your graveyard from your library" (CR 603.6c).
PUT_INTO_GRAVEYARD_FROM_LIBRARY = TriggerEvent.PUT_INTO_GRAVEYARD_FROM_LIBRARY
#: ``TargetSpec.relation`` of "target cards from their graveyard" after "target player" (target 0).
OWNED_BY_FIRST_TARGET = "owner:0"
#: ``TargetSpec.relation`` of "target cards from a single graveyard".
SAME_OWNER = "same_owner"


def _cards(state: GameState, item: StackItem, first: Ref, count: int) -> list[int]:
    """The legal targeted cards among targets ``first`` … ``first + count - 1`` still in a graveyard."""
    start = int(first.removeprefix("target:"))
    out = []
    for t in item.targets[start:start + count]:
        if t is None or t[0] != "object":
            continue
        obj = state.objects.get(t[1])
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            out.append(t[1])
    return out


@dataclass(frozen=True, slots=True)
class ShuffleTargetCardsIntoLibrary(Effect):
    """"<player> shuffles up to N target cards from their graveyard into their library.": ``who`` is
    the player target, the cards the up to ``count`` targets after it."""

    who: Ref
    count: int


@executes(ShuffleTargetCardsIntoLibrary)
def _shuffle_cards(state: GameState, item: StackItem, eff: ShuffleTargetCardsIntoLibrary) -> Decision | None:
    players = _players(state, item, eff.who)
    start = int(eff.who.removeprefix("target:")) + 1
    for oid in _cards(state, item, f"target:{start}", eff.count):
        zones.move(state, oid, Zone.LIBRARY)
    for p in players:  # the player shuffles even if no card was chosen (CR 701.19)
        zones.shuffle_library(state, p)
    return None


@dataclass(frozen=True, slots=True)
class ExileTargetCards(Effect):
    """"Exile up to N target cards from a single graveyard.": the up to ``count`` targets from
    ``first`` on."""

    first: Ref
    count: int


@executes(ExileTargetCards)
def _exile_cards(state: GameState, item: StackItem, eff: ExileTargetCards) -> Decision | None:
    for oid in _cards(state, item, eff.first, eff.count):
        zones.move(state, oid, Zone.EXILE)
    return None


@dataclass(frozen=True, slots=True)
class PutOnBottomOfLibrary(Effect):
    """"Put target Rebel card from your graveyard on the bottom of your library." (Lin Sivvi): the card
    goes to the bottom of its owner's library (CR 400.3; 2003: 217.1)."""

    what: Ref


@executes(PutOnBottomOfLibrary)
def _put_on_bottom(state: GameState, item: StackItem, eff: PutOnBottomOfLibrary) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, ident, Zone.LIBRARY, top=False)
    return None


def milled_hook(state: GameState, event: Event) -> None:
    """A card put into its owner's graveyard from their library triggers its own ability there."""
    if not isinstance(event, Moved) or event.from_zone != Zone.LIBRARY or event.to != Zone.GRAVEYARD \
            or event.new is None:
        return
    obj = state.objects.get(event.new)
    if obj is None:
        return
    for index, ab in enumerate(obj.card.behaviour.triggered):
        if ab.trigger.event == PUT_INTO_GRAVEYARD_FROM_LIBRARY:
            state.pending_triggers.append(
                PendingTrigger(obj.owner, obj.oid, obj.card.name, ab, {"player": obj.owner, "ability_index": index}))
