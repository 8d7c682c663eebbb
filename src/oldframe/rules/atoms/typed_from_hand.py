""""you may put a Goblin permanent card from your hand onto the battlefield" (Goblin Lackey), "you may put a
basic land card / a land card / an artifact card from your hand onto the battlefield [tapped]" (Firebrand
Ranger, Terrain Generator, Krosan Wayfarer, Copper Gnomes): a card of
that creature type (CR 205.3) and of a permanent type — artifact, creature, enchantment or land (CR
110.4; 2003: 214.1) — put onto the battlefield, not cast (2003: 212.1 "put into play"), so nothing can
counter it and its costs are not paid. The controller picks one such card from their hand or none (a
``PICK`` with nothing allowed, CR 603.5 "you may").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone

_PERMANENT_TYPES: Final = frozenset({"Artifact", "Creature", "Enchantment", "Land"})


@dataclass(frozen=True, slots=True)
class PutTypedPermanentFromHand(Effect):
    """"you may put a ``subtype`` permanent card from your hand onto the battlefield"."""

    subtype: str


@executes(PutTypedPermanentFromHand)
def _put_typed(state: GameState, item: StackItem, eff: PutTypedPermanentFromHand) -> Decision | None:
    key: Final = "put_from_hand"
    hand = state.players[item.controller].hand
    if key not in item.choices:
        options = [o for o in hand if eff.subtype in state.objects[o].card.subtypes
                   and state.objects[o].card.types & _PERMANENT_TYPES and state.objects[o].card.playable]
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options, "optional": True})
    picked = item.choices.pop(key)
    if picked is not None and int(picked) in hand:
        zones.move(state, int(picked), Zone.BATTLEFIELD, controller=item.controller)
    return None


@dataclass(frozen=True, slots=True)
class PutCardTypeFromHand(Effect):
    """"you may put a [basic] ``kind`` card from your hand onto the battlefield [tapped]": ``kind`` a card
    type in lower case ("land", "artifact"); ``basic``: a basic land card (CR 205.4c); put, not played, so
    it uses no land drop (CR 305.4; 2003: 212.6e)."""

    kind: str
    basic: bool = False
    tapped: bool = False


@executes(PutCardTypeFromHand)
def _put_card_type(state: GameState, item: StackItem, eff: PutCardTypeFromHand) -> Decision | None:
    key: Final = "put_from_hand"
    hand = state.players[item.controller].hand
    if key not in item.choices:
        options = [o for o in hand if eff.kind.capitalize() in state.objects[o].card.types
                   and (not eff.basic or "Basic" in state.objects[o].card.supertypes)
                   and state.objects[o].card.playable]
        if not options:
            return None
        return Decision(DecisionKind.PICK, item.controller, {"key": key, "options": options, "optional": True})
    picked = item.choices.pop(key)
    if picked is not None and int(picked) in hand:
        zones.move(state, int(picked), Zone.BATTLEFIELD, controller=item.controller, tapped=eff.tapped)
    return None
