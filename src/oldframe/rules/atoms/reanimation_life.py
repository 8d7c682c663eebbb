"""The two halves of Life // Death. Death: "Return target creature card from your graveyard to the
battlefield. You lose life equal to its mana value." — the card comes back under its owner's control
(CR 110.2) and its controller loses life equal to its mana value as it was in the graveyard (CR 202.3,
608.2h); a card no longer there returns nothing and costs no life. Life: see :class:`YourLandsBecomeCreatures`."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import executes, lose_life, resolve_targets
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ReturnAndLoseLifeMV(Effect):
    """Return ``what`` from your graveyard to the battlefield; you lose life equal to its mana value."""

    what: Ref


@executes(ReturnAndLoseLifeMV)
def _return_and_lose(state: GameState, item: StackItem, eff: ReturnAndLoseLifeMV) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is None or obj.zone != Zone.GRAVEYARD:
            continue
        mv = obj.card.mana_cost.converted
        zones.move(state, ident, Zone.BATTLEFIELD, controller=obj.owner)
        lose_life(state, item.controller, mv)
    return None


@dataclass(frozen=True, slots=True)
class YourLandsBecomeCreatures(Effect):
    """"All lands you control become 1/1 creatures until end of turn. They're still lands." (Life, of Life //
    Death): the lands you control as it resolves (CR 611.2c) gain the card type creature and get a set
    P/T (layers 4 and 7b, CR 613.1d, 613.4b) until end of turn (CR 514.2)."""

    power: int
    toughness: int


@executes(YourLandsBecomeCreatures)
def _lands_become_creatures(state: GameState, item: StackItem, eff: YourLandsBecomeCreatures) -> Decision | None:
    lands = [o for o in state.battlefield
             if state.objects[o].controller == item.controller and is_type(state, state.objects[o], "land")]
    ts = state.new_timestamp()
    for oid in lands:
        state.effects.append(ContinuousEffect("add_types", oid, ts, "end_of_turn", value="Creature"))
        state.effects.append(ContinuousEffect("set_pt", oid, ts, "end_of_turn", eff.power, eff.toughness))
    state.version += 1
    return None
