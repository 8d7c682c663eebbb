"""X damage divided among any number of targets: "Fireball deals X damage divided evenly, rounded down,
among any number of targets." with "This spell costs {1} more to cast for each target beyond the
first.", and "Fire Covenant deals X damage divided as you choose among any number of target creatures."

The order of the announcement is the rules' own (CR 601.2b-f; 2003: 409.1b-f): X first (the cast
action carries it), then how many targets (``extensions.TARGET_COUNTS``: a ``TARGET_COUNT`` decision
whose options are the counts that have that many different legal targets, no more than X when each
target must get at least 1, and whose total cost can be paid), then the targets, all different, then
the division (``extensions.DIVISIONS``: one ``DIVIDE`` decision per target but the last, each offering
only amounts that leave at least 1 for every target after it; the last gets the rest), then the total
cost, where the per-target increase applies (``extensions.SPELL_COST``, CR 601.2f).

On resolution a target that became illegal gets nothing and the others get what was announced for
them: the division is not made again (CR 608.2b; 2003: 413.2a), and Fireball's even share stays the
one of the number of targets announced.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from oldframe.rules.casting import _mana_cost, can_pay_mana
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, executes, source_colors
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import CardDef, Effect, Ref, SpellAbility, TargetSpec
from oldframe.rules.state import Decision, GameState, StackItem
from oldframe.rules.targets import has_legal_target, legal_targets

#: ``TargetSpec.relation`` of the targets of a divided amount: optional requirements, as many chosen
#: as announced.
DIVIDED = "divided"
#: How many target requirements a divided spell carries: the most targets it may be cast with.
MOST_TARGETS = 10


@dataclass(frozen=True, slots=True)
class DividedXDamage(Effect):
    """X damage divided among the targets from ``first`` on: ``evenly`` each gets X divided by their
    number, rounded down (Fireball); else as the caster announced (Fire Covenant, CR 601.2d)."""

    first: Ref
    evenly: bool


@dataclass(frozen=True, slots=True)
class CostPerExtraTarget(Effect):
    """"This spell costs {1} more to cast for each target beyond the first." (CR 601.2f; 2003:
    409.1f): a rule of casting kept among the spell's instructions; it does nothing on resolution."""

    generic: int


def _divided(card: CardDef) -> tuple[DividedXDamage, SpellAbility] | None:
    sp = card.behaviour.spell
    if sp is None:
        return None
    eff = next((e for e in sp.effects if isinstance(e, DividedXDamage)), None)
    return None if eff is None else (eff, sp)


def _spec(sp: SpellAbility, eff: DividedXDamage) -> TargetSpec:
    return sp.targets[int(eff.first.removeprefix("target:"))]


def _plus(cost: ManaCost, generic: int) -> ManaCost:
    return replace(cost, generic=cost.generic + generic) if generic else cost


def _extra_cost(card: CardDef, targets: int) -> int:
    sp = card.behaviour.spell
    if sp is None or targets < 2:
        return 0
    return sum(e.generic for e in sp.effects if isinstance(e, CostPerExtraTarget)) * (targets - 1)


@executes(DividedXDamage)
def _divided_damage(state: GameState, item: StackItem, eff: DividedXDamage) -> Decision | None:
    start = int(eff.first.removeprefix("target:"))
    count = int(item.choices.get("target_count", 0))
    chosen = item.targets[start:start + count]
    if not chosen:
        return None
    if eff.evenly:
        shares = [item.x // len(chosen)] * len(chosen)
    else:
        given = list(item.choices.get("division", []))
        shares = [*given, item.x - sum(given)]
    colors = source_colors(state, item)
    for target, amount in zip(chosen, shares, strict=False):
        if target is not None and amount > 0:  # an illegal target gets nothing (CR 608.2b)
            deal_damage(state, item.source, item.controller, colors, target, amount)
    return None


@executes(CostPerExtraTarget)
def _cost_per_target(state: GameState, item: StackItem, eff: CostPerExtraTarget) -> Decision | None:
    return None  # paid as the spell was cast


# -- announcing ------------------------------------------------------------------------------------------
def _item_spell(state: GameState, item: StackItem) -> tuple[DividedXDamage, SpellAbility, CardDef] | None:
    if item.kind != "spell" or item.oid not in state.objects:
        return None
    card = state.objects[item.oid].card
    found = _divided(card)
    return None if found is None else (*found, card)


def announce_count(state: GameState, item: StackItem) -> Decision | None:
    """How many targets (CR 601.2c; 2003: 409.1c): 1 up to the number of different legal targets, no
    more than X when each must get at least 1 (CR 601.2d), and only counts whose cost can be paid."""
    found = _item_spell(state, item)
    if found is None or "target_count" in item.choices:
        return None
    eff, sp, card = found
    legal = legal_targets(state, _spec(sp, eff), item.controller, item.source,
                          frozenset(item.choices.get("source_colors", ())))
    most = min(len(legal), MOST_TARGETS)
    if not eff.evenly:
        most = min(most, max(item.x, 1))  # X of 0: one target, dealt nothing
    base = _mana_cost(state, item)
    options = [n for n in range(1, most + 1)
               if can_pay_mana(state, item.controller, _plus(base, _extra_cost(card, n)))]
    if len(options) == 1:
        item.choices["target_count"] = options[0]
        return None
    return Decision(DecisionKind.TARGET_COUNT, item.controller, {"options": options})


def announce_division(state: GameState, item: StackItem) -> Decision | None:
    """The amount for each target in turn but the last, at least 1 each (CR 601.2d; 2003: 409.1d):
    the choice among all divisions is made in steps, so every step has few legal answers."""
    found = _item_spell(state, item)
    if found is None or found[0].evenly:
        return None
    count = int(item.choices.get("target_count", 0))
    given = list(item.choices.get("division", []))
    while len(given) < count - 1:
        rest = item.x - sum(given)
        after = count - 1 - len(given)  # targets still to get at least 1 after this one
        options = list(range(1, rest - after + 1))
        if len(options) != 1:
            return Decision(DecisionKind.DIVIDE, item.controller,
                            {"options": options, "target": list(item.targets[len(given)])})
        given.append(options[0])
        item.choices["division"] = given
    return None


def has_a_target(state: GameState, player: int, card: CardDef) -> bool:
    """A divided spell is cast only with at least one target (``casting.CAST_RESTRICTIONS``; its
    requirements are optional only in how many there are)."""
    found = _divided(card)
    if found is None:
        return True
    eff, sp = found
    return has_legal_target(state, _spec(sp, eff), player, -1, card.colors)


def per_target_cost(state: GameState, player: int, card: CardDef, base: ManaCost, face_down: bool) -> ManaCost:
    """The increase of the spell being announced, once its targets are known (CR 601.2f: the total
    cost is determined after targets are chosen)."""
    item = state.casting
    if item is None or item.kind != "spell" or item.oid not in state.objects:
        return base
    if state.objects[item.oid].card is not card:
        return base
    extra = _extra_cost(card, int(item.choices.get("target_count", 0)))
    return _plus(base, extra)
