"""Cards "exiled with CARDNAME" by a permanent's own abilities, returned as it leaves the battlefield.

"Remove a fade counter from CARDNAME: Exile target creature." + "When CARDNAME leaves the battlefield,
each player returns to the battlefield all cards they own exiled with CARDNAME." (Parallax Wave,
Parallax Tide; 2003 wording "removed from the game with"). The two abilities are linked (CR 607.1,
607.2a; 2003: no linked-ability rule, the cards' rulings say the same): every card an ability of the
permanent exiles while the permanent is on the battlefield is remembered, and the leaves ability
returns those still in exile, each under its owner's control (CR 110.2).

The classic trick follows from the stack order (CR 405.5, 603.3): with exile activations still on the
stack, the permanent leaves; its leaves ability goes on the stack above them and resolves first,
returning nothing yet; the activations then resolve with the permanent gone, so no link is recorded
and the cards stay exiled for ever (Parallax Wave ruling; CR 610.3c). A card that left exile since
is a new object and stays where it is (CR 400.7).

The link is a ``ContinuousEffect`` of kind :data:`EXILED_WITH` (``affected`` the exiled card, ``power``
the permanent), so it survives copy, undo and JSON like every other effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: ``ContinuousEffect.kind`` of the link between an exiled card and the permanent whose ability exiled it
EXILED_WITH: Final = "exiled_with"


@dataclass(frozen=True, slots=True)
class EachPlayerReturnsExiledWith(Effect):
    """"each player returns to the battlefield all cards they own exiled with CARDNAME" (CR 607.2a)."""


def _returns_exiled_with(ab: TriggeredAbility) -> bool:
    return ab.trigger.event == TriggerEvent.LEAVES_PLAY \
        and any(isinstance(e, EachPlayerReturnsExiledWith) for e in ab.effects)


def note_exiled(state: GameState, new: int) -> None:
    """Called as a card is exiled while something resolves: if an ability of a permanent with a linked
    "returns … all cards … exiled with CARDNAME" ability is resolving and the permanent is still on the
    battlefield as the same object, remember the card (CR 607.2a, 400.7)."""
    item = state.resolving
    if item is None or item.kind not in ("activated", "triggered"):
        return
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD or src.face_down \
            or not any(_returns_exiled_with(ab) for ab in src.card.behaviour.triggered):
        return
    state.effects.append(ContinuousEffect(EXILED_WITH, new, state.new_timestamp(), "linked", power=src.oid))


@executes(EachPlayerReturnsExiledWith)
def _each_returns(state: GameState, item: StackItem, eff: EachPlayerReturnsExiledWith) -> Decision | None:
    """The leaves ability returns what its object exiled (the object that left: ``event["left"]``), all
    at once, each card under its owner's control (CR 110.2, 607.2a)."""
    left = item.event.get("left")
    links = [e for e in state.effects if e.kind == EXILED_WITH and e.power == left] if left is not None else []
    if not links:
        return None
    state.effects = [e for e in state.effects if not any(e is link for link in links)]
    for link in sorted(links, key=lambda e: e.timestamp):
        card = state.objects.get(link.affected)
        if card is not None and card.zone == Zone.EXILE:
            zones.move(state, card.oid, Zone.BATTLEFIELD, controller=card.owner)
    return None
