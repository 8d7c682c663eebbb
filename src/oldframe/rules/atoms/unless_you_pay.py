""""When CARDNAME enters the battlefield, you may pay {U}. If you don't, destroy target Knight and it can't be
regenerated." (Knight of the Mists): the controller may pay as it resolves (CR 603.5, 118.12; 2003: 410.5); the
instructions after "If you don't" happen only if they didn't (or couldn't)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import run_then_if_paid
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import DestroyNoRegenerate, Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class MayPayElse(Effect):
    """"You may pay {cost}. If you don't, ``otherwise``."""

    cost: ManaCost
    otherwise: tuple[Effect, ...]


@executes(MayPayElse)
def _may_pay_else(state: GameState, item: StackItem, eff: MayPayElse) -> Decision | None:
    if "paid_then" not in item.choices:
        if "may" not in item.choices and can_pay_mana(state, item.controller, eff.cost):
            return Decision(DecisionKind.MAY, item.controller, {"source": item.source_name, "text": f"Pay {eff.cost}?"})
        paid = bool(item.choices.pop("may", False)) and can_pay_mana(state, item.controller, eff.cost)
        if paid:
            pay_mana_cost(state, item.controller, eff.cost)
        item.choices["paid_then"] = not paid  # (the record's flag: whether the instructions after it run)
        item.choices["then_index"] = 0
    return run_then_if_paid(state, item, eff.otherwise)


@dataclass(frozen=True, slots=True)
class DestroyAndNoRegen(DestroyNoRegenerate):
    """"destroy target Knight and it can't be regenerated": one sentence (CR 701.15c)."""


executes(DestroyAndNoRegen)(EXECUTORS[DestroyNoRegenerate])
