"""Counterspells that do more than counter: where the countered spell goes ("If that spell is
countered this way, put it on top of its owner's library instead of into that player's graveyard."
— Memory Lapse; "… exile it instead of putting it into its owner's graveyard." — Dissipate, Liquify),
what happens to an ability's source ("Counter target spell or ability an opponent controls that
targets a land you control. If a permanent's ability is countered this way, destroy that permanent."
— Teferi's Response), and a check made on resolution ("Counter target spell if its mana value is 2 or
less." — Prohibit; "Destroy target artifact if its mana value is 2 or less." — Overload, whose kicked
"… 5 or less instead" is ``spell_lines.IfKicked``).

Countering (CR 701.5; 2003: 414): the spell leaves the stack for its owner's graveyard, or, "instead",
where the counterspell says — a replacement of that move (CR 614.1a; 2003: 419.6a); a flashback spell
is still removed from the game (2003: 502.22a), which outranks it as its own text says "anywhere else".
A spell that can't be countered stays, and nothing "countered this way" follows.
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import casting, zones
from oldframe.rules.atoms.compiled import CounterUnlessPay, counter_unless_pay
from oldframe.rules.atoms.hand_disruption import exile_all_named
from oldframe.rules.atoms.mechanics import domain_count
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import (
    cant_be_countered,
    counter,
    deal_damage,
    destroy,
    executes,
    resolve_targets,
    source_colors,
)
from oldframe.rules.events import Countered, PoolEmptied
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value
from oldframe.rules.targets import spell_mana_value

#: ``CounterTo.to``: on top of its owner's library; exiled.
LIBRARY_TOP = "library_top"
EXILE = "exile"


@dataclass(frozen=True, slots=True)
class CounterTo(Effect):
    """"Counter target spell. If that spell is countered this way, <put it somewhere> instead …":
    ``to`` is :data:`LIBRARY_TOP` or :data:`EXILE`."""

    what: Ref
    to: str


@dataclass(frozen=True, slots=True)
class CounterDestroySource(Effect):
    """"Counter <target>. If a permanent's ability is countered this way, destroy that permanent."
    (CR 701.5, 701.7): the source of a countered activated or triggered ability, if it is still the
    same permanent in play (CR 400.7)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class IfManaValue(Effect):
    """"<Counter / Destroy> <target> if its mana value is N or less": the target can be any spell /
    artifact; its mana value (2003: converted mana cost, 203.3; a spell's X counts, CR 202.3e) is
    checked as the spell resolves (CR 608.2b; 2003: 413.2a). ``action``: "counter" or "destroy"."""

    action: str
    what: Ref
    most: int


def counter_to(state: GameState, oid: int, to: Zone) -> bool:
    """Counter the spell ``oid``, putting it into ``to`` instead of its owner's graveyard; True if it
    was countered (CR 701.5; 2003: 414)."""
    for i, it in enumerate(state.stack):
        if it.oid != oid or it.kind != "spell":
            continue
        if cant_be_countered(state, oid):
            return False
        del state.stack[i]
        zones.emit(state, Countered(it.controller, oid, it.source_name))
        zone = zones.leave_stack_zone(it, resolved=False)
        zones.move(state, oid, to if zone == Zone.GRAVEYARD else zone, top=True)
        return True
    return False


@executes(CounterTo)
def _counter_to(state: GameState, item: StackItem, eff: CounterTo) -> Decision | None:
    to = Zone.LIBRARY if eff.to == LIBRARY_TOP else Zone.EXILE
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object":
            counter_to(state, ident, to)
    return None


@executes(CounterDestroySource)
def _counter_destroy_source(state: GameState, item: StackItem, eff: CounterDestroySource) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        target = next((it for it in state.stack if it.oid == ident), None) if kind == "object" else None
        if target is None:
            continue
        counter(state, ident)
        if any(it.oid == ident for it in state.stack):
            continue  # it can't be countered: nothing was countered this way
        source = state.objects.get(target.source)
        if target.kind in ("activated", "triggered") and source is not None and source.zone == Zone.BATTLEFIELD:
            destroy(state, target.source)
    return None


@executes(IfManaValue)
def _if_mana_value(state: GameState, item: StackItem, eff: IfManaValue) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind != "object":
            continue
        if eff.action == "counter":
            spell = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None)
            if spell is not None and spell_mana_value(state, spell) <= eff.most:
                counter(state, ident)
        else:
            obj = state.objects.get(ident)
            if obj is not None and obj.zone == Zone.BATTLEFIELD and mana_value(obj) <= eff.most:
                destroy(state, ident)
    return None


@dataclass(frozen=True, slots=True)
class CounterUnlessPayOrLoseMana(Effect):
    """"Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands
    with mana abilities they control and lose all unspent mana." (Power Sink): X is the counterspell's
    announced X (CR 107.3); the unspent mana is lost without mana burn (it isn't a pool emptying at
    the end of a phase, 2003: 300.4)."""

    what: Ref
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class CounterUnlessPayDomain(Effect):
    """"Domain — Counter target spell unless its controller pays {1} for each basic land type among
    lands you control." (Evasive Action): counted as it resolves (CR 608.2h)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CounterIfKicked(Effect):
    """"Counter target spell if it was kicked." (Ertai's Trickery; CR 702.33d): kicked as the spell
    records it (``choices["kicked"]``), checked as Ertai's Trickery resolves."""

    what: Ref


@executes(CounterUnlessPayOrLoseMana)
def _power_sink(state: GameState, item: StackItem, eff: CounterUnlessPayOrLoseMana) -> Decision | None:
    payers = {ident: it.controller for _kind, ident in resolve_targets(state, item, eff.what)
              for it in state.stack if it.oid == ident}
    question = counter_unless_pay(state, item, CounterUnlessPay(eff.what, eff.cost))
    if question is not None:
        return question
    for ident, payer in payers.items():
        if any(it.oid == ident for it in state.stack):
            continue  # paid (or it couldn't be countered)
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if obj.controller == payer and not obj.tapped and is_type(state, obj, "land") \
                    and any(ab.is_mana for ab in activated_abilities(state, obj)):
                zones.tap(state, obj)
        lost = sum(state.players[payer].pool)
        if lost:
            state.players[payer].pool = [0, 0, 0, 0, 0, 0]
            zones.emit(state, PoolEmptied(payer, lost))
    return None


@executes(CounterUnlessPayDomain)
def _domain_counter(state: GameState, item: StackItem, eff: CounterUnlessPayDomain) -> Decision | None:
    if "x_paid" not in item.choices:  # the count, fixed as it resolves
        item.choices["x_paid"] = domain_count(state, item.controller)
    return counter_unless_pay(state, item, CounterUnlessPay(eff.what, ManaCost(generic=int(item.choices["x_paid"]))))


@executes(CounterIfKicked)
def _counter_if_kicked(state: GameState, item: StackItem, eff: CounterIfKicked) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        spell = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None)
        if spell is not None and spell.choices.get("kicked"):
            counter(state, ident)
    return None


@dataclass(frozen=True, slots=True)
class CounterExileAllNamed(Effect):
    """"Counter target instant or sorcery spell. Search its controller's graveyard, hand, and library for
    all cards with the same name as that spell and exile them. Then that player shuffles." (Quash): the
    name is the spell's as it last existed (CR 608.2h); the countered card itself is found in the
    graveyard. Nothing is searched if the spell couldn't be countered and stays."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CounterUnlessPayTo(Effect):
    """"Counter target spell unless its controller pays {X}. If that spell is countered this way, exile
    it instead of putting it into its owner's graveyard." (Syncopate)."""

    what: Ref
    cost: ManaCost
    to: str


@executes(CounterExileAllNamed)
def _quash(state: GameState, item: StackItem, eff: CounterExileAllNamed) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        spell = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None) \
            if kind == "object" else None
        if spell is None:
            continue
        name = state.objects[ident].card.name
        counter(state, ident)
        if any(it.oid == ident for it in state.stack):
            continue
        exile_all_named(state, spell.controller, name)  # its controller's zones (the card is its owner's)
    return None


@executes(CounterUnlessPayTo)
def _counter_unless_pay_to(state: GameState, item: StackItem, eff: CounterUnlessPayTo) -> Decision | None:
    cost = eff.cost.with_x(item.x) if eff.cost.x else eff.cost
    to = Zone.LIBRARY if eff.to == LIBRARY_TOP else Zone.EXILE
    for _kind, ident in resolve_targets(state, item, eff.what):
        target = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None)
        if target is None:
            continue
        payer = target.controller
        if "may" not in item.choices and casting.can_pay_mana(state, payer, cost):
            return Decision(DecisionKind.MAY, payer, {"source": item.source_name, "text": f"Pay {cost}?"})
        if item.choices.pop("may", False) and casting.can_pay_mana(state, payer, cost):
            casting.pay_mana_cost(state, payer, cost)
            continue
        counter_to(state, ident, to)
    return None


@dataclass(frozen=True, slots=True)
class CounterSteal(Effect):
    """"Counter target spell. If an artifact or creature spell is countered this way, put that card onto
    the battlefield under your control instead of into its owner's graveyard." (Desertion): a copy
    simply ceases to exist (2003: 420.5j)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CounterGainManaValue(Effect):
    """"Counter <target>. Its controller gains life equal to its mana value." (Illumination): the
    spell's controller and mana value as it last existed on the stack (CR 608.2h; X counts, CR 202.3e)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CounterAndDamage(Effect):
    """"Counter target spell and CARDNAME deals N damage to target creature." (Suffocating Blast): one
    instruction with two targets, ``what`` and the one after it; each part happens if its own target
    is still legal (CR 608.2b; 2003: 413.2a)."""

    what: Ref
    amount: int


@executes(CounterSteal)
def _desertion(state: GameState, item: StackItem, eff: CounterSteal) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        spell = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None) \
            if kind == "object" else None
        if spell is None:
            continue
        card = state.objects[ident].card
        if not ({"Artifact", "Creature"} & set(card.types)):
            counter(state, ident)
            continue
        for i, it in enumerate(state.stack):
            if it is spell and not cant_be_countered(state, ident):
                del state.stack[i]
                zones.emit(state, Countered(it.controller, ident, it.source_name))
                zone = zones.leave_stack_zone(it, resolved=False)
                if zone == Zone.GRAVEYARD:
                    zones.move(state, ident, Zone.BATTLEFIELD, controller=item.controller)
                else:
                    zones.move(state, ident, zone)
                break
    return None


@executes(CounterGainManaValue)
def _illumination(state: GameState, item: StackItem, eff: CounterGainManaValue) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        spell = next((it for it in state.stack if it.oid == ident and it.kind == "spell"), None) \
            if kind == "object" else None
        if spell is None:
            continue
        value, player = spell_mana_value(state, spell), spell.controller
        counter(state, ident)
        if value and not state.players[player].lost:
            zones.gain_life(state, player, value)  # CR 119.3 (2003: glossary "Gain Life")
    return None


@executes(CounterAndDamage)
def _counter_and_damage(state: GameState, item: StackItem, eff: CounterAndDamage) -> Decision | None:
    index = int(eff.what[7:])
    for _kind, ident in resolve_targets(state, item, eff.what):
        counter(state, ident)
    for t in resolve_targets(state, item, f"target:{index + 1}"):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, eff.amount)
    return None
