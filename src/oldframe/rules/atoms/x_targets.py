"""X targets: "Firestorm deals X damage to each of X targets." (with "As an additional cost to cast this
spell, discard X cards.", ``rules.atoms.x_costs``) and "{X}, {T}: Tap X target lands." (Mishra's Helix).

X is announced first (CR 601.2b; 2003: 409.1b) and the spell then has exactly X targets, each a
different creature or player (CR 601.2c; 2003: 409.1c): the targets are optional requirements whose
number is set by X (``TargetSpec.relation`` "x_count"), and an X larger than the number of legal targets
is never offered (``altcosts.can_cast_with``, ``casting.x_decision``). On resolution the damage goes to
each target still legal (CR 608.2b; 2003: 413.2a).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import _amount, deal_damage, executes, source_colors
from oldframe.rules.model.cards import Amount, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone

#: ``TargetSpec.relation`` of the X targets.
X_COUNT = "x_count"


@dataclass(frozen=True, slots=True)
class DamageEachOfXTargets(Effect):
    """``amount`` damage to each of the targets from ``first`` on (as many as X)."""

    amount: Amount
    first: Ref


@executes(DamageEachOfXTargets)
def _damage_each_target(state: GameState, item: StackItem, eff: DamageEachOfXTargets) -> Decision | None:
    n = _amount(state, item, eff.amount)
    start = int(eff.first.removeprefix("target:"))
    colors = source_colors(state, item)
    for t in item.targets[start:]:
        if t is not None:
            deal_damage(state, item.source, item.controller, colors, t, n)
    return None


@dataclass(frozen=True, slots=True)
class TapEachOfXTargets(Effect):
    """Tap each of the targets from ``first`` on (as many as X; CR 701.21)."""

    first: Ref


@executes(TapEachOfXTargets)
def _tap_each_target(state: GameState, item: StackItem, eff: TapEachOfXTargets) -> Decision | None:
    start = int(eff.first.removeprefix("target:"))
    for t in item.targets[start:]:
        obj = state.objects.get(t[1]) if t is not None and t[0] == "object" else None
        if obj is not None and obj.zone == Zone.BATTLEFIELD and not obj.tapped:
            zones.tap(state, obj)
    return None


@dataclass(frozen=True, slots=True)
class ReturnEachOfXTargetsToHand(Effect):
    """"Return X target cards from your graveyard to your hand." (Nostalgic Dreams): each target from
    ``first`` on still in the graveyard goes to its owner's hand."""

    first: Ref


@executes(ReturnEachOfXTargetsToHand)
def _return_each_target(state: GameState, item: StackItem, eff: ReturnEachOfXTargetsToHand) -> Decision | None:
    start = int(eff.first.removeprefix("target:"))
    for t in item.targets[start:]:
        obj = state.objects.get(t[1]) if t is not None and t[0] == "object" else None
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, obj.oid, Zone.HAND)
    return None


@dataclass(frozen=True, slots=True)
class BounceEachOfXTargets(Effect):
    """"Return X target creatures to their owners' hands." (Alexi, Zephyr Mage): each target from ``first`` on
    still on the battlefield goes to its owner's hand (an illegal one is left alone, CR 608.2b)."""

    first: Ref


@executes(BounceEachOfXTargets)
def _bounce_each_target(state: GameState, item: StackItem, eff: BounceEachOfXTargets) -> Decision | None:
    start = int(eff.first.removeprefix("target:"))
    for t in item.targets[start:]:
        obj = state.objects.get(t[1]) if t is not None and t[0] == "object" else None
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            zones.move(state, obj.oid, Zone.HAND)
    return None
