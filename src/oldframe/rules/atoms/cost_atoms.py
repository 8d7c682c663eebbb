"""Atoms of the cost-part templates (``cards/compiler/costs.py``): mana for each counter removed
as a cost (the storage lands) and cumulative upkeep paid in life."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.cards.model import Effect
from oldframe.rules import zones
from oldframe.rules.effects import executes, lose_life, sacrifice
from oldframe.rules.mana import Mana
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class AddManaPerCounterRemoved(Effect):
    """"Add {B} for each storage counter removed this way": the number removed is the value chosen
    while paying "Remove any number of storage counters from CARDNAME" (kept as the item's X; CR 107.3,
    605.3b; 2003: 409.1f)."""

    mana: Mana
    counter: str
    #: "Add {B}, then add an additional {B} for each …" (the Mana Batteries): mana added beyond the count.
    plus: int = 0


@executes(AddManaPerCounterRemoved)
def _add_mana_per_counter(state: GameState, item: StackItem, eff: AddManaPerCounterRemoved) -> Decision | None:
    n = item.x + eff.plus
    pool = state.players[item.controller].pool
    for i in range(6):
        pool[i] += eff.mana[i] * n
    zones.emit(state, "mana", item.controller, tuple(eff.mana[i] * n for i in range(6)))
    return None


@dataclass(frozen=True, slots=True)
class CumulativeUpkeepLife(Effect):
    """"Cumulative upkeep—Pay N life": put an age counter on the source, then its controller may pay
    N life for each age counter on it; if they don't, they sacrifice it (CR 702.24a; 2003: 502.13).
    Life can be paid only by a player whose life total is at least the amount (CR 119.4)."""

    life: int


@executes(CumulativeUpkeepLife)
def _cumulative_upkeep_life(state: GameState, item: StackItem, eff: CumulativeUpkeepLife) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    if "aged" not in item.choices:
        obj.counters = {**(obj.counters or {}), "age": (obj.counters or {}).get("age", 0) + 1}
        zones.emit(state, "counter", obj.oid, "age", 1)
        item.choices["aged"] = True
    if obj.controller != item.controller:
        return None
    amount = eff.life * (obj.counters or {}).get("age", 0)
    able = state.players[item.controller].life >= amount
    if "may" not in item.choices and able:
        return Decision("may", item.controller, {"source": item.source_name, "text": f"Pay {amount} life?"})
    if item.choices.get("may", False) and able:
        lose_life(state, item.controller, amount)  # paying life is losing it (CR 119.4, 119.3c)
        return None
    sacrifice(state, obj.oid)
    return None


@dataclass(frozen=True, slots=True)
class ReturnSourceFromGraveyard(Effect):
    """"Return CARDNAME from your graveyard to your hand / to the battlefield": the effect of an
    ability activated from the graveyard (Shard Phoenix, Necrosavant). If the card has left the
    graveyard meanwhile it is a new object and nothing happens (CR 400.7; 2003: 217.1c)."""

    to: str  # "hand" or "battlefield"


@executes(ReturnSourceFromGraveyard)
def _return_source(state: GameState, item: StackItem, eff: ReturnSourceFromGraveyard) -> Decision | None:
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.GRAVEYARD:
        return None
    if eff.to == "hand":
        zones.move(state, obj.oid, Zone.HAND)
    else:
        zones.move(state, obj.oid, Zone.BATTLEFIELD, controller=obj.owner)
    return None
