"""Spell effects that change, move or destroy permanents (one target or all of a kind): P/T and
keywords for a turn, colors, exile, regeneration, mass destruction, tap/untap/return all."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import DestroyAll, _selector_without_source
from oldframe.rules.characteristics import affects, colors_of, has_keyword, is_creature, is_type
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, deal_damage, destroy, executes, resolve_targets, source_colors
from oldframe.rules.events import Tapped
from oldframe.rules.model.cards import Amount, DamageEach, Effect, Ref, Selector
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone


def _permanents(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


# -- "Destroy all <color> creatures." -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DestroyAllOfColor(DestroyAll):
    """"Destroy all white creatures." (Virtue's Ruin, Cleanse): the creatures of that color now
    (CR 105.2; 2003: 203.2), destroyed at once (CR 701.7; 2003: glossary "Destroy")."""

    color: str = ""


@executes(DestroyAllOfColor)
def _destroy_all_of_color(state: GameState, item: StackItem, eff: DestroyAllOfColor) -> Decision | None:
    doomed = [oid for oid in state.battlefield
              if is_creature(state, state.objects[oid]) and eff.color in colors_of(state, state.objects[oid])]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


# -- "… damage to each creature with flying and each player" --------------------------------------------
@dataclass(frozen=True, slots=True)
class DamageEachFiltered(DamageEach):
    """"N damage to each creature with flying [and each player]" (Hurricane, Claws of Wirewood) or
    "… each creature without flying and each player" (Earthquake): each such creature and player is
    dealt damage at once (CR 120.3; 2003: 419.3); ``with_kw`` / ``without`` name the keyword."""

    with_kw: str = ""
    combat: str = ""  # "attacking": "… damage to each attacking creature" (Sandstorm, Rain of Blades)


@executes(DamageEachFiltered)
def _damage_each_filtered(state: GameState, item: StackItem, eff: DamageEachFiltered) -> Decision | None:
    n = _amount(state, item, eff.amount)
    colors = source_colors(state, item)
    if eff.creatures:
        for oid in list(state.battlefield):
            obj = state.objects[oid]
            if not is_creature(state, obj):
                continue
            if eff.with_kw and not has_keyword(state, obj, eff.with_kw):
                continue
            if eff.without and has_keyword(state, obj, eff.without):
                continue
            if eff.combat == "attacking" and (state.combat is None or oid not in state.combat.attackers):
                continue
            deal_damage(state, item.source, item.controller, colors, ("object", oid), n)
    if eff.players:
        for p in state.apnap():
            deal_damage(state, item.source, item.controller, colors, ("player", p), n)
    return None


# -- "Target creature gets +X/+0 until end of turn." ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class ModifyPTAmount(Effect):
    """"<it> gets +X/+0 until end of turn" (Enrage, Bloodcurdling Scream): X is the announced value
    (CR 107.3; 2003: 409.1b), fixed as the spell resolves; a layer-7c change (CR 613.4c)."""

    who: Ref
    power: Amount
    toughness: Amount


@executes(ModifyPTAmount)
def _modify_pt_amount(state: GameState, item: StackItem, eff: ModifyPTAmount) -> Decision | None:
    p, t = _amount(state, item, eff.power), _amount(state, item, eff.toughness)
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("pt", oid, state.new_timestamp(), "end_of_turn", p, t))
    return None


# -- "Exile target attacking creature." ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ExilePermanent(Effect):
    """"Exile target <permanent>" (Swords to Plowshares' kin, Treva's Charm): the permanent is removed
    from the game (CR 406.2; 2003: 217.7 "removed from the game"); a token there ceases to exist
    (CR 111.7; 2003: 216.4)."""

    what: Ref


@executes(ExilePermanent)
def _exile_permanent(state: GameState, item: StackItem, eff: ExilePermanent) -> Decision | None:
    for oid in _permanents(state, item, eff.what):
        zones.move(state, oid, Zone.EXILE)
    return None


# -- "Creatures you control gain vigilance until end of turn." -------------------------------------------
@dataclass(frozen=True, slots=True)
class GrantKeywordAll(Effect):
    """"<creatures> gain <keyword> until end of turn" (Savage Offensive, Glory): the affected set is
    fixed as it resolves (CR 611.2c; 2003: 418.2c); a layer-6 effect (CR 613.1f; 2003: 418.5a)."""

    affected: Selector
    keyword: str


@executes(GrantKeywordAll)
def _grant_keyword_all(state: GameState, item: StackItem, eff: GrantKeywordAll) -> Decision | None:
    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if src is None or src.zone != Zone.BATTLEFIELD:
            ok = _selector_without_source(state, item, eff.affected, oid)
        else:
            ok = affects(state, eff.affected, src, obj)
        if ok:
            state.effects.append(ContinuousEffect("keyword", oid, ts, "end_of_turn", value=eff.keyword))
    return None


# -- "Target creature loses flying until end of turn." ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseKeyword(Effect):
    """"<it> loses <keyword> until end of turn" (Downdraft, Emerald Charm): a layer-6 effect removing
    the ability, applied in timestamp order with effects granting it (CR 613.1f, 613.7; 2003: 418.5a)."""

    who: Ref
    keyword: str


@executes(LoseKeyword)
def _lose_keyword(state: GameState, item: StackItem, eff: LoseKeyword) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("lose_keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value=eff.keyword))
    return None


# -- "Untap all creatures you control." -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class UntapAllYours(Effect):
    """"Untap all creatures you control." (Mobilize, Rally the Troops; CR 701.21a)."""


@executes(UntapAllYours)
def _untap_all_yours(state: GameState, item: StackItem, eff: UntapAllYours) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if obj.controller == item.controller and is_creature(state, obj) and obj.tapped:
            obj.tapped = False
            state.version += 1  # tapped status is read by conditional statics
    return None


# -- "<it> becomes the color of your choice until end of turn." -------------------------------------------
@dataclass(frozen=True, slots=True)
class BecomeChosenColor(Effect):
    """"CARDNAME becomes the color of your choice until end of turn." (Rainbow Crow, Kavu Chameleon):
    the color is chosen as it resolves (CR 608.2d); a layer-5 effect (CR 613.1e; 2003: 418.5b)."""

    who: Ref


@executes(BecomeChosenColor)
def _become_chosen_color(state: GameState, item: StackItem, eff: BecomeChosenColor) -> Decision | None:
    if "become_color" not in item.choices:
        return Decision(DecisionKind.CHOOSE_COLOR, item.controller, {"key": "become_color"})
    color = str(item.choices.pop("become_color"))
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("color", oid, state.new_timestamp(), "end_of_turn", value=color))
    return None


# -- "Destroy all artifacts, creatures, and lands." ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DestroyAllOfKinds(DestroyAll):
    """"Destroy all artifacts, creatures, and lands." (Jokulhaups, Obliterate): every permanent of any
    of ``kinds`` now, destroyed at once (CR 701.7; 2003: glossary "Destroy")."""

    kinds: tuple[str, ...] = ()


@executes(DestroyAllOfKinds)
def _destroy_all_of_kinds(state: GameState, item: StackItem, eff: DestroyAllOfKinds) -> Decision | None:
    doomed = [oid for oid in state.battlefield if any(is_type(state, state.objects[oid], k) for k in eff.kinds)]
    for oid in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None


# -- "Target creature can't be regenerated this turn." --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CantBeRegeneratedThisTurn(Effect):
    """"Target creature can't be regenerated this turn." (Hurr Jackal, Furnace Brood): its regeneration
    shields don't replace its destruction this turn (CR 701.15c; 2003: 419.6b); ``effects.destroy``
    reads the pseudo-keyword."""

    who: Ref


@executes(CantBeRegeneratedThisTurn)
def _cant_regenerate(state: GameState, item: StackItem, eff: CantBeRegeneratedThisTurn) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), "end_of_turn",
                                              value="can't be regenerated"))
    return None


# -- "CARDNAME becomes colorless until end of turn." -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BecomeColorless(Effect):
    """"CARDNAME becomes colorless until end of turn." (Ancient Kavu, Raging Spirit): a layer-5 effect
    (CR 613.1e; 2003: 418.5b) leaving it no color."""

    who: Ref


@executes(BecomeColorless)
def _become_colorless(state: GameState, item: StackItem, eff: BecomeColorless) -> Decision | None:
    for oid in _permanents(state, item, eff.who):
        state.effects.append(ContinuousEffect("color", oid, state.new_timestamp(), "end_of_turn", value=""))
    return None


# -- "Creatures you control get +3/+3 and gain trample until end of turn." ------------------------------------
@dataclass(frozen=True, slots=True)
class PumpAndGrantAll(Effect):
    """"Creatures you control get +N/+N and gain trample until end of turn." (Overrun, Stampede Driver):
    the affected set is fixed as it resolves (CR 611.2c); layers 6 and 7c (CR 613.1f, 613.4c)."""

    affected: Selector
    power: int
    toughness: int
    keyword: str


@executes(PumpAndGrantAll)
def _pump_and_grant_all(state: GameState, item: StackItem, eff: PumpAndGrantAll) -> Decision | None:
    src = state.objects.get(item.source)
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        ok = (_selector_without_source(state, item, eff.affected, oid) if src is None or src.zone != Zone.BATTLEFIELD
              else affects(state, eff.affected, src, obj))
        if ok:
            state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", eff.power, eff.toughness))
            state.effects.append(ContinuousEffect("keyword", oid, ts, "end_of_turn", value=eff.keyword))
    return None


# -- "Tap all creatures without flying." ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TapAllWithout(Effect):
    """"Tap all creatures without flying." (Deluge): each creature without the keyword now (CR 701.21a)."""

    keyword: str


@executes(TapAllWithout)
def _tap_all_without(state: GameState, item: StackItem, eff: TapAllWithout) -> Decision | None:
    for oid in list(state.battlefield):
        obj = state.objects[oid]
        if is_creature(state, obj) and not has_keyword(state, obj, eff.keyword) and not obj.tapped:
            obj.tapped = True
            state.version += 1
            zones.emit(state, Tapped(oid, obj.card.name))
    return None


# -- "Return all creatures to their owners' hands." ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ReturnAll(Effect):
    """"Return all creatures / artifacts to their owners' hands." (Evacuation, Rebuild), "Return all green
    permanents …" (Hibernation): every such permanent now, at once (CR 400.3; 2003: 217.1)."""

    kind: str  # a card type in lower case, or "permanent"
    color: str = ""


@executes(ReturnAll)
def _return_all(state: GameState, item: StackItem, eff: ReturnAll) -> Decision | None:
    chosen = [o for o in state.battlefield
              if (eff.kind == "permanent" or is_type(state, state.objects[o], eff.kind))
              and (not eff.color or eff.color in colors_of(state, state.objects[o]))]
    for oid in chosen:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, Zone.HAND)
    return None
