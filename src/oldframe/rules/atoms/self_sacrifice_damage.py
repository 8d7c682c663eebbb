"""Damage from a creature sacrificed to pay for it: "{R}, Sacrifice CARDNAME: It deals 2 damage to target
creature it's blocking." (Tinder Wall; the target filter "blocked_by_source" of ``rules.target_filters``)
and "{R}, Sacrifice CARDNAME: It deals damage equal to its power to target creature." (Minotaur
Illusionist). The source is gone as the ability resolves, so its power is the one it had as it was
sacrificed (last known information, CR 608.2h; 2003: 413.2f), kept by a ``LEAVING_BATTLEFIELD`` point as
the cost is paid. "That creature deals damage equal to its power to CARDNAME." (Tahngarth, Talruum Hero)
is the damage back from the creature the ability targets, if both are still on the battlefield."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import colors_of, power
from oldframe.rules.costparts import remember_sacrificed, sacrificed_stat
from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DamageBySourcePower(Effect):
    """The source deals damage equal to its power to ``to`` (its last known power if it left)."""

    to: Ref


@executes(DamageBySourcePower)
def _damage_by_source_power(state: GameState, item: StackItem, eff: DamageBySourcePower) -> Decision | None:
    src = state.objects.get(item.source)
    amount = power(state, src) if src is not None and src.zone == Zone.BATTLEFIELD else sacrificed_stat(item, "power")
    if amount <= 0:
        return None
    colors = source_colors(state, item)
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, colors, t, amount)
    return None


def note_source_leaving(state: GameState, leaving: Obj) -> None:
    """``extensions.LEAVING_BATTLEFIELD``: an ability's source leaving as its cost is paid (sacrificed)
    leaves its power, toughness and mana value with the ability (CR 608.2h)."""
    item = state.casting
    if item is not None and item.kind == "activated" and item.source == leaving.oid \
            and "sacrificed" not in item.choices:
        remember_sacrificed(state, item, leaving.oid)


@dataclass(frozen=True, slots=True)
class DamageBackBySourcePower(Effect):
    """The creature ``what`` deals damage equal to its power to the ability's source."""

    what: Ref


@executes(DamageBackBySourcePower)
def _damage_back(state: GameState, item: StackItem, eff: DamageBackBySourcePower) -> Decision | None:
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD:
        return None
    for kind, ident in resolve_targets(state, item, eff.what):
        creature = state.objects.get(ident) if kind == "object" else None
        if creature is None or creature.zone != Zone.BATTLEFIELD:
            continue
        amount = power(state, creature)
        if amount > 0:
            colors = colors_of(state, creature)
            deal_damage(state, creature.oid, creature.controller, colors, ("object", src.oid), amount)
    return None
