"""Executors for the atoms the Oracle-text compiler emits beyond the core set (each cites its rule)."""

from __future__ import annotations

from oldframe.cards import model as m
from oldframe.rules import zones
from oldframe.rules.characteristics import has_keyword, is_creature
from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


def _permanents(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


@executes(m.Untap)
def untap(state: GameState, item: StackItem, eff: m.Untap) -> Decision | None:
    """CR 701.21a (2003: glossary "Untap"): turn the permanent upright."""
    for oid in _permanents(state, item, eff.what):
        state.objects[oid].tapped = False
    return None


@executes(m.ReturnToHand)
def return_to_hand(state: GameState, item: StackItem, eff: m.ReturnToHand) -> Decision | None:
    """Put the permanent (or, for a "dies" trigger, the card in the graveyard) into its owner's
    hand (CR 400.3; 2003: 217.1): a new object (CR 400.7)."""
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            zones.move(state, ident, Zone.HAND)
    return None


@executes(m.DestroyNoRegenerate)
def destroy_no_regenerate(state: GameState, item: StackItem, eff: m.DestroyNoRegenerate) -> Decision | None:
    """Destroy, ignoring regeneration shields (CR 701.15c; 2003: 419.6b "can't be regenerated")."""
    for oid in _permanents(state, item, eff.what):
        zones.move(state, oid, Zone.GRAVEYARD)
    return None


@executes(m.GrantKeyword)
def grant_keyword(state: GameState, item: StackItem, eff: m.GrantKeyword) -> Decision | None:
    """Gains a keyword until end of turn: a layer-6 effect (CR 613.1f; 2003: 418.5a)."""
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=eff.keyword))
    return None


@executes(m.PumpAll)
def pump_all(state: GameState, item: StackItem, eff: m.PumpAll) -> Decision | None:
    """The affected set is fixed on resolution (CR 611.2c; 2003: 418.2c); layer 7c."""
    from oldframe.rules.characteristics import affects

    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if src is None or src.zone != Zone.BATTLEFIELD:
            ok = _selector_without_source(state, item, eff.affected, oid)
        else:
            ok = affects(state, eff.affected, src, obj)
        if ok:
            state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", eff.power, eff.toughness))
    return None


def _selector_without_source(state: GameState, item: StackItem, sel: m.Selector, oid: int) -> bool:
    """A spell's selector: "you" is the spell's controller and nothing is "other"."""
    from oldframe.rules.characteristics import colors_of, creature_types

    obj = state.objects[oid]
    if not is_creature(state, obj):
        return False
    if sel.who in ("creatures_you_control", "other_creatures_you_control") and obj.controller != item.controller:
        return False
    if sel.colors and not sel.colors & colors_of(state, obj):
        return False
    if sel.exclude_colors & colors_of(state, obj):
        return False
    return not (sel.subtypes and not sel.subtypes & set(creature_types(state, obj)))


@executes(m.DamageEach)
def damage_each(state: GameState, item: StackItem, eff: m.DamageEach) -> Decision | None:
    """Damage to each creature and/or player, dealt simultaneously (CR 120.3; 2003: 419.3)."""
    from oldframe.rules.effects import _amount

    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    if eff.creatures:
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if is_creature(state, obj) and not (eff.without and has_keyword(state, obj, eff.without)):
                deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    if eff.players:
        for p in state.apnap():
            deal_damage(state, item.source, item.controller, colors, ("player", p), n)
    return None
