"""Damage in the words of triggered abilities of permanents (CR 120.3; 2003: 419.3):

- "When you cycle CARDNAME, you may have it deal 1 damage to each creature." (Slice and Dice): the
  cycled card in the graveyard is the source (CR 702.29c, 113.7a); "you may" is chosen on resolution
  (CR 603.5; 2003: 410.5).
- "When CARDNAME enters the battlefield, it deals 4 damage to each other creature." (Crater Hellion):
  every creature but the source, all at once.
- "Whenever a creature attacks, CARDNAME deals 1 damage to it." (Caltrops): the creature the trigger
  event names, if it is still on the battlefield as the same object (CR 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import damage_each
from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import _amount, deal_damage, executes, source_colors
from oldframe.rules.model.cards import Amount, DamageEach, Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class HaveItDealEach(DamageEach):
    """"have it deal N damage to each creature" (after "you may")."""


@executes(HaveItDealEach)
def _have_it_deal_each(state: GameState, item: StackItem, eff: HaveItDealEach) -> Decision | None:
    return damage_each(state, item, eff)


@dataclass(frozen=True, slots=True)
class DamageEachOtherCreature(Effect):
    """"it deals N damage to each other creature": every creature except the source, simultaneously."""

    amount: Amount


@executes(DamageEachOtherCreature)
def _damage_each_other(state: GameState, item: StackItem, eff: DamageEachOtherCreature) -> Decision | None:
    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    for oid in list(state.battlefield):
        if oid != item.source and is_creature(state, state.objects[oid]):
            deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    return None


@dataclass(frozen=True, slots=True)
class DamageToEventCreature(Effect):
    """"CARDNAME deals N damage to it": "it" is the creature the trigger event names."""

    amount: Amount


@executes(DamageToEventCreature)
def _damage_to_event_creature(state: GameState, item: StackItem, eff: DamageToEventCreature) -> Decision | None:
    obj = state.objects.get(int(item.event.get("object", -1)))
    if obj is not None and obj.zone == Zone.BATTLEFIELD and is_creature(state, obj):
        deal_damage(state, item.source, item.controller, source_colors(state, item), ("object", obj.oid),
                    _amount(state, item, eff.amount))
    return None
