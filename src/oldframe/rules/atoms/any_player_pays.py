"""The Rhystic cards' "unless any player pays {N}" (Prophecy): "That creature gets an additional +4/+4 until
end of turn unless any player pays {2}." (Wild Might), "{B}: CARDNAME gets +1/+1 until end of turn unless any
player pays {2}." (Nakaya Shade), "At the beginning of your upkeep, sacrifice CARDNAME unless any player pays
{3}." (Icy Prison); and Rhystic Lightning's narrower "unless that permanent's controller or that player
pays {2}". As the spell or ability resolves each player in turn order, the active player first
(CR 101.4; 2003: 101.4), may pay the cost (CR 118.12; 2003: 409.1 "unless" payments on resolution) — asked
only if they can; once one pays, nobody else is asked and the effect doesn't happen."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import run_then_if_paid
from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, execute, executes, resolve_targets, sacrifice, source_colors
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, ModifyPT, PumpAll, Ref, Selector
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class PumpUnlessAnyPlayerPays(Effect):
    """``who`` gets +``power``/+``toughness`` until end of turn unless any player pays ``cost``;
    ``additional``: worded "an additional" (a second bonus on the same creature)."""

    who: Ref
    power: int
    toughness: int
    cost: ManaCost
    additional: bool = False


@dataclass(frozen=True, slots=True)
class SacrificeUnlessAnyPlayerPays(Effect):
    """Sacrifice ``what`` (the source) unless any player pays ``cost``."""

    what: Ref
    cost: ManaCost


def anyone_paid(state: GameState, item: StackItem, cost: ManaCost, what: str) -> Decision | bool:
    """Whether some player paid ``cost``, or the next player's decision; ``what`` is what paying stops."""
    answers = indexed(item.choices)
    for p in state.apnap():
        if state.players[p].lost:
            continue
        pay = f"unless_pay:{p}"
        if pay not in answers:
            if can_pay_mana(state, p, cost):
                return Decision(DecisionKind.MAY, p, {"key": pay, "source": item.source_name,
                                                      "text": f"Pay {cost}? (else {what})"})
            set_answer(item.choices, pay, False)
        if answers[pay] and can_pay_mana(state, p, cost):
            pay_mana_cost(state, p, cost)
            return True
    return False


@executes(PumpUnlessAnyPlayerPays)
def _pump_unless(state: GameState, item: StackItem, eff: PumpUnlessAnyPlayerPays) -> Decision | None:
    paid = anyone_paid(state, item, eff.cost, f"+{eff.power}/+{eff.toughness}")
    if isinstance(paid, Decision):
        return paid
    if not paid:
        return execute(state, item, ModifyPT(eff.who, eff.power, eff.toughness))
    return None


@executes(SacrificeUnlessAnyPlayerPays)
def _sacrifice_unless(state: GameState, item: StackItem, eff: SacrificeUnlessAnyPlayerPays) -> Decision | None:
    obj = state.objects.get(item.source)
    if eff.what != "self" or obj is None or obj.zone != Zone.BATTLEFIELD or obj.controller != item.controller:
        return None
    paid = anyone_paid(state, item, eff.cost, f"sacrifice {obj.card.name}")
    if isinstance(paid, Decision):
        return paid
    if not paid:
        sacrifice(state, obj.oid)
    return None


@dataclass(frozen=True, slots=True)
class DamageUnlessTargetPays(Effect):
    """"CARDNAME deals 4 damage to any target unless that permanent's controller or that player pays {2}. If
    they do, CARDNAME deals 2 damage to the permanent or player." (Rhystic Lightning): only the targeted player,
    or the targeted permanent's controller, may pay; ``reduced`` is the damage if they do."""

    amount: int
    to: Ref
    cost: ManaCost
    reduced: int


@executes(DamageUnlessTargetPays)
def _damage_unless(state: GameState, item: StackItem, eff: DamageUnlessTargetPays) -> Decision | None:
    targets = list(resolve_targets(state, item, eff.to))
    if not targets:
        return None
    kind, ident = targets[0]
    payer = ident if kind == "player" else state.objects[ident].controller
    answers = indexed(item.choices)
    pay = f"unless_pay:{payer}"
    if pay not in answers:
        if can_pay_mana(state, payer, eff.cost):
            text = f"Pay {eff.cost}? (else {eff.amount} damage, not {eff.reduced})"
            return Decision(DecisionKind.MAY, payer, {"key": pay, "source": item.source_name, "text": text})
        set_answer(item.choices, pay, False)
    paid = bool(answers[pay]) and can_pay_mana(state, payer, eff.cost)
    if paid:
        pay_mana_cost(state, payer, eff.cost)
    deal_damage(state, item.source, item.controller, source_colors(state, item), (kind, ident),
                eff.reduced if paid else eff.amount)
    return None


@dataclass(frozen=True, slots=True)
class UnlessAnyPlayerPaysThen(Effect):
    """"Unless any player pays {2}, ``then``." (Rhystic Tutor): ``then`` in order if nobody paid."""

    cost: ManaCost
    then: tuple[Effect, ...]


@executes(UnlessAnyPlayerPaysThen)
def _unless_then(state: GameState, item: StackItem, eff: UnlessAnyPlayerPaysThen) -> Decision | None:
    if "paid_then" not in item.choices:
        paid = anyone_paid(state, item, eff.cost, "it happens")
        if isinstance(paid, Decision):
            return paid
        item.choices["paid_then"] = not paid  # (the record's flag: whether the instructions run)
        item.choices["then_index"] = 0
    return run_then_if_paid(state, item, eff.then)


@dataclass(frozen=True, slots=True)
class PumpAllThenMoreUnlessPaid(Effect):
    """"Creatures you control get +0/+1 until end of turn. They get an additional +0/+2 until end of turn unless
    any player pays {2}." (Rhystic Shield): ``affected`` get ``power``/``toughness``, and the same creatures
    ``more_power``/``more_toughness`` more unless someone pays. The payment is asked first: both bonuses come in
    the same resolution, with no player acting between them (CR 608.2c)."""

    affected: Selector
    power: int
    toughness: int
    more_power: int
    more_toughness: int
    cost: ManaCost


@executes(PumpAllThenMoreUnlessPaid)
def _pump_all_more(state: GameState, item: StackItem, eff: PumpAllThenMoreUnlessPaid) -> Decision | None:
    paid = anyone_paid(state, item, eff.cost, f"+{eff.more_power}/+{eff.more_toughness}")
    if isinstance(paid, Decision):
        return paid
    execute(state, item, PumpAll(eff.affected, eff.power, eff.toughness))
    if not paid:
        execute(state, item, PumpAll(eff.affected, eff.more_power, eff.more_toughness))
    return None
