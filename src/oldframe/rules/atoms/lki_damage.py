"""Damage to the controller of a permanent the spell just destroyed: "Destroy target artifact with mana value X.
It can't be regenerated. Detonate deals X damage to that artifact's controller." (Detonate). The controller is
the permanent's as it last existed on the battlefield (last known information, CR 608.2h; 2003: 413.2f)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import _amount, deal_damage, executes, source_colors
from oldframe.rules.model.cards import Amount, Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DamageToItsController(Effect):
    """``amount`` damage to the controller of ``what`` (a target permanent, gone or not); ``noun`` is the word
    the card uses ("artifact")."""

    amount: Amount
    what: Ref
    noun: str


@executes(DamageToItsController)
def _damage_controller(state: GameState, item: StackItem, eff: DamageToItsController) -> Decision | None:
    index = int(eff.what[7:]) if eff.what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None  # an illegal target: nobody to name (CR 608.2b)
    obj = state.objects.get(target[1])
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        player = obj.controller
    else:
        known = item.choices.get("lki", {}).get(str(target[1]))
        if known is None:
            return None
        player = int(known[2])
    n = _amount(state, item, eff.amount)
    if n > 0:
        deal_damage(state, item.source, item.controller, source_colors(state, item), ("player", player), n)
    return None
