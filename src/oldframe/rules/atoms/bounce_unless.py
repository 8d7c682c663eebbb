""""Then return another target creature to its owner's hand unless its controller pays {1}." (Withdraw): the
creature's controller, as the spell resolves, may pay the mana to keep it (CR 608.2d: a choice made on
resolution by the player the text names; 2003: 413.2c). The compiler side is ``cards/compiler/bounce_unless.py``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.decisions.choice_record import indexed
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, resolve_targets
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ReturnUnlessControllerPays(Effect):
    """Return ``what`` to its owner's hand unless its controller pays ``cost``."""

    what: Ref
    cost: ManaCost


@executes(ReturnUnlessControllerPays)
def _return_unless(state: GameState, item: StackItem, eff: ReturnUnlessControllerPays) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        payer = obj.controller
        key = f"unless_paid_{ident}"
        answers = indexed(item.choices)
        if key not in answers and can_pay_mana(state, payer, eff.cost):
            return Decision(DecisionKind.MAY, payer, {"source": item.source_name, "text": f"Pay {eff.cost}?",
                                                      "key": key})
        if answers.get(key) and can_pay_mana(state, payer, eff.cost):
            pay_mana_cost(state, payer, eff.cost)
            continue
        zones.move(state, ident, Zone.HAND)
    return None
