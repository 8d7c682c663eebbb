"""Atoms of rules-depth mechanics: phasing out, Licids, delayed destruction at end of combat, and
Wishes reaching outside the game."""

from __future__ import annotations

from oldframe.rules import phasing, zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import executes, remove_from_combat, resolve_targets
from oldframe.rules.model.cards import (
    BecomeCopy,
    BecomeLicidAura,
    CardDef,
    CopySpec,
    DestroyAtEndOfCombat,
    ExileSelf,
    PhaseOut,
    WishFromOutsideTheGame,
)
from oldframe.rules.model.forms import LICID, copy_form, copy_of, licid_aura
from oldframe.rules.ruleset import OutsideTheGame
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, StackItem, Zone


@executes(PhaseOut)
def _phase_out(state: GameState, item: StackItem, eff: PhaseOut) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object" and ident in state.objects and state.objects[ident].zone == Zone.BATTLEFIELD:
            phasing.phase_out(state, ident)
    return None


@executes(BecomeLicidAura)
def _become_licid(state: GameState, item: StackItem, eff: BecomeLicidAura) -> Decision | None:
    licid = state.objects.get(item.source)
    if licid is None or licid.zone != Zone.BATTLEFIELD:
        return None
    targets = resolve_targets(state, item, eff.what)
    if not targets:
        return None
    remove_from_combat(state, licid.oid)  # it stops being a creature (CR 506.4; 2003: 306.2)
    licid.card = licid_aura(licid.printed)
    licid.form = LICID
    licid.attached_to = targets[0][1]  # onto itself is possible: then the SBA for Auras takes it
    licid.timestamp = state.new_timestamp()  # moving a local enchantment gives it a new timestamp
    zones.emit(state, "licid_attach", licid.oid, licid.printed.name, targets[0][1])
    return None


def end_licid(state: GameState, oid: int) -> None:
    """Paying the end cost is a special action (CR 116.2e): it becomes a creature again, still tapped."""
    licid = state.objects[oid]
    licid.card = licid.printed
    licid.form = None
    licid.attached_to = None
    zones.emit(state, "licid_end", oid, licid.printed.name)


@executes(ExileSelf)
def _exile_self(state: GameState, item: StackItem, eff: ExileSelf) -> Decision | None:
    item.choices["exile_self"] = True
    return None


@executes(DestroyAtEndOfCombat)
def _destroy_eoc(state: GameState, item: StackItem, eff: DestroyAtEndOfCombat) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object":
            state.delayed.append(DelayedTrigger("end_of_combat", item.controller, item.source_name, "destroy",
                                                ident, state.turn, int(state.step)))
    return None


def wish_options(state: GameState, player: int, kinds: tuple[str, ...]) -> list[int]:
    """Cards ``player`` owns outside the game (October 2002 rulings; CR 400.11a for modern)."""
    p = state.players[player]
    pool = list(p.sideboard)
    if state.rules.outside_the_game == OutsideTheGame.SIDEBOARD_AND_REMOVED:
        pool += [o for o in p.exile if not state.objects[o].face_down]
    return [o for o in pool if any(is_type(state, state.objects[o], k) for k in kinds)]


@executes(WishFromOutsideTheGame)
def _wish(state: GameState, item: StackItem, eff: WishFromOutsideTheGame) -> Decision | None:
    if "wish" not in item.choices:
        options = wish_options(state, item.controller, eff.kinds)
        if not options:
            item.choices["wish"] = None
            return None
        return Decision("wish", item.controller, {"options": options})
    chosen = item.choices["wish"]
    if chosen is not None:
        came_from = state.objects[chosen].zone
        new = zones.move(state, chosen, Zone.HAND)
        zones.emit(state, "wish", item.controller, new, state.objects[new].card.name if new else "",
                   int(came_from))
        item.choices["wish_from"] = int(came_from)
    return None


def copiable(state: GameState, oid: int) -> tuple[str, object]:
    """The name and definition another object would copy: its printed card plus copy effects
    (CR 707.2; 2003: 503.1), never other effects or counters."""
    target = state.objects[oid]
    if target.form is not None and target.form.startswith("copy|"):
        return target.form.split("|")[1], target.card
    return target.printed.name, target.printed


def become_copy(state: GameState, oid: int, of: int, spec: CopySpec) -> None:
    obj = state.objects[oid]
    name, card = copiable(state, of)
    assert isinstance(card, CardDef)
    obj.card = copy_of(obj.printed, card, spec)
    obj.form = copy_form(name, spec)
    # Seniority under the legend rule counts from becoming this legend (2003 420.5e, 503.4).
    state.effects.append(ContinuousEffect("copy", oid, state.new_timestamp(), "permanent", value=name))
    zones.emit(state, "becomes_copy", oid, obj.printed.name, name)


@executes(BecomeCopy)
def _become_copy(state: GameState, item: StackItem, eff: BecomeCopy) -> Decision | None:
    src = state.objects.get(item.source)
    if src is None or src.zone != Zone.BATTLEFIELD:
        return None
    for kind, ident in resolve_targets(state, item, eff.what):
        if kind == "object" and ident in state.objects and state.objects[ident].zone == Zone.BATTLEFIELD:
            state.effects = [e for e in state.effects if not (e.kind == "copy" and e.affected == src.oid)]
            become_copy(state, src.oid, ident, eff.spec)
    return None
