"""Triggers on cards going to graveyards, from the stack family's list: "Whenever a black card is put
into an opponent's graveyard from anywhere, you may draw a card." (Compost) and "Whenever a spell or
ability an opponent controls causes a land to be put into your graveyard from the battlefield, return
that card to the battlefield." (Sacred Ground).

The trigger events (CR 603.2; 2003: 410.1) are zone changes (``Moved``): a card's color is its card's
in the graveyard (a token never gets there, CR 704.5d); a land is one by its types as it last existed
in play (CR 603.10a; 2003: 410.10); "a spell or ability an opponent controls causes" it when it happens
while an opponent's spell or ability is resolving (destroyed, sacrificed or discarded by its effect;
CR 608.2; a state-based action or a cost is no spell's effect). "That card" is the card in the
graveyard; it returns under its owner's control (CR 110.2) if it is still there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.events import Countered, Discarded, Event, Moved
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


def land_to_graveyard_by_opponent(state: GameState, obj: Obj, ab: TriggeredAbility,
                                  event: Event) -> dict[str, Any] | None:
    """A land put into the controller's graveyard from play while an opponent's spell or ability resolves."""
    if not isinstance(event, Moved) or event.from_zone != Zone.BATTLEFIELD or event.to != Zone.GRAVEYARD \
            or event.new is None or event.old is None:
        return None
    card = state.objects.get(event.new)
    cause = state.resolving
    if card is None or card.owner != obj.controller or cause is None or cause.controller == obj.controller:
        return None
    if "Land" not in state.last_known_types.get(event.old, card.card.types):
        return None
    return {"player": obj.controller, "object": event.new}


def discarded_by_opponent(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """The controller discards a card while an opponent's spell or ability resolves (Spiritual Focus)."""
    cause = state.resolving
    if not isinstance(event, Discarded) or event.player != obj.controller or cause is None \
            or cause.controller == obj.controller:
        return None
    return {"player": obj.controller}


def your_spell_countered(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """"Whenever a spell you've cast is countered" (CR 701.5): as it is countered the spell is still an
    object on the stack; an ability has no object of its own, and a copy (a token-like object) wasn't
    cast (CR 707.10), so neither triggers it."""
    if not isinstance(event, Countered) or event.player != obj.controller:
        return None
    spell = state.objects.get(event.oid)
    if spell is None or spell.is_token:
        return None
    return {"player": obj.controller}


@dataclass(frozen=True, slots=True)
class GainLifeMayDraw(Effect):
    """"you gain N life and you may draw a card": the life, then the choice (CR 603.5; 2003: 410.5)."""

    life: int


@executes(GainLifeMayDraw)
def _gain_may_draw(state: GameState, item: StackItem, eff: GainLifeMayDraw) -> Decision | None:
    from oldframe.rules.decisions.kinds import DecisionKind

    p = item.controller
    if "paid_then" not in item.choices:  # the life, once
        if not state.players[p].lost:
            zones.gain_life(state, p, eff.life)  # CR 119.3 (2003: glossary "Gain Life")
        item.choices["paid_then"] = True
    if "may" not in item.choices:
        return Decision(DecisionKind.MAY, p, {"source": item.source_name, "text": "Draw a card?"})
    if item.choices["may"]:
        zones.draw(state, p, 1)
    return None


@dataclass(frozen=True, slots=True)
class ReturnThatCard(Effect):
    """"return that card to the battlefield": the card the trigger event named, from its graveyard."""


@executes(ReturnThatCard)
def _return_that_card(state: GameState, item: StackItem, eff: ReturnThatCard) -> Decision | None:
    card = item.event.get("object")
    obj = state.objects.get(int(card)) if card is not None else None
    if obj is not None and obj.zone == Zone.GRAVEYARD:
        zones.move(state, obj.oid, Zone.BATTLEFIELD, controller=obj.owner)
    return None
