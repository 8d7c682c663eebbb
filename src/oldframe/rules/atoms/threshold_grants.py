"""Triggered abilities a card has only while it has threshold: "Threshold — As long as seven or more cards
are in your graveyard, CARDNAME has "When CARDNAME dies, you may pay {W}{W}. If you do, return CARDNAME to
the battlefield under your control."" (Reborn Hero) and "… has "When CARDNAME enters the battlefield,
nonblack creatures get -2/-2 until end of turn."" (Gloomdrifter).

The static ability grants the triggered ability while the condition holds (CR 613.1f, layer 6; threshold
CR 702.38; 2003: 502.23). The granted ability carries the ``Trigger.filters`` word
``granted_while:threshold``; :func:`granted_while` (an ``extensions.GRANTED_WHILE`` point) answers whether
the object had it as the event happened. A leaves-the-battlefield ability looks back (CR 603.10a): for a
card that just died, the graveyard is counted without the card itself. Once triggered, the ability resolves
whatever the graveyard holds then (it is not an intervening-if, CR 603.4).

"return CARDNAME to the battlefield under your control" in a dies trigger returns the card that died, if it
is still in the graveyard (CR 400.7), under the ability's controller's control."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect, TriggeredAbility
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone

#: The ``Trigger.filters`` prefix of an ability granted while a condition holds ("granted_while:threshold").
GRANTED_WHILE: Final = "granted_while"
THRESHOLD: Final = f"{GRANTED_WHILE}:threshold"


def granted_while(state: GameState, obj: Obj, ab: TriggeredAbility) -> bool | None:
    """``extensions.GRANTED_WHILE``: seven or more cards in its controller's graveyard (the owner's, for a card
    now in a graveyard, counted without it: as it was before it died)."""
    word = next((f for f in ab.trigger.filters if f.startswith(GRANTED_WHILE + ":")), None)
    if word is None:
        return None
    if word != THRESHOLD:
        return False
    if obj.zone == Zone.BATTLEFIELD:
        return len(state.players[obj.controller].graveyard) >= 7
    graveyard = state.players[obj.owner].graveyard
    return len(graveyard) - (1 if obj.oid in graveyard else 0) >= 7


@dataclass(frozen=True, slots=True)
class ReturnDiedSelf(Effect):
    """"return CARDNAME to the battlefield under your control" (in a "When CARDNAME dies" ability)."""


@executes(ReturnDiedSelf)
def _return_died_self(state: GameState, item: StackItem, eff: ReturnDiedSelf) -> Decision | None:
    card = state.objects.get(item.source)
    if card is not None and card.zone == Zone.GRAVEYARD:
        zones.move(state, card.oid, Zone.BATTLEFIELD, controller=item.controller)
    return None
