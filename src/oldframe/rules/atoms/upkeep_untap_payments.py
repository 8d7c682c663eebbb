"""A payment made by the player a trigger names: "At the beginning of the upkeep of enchanted creature's
controller, that player may pay {1}{B}. If the player does, untap that creature." (Dance of the Dead; the
same shape holds the creature tapped with "Enchanted creature … doesn't untap during its controller's untap
step.").

The Aura's controller controls the ability (CR 603.3a), but "that player" — the enchanted creature's
controller, whose upkeep it is — decides and pays (CR 603.5, 118.12; 2003: 410.5): offered only if they can
pay, and the rest happens only if they paid."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import run_then_if_paid
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class ThatPlayerMayPayThen(Effect):
    """"that player may pay {cost}. If the player does, ``then``." — the trigger event's player pays."""

    cost: ManaCost
    then: tuple[Effect, ...]


@executes(ThatPlayerMayPayThen)
def _that_player_may_pay(state: GameState, item: StackItem, eff: ThatPlayerMayPayThen) -> Decision | None:
    payer = item.event.get("player")
    if "paid_then" not in item.choices:
        if payer is None or state.players[int(payer)].lost:
            return None
        if "may" not in item.choices:
            if not can_pay_mana(state, int(payer), eff.cost):
                return None
            return Decision(DecisionKind.MAY, int(payer), {"source": item.source_name, "text": f"Pay {eff.cost}?"})
        paid = bool(item.choices.pop("may")) and can_pay_mana(state, int(payer), eff.cost)
        if paid:
            pay_mana_cost(state, int(payer), eff.cost)
        item.choices["paid_then"] = paid
        item.choices["then_index"] = 0
    return run_then_if_paid(state, item, eff.then)
