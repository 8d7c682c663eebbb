"""Phasing (the ``phasing`` axis).

``oldframe`` plays 2003 rules 217.8 and 502.15: phasing out moves the permanent to the phased-out
zone — leaves-play abilities trigger, damage is removed, limited-duration effects and delayed
triggers aimed at it end — and phasing in is not coming into play (no comes-into-play triggers or
replacements); the permanent keeps its counters, tapped state and controller, gets a new timestamp
(those phasing in together share one, so two same-name Legends tie, 502.15k), and may attack and
use {T} abilities at once (502.15m). Tokens there cease to exist (217.8d, 420.5f), stranding their
indirectly phased Auras. ``modern`` plays CR 702.26: phasing is a status, no zone change, nothing
triggers, tokens survive, timestamps and effects are kept.
"""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.effects import remove_from_combat
from oldframe.rules.events import Moved, PhasedIn, PhasedOut, TokenCeased
from oldframe.rules.ruleset import Phasing
from oldframe.rules.state import GameState, Zone

DIRECT, INDIRECT = 1, 2


def zone_rules(state: GameState) -> bool:
    return state.rules.phasing == Phasing.PHASED_OUT_ZONE


def phasing_step(state: GameState) -> None:
    """CR 502.1 (2003: 302.3, 502.15b): as the untap step begins, the active player's permanents with
    phasing phase out and those that phased out under their control phase in, simultaneously."""
    ap = state.active
    going = [o for o in state.battlefield
             if state.objects[o].controller == ap and has_keyword(state, state.objects[o], "phasing")]
    coming = [o for o in state.phased_out
              if state.objects[o].phased == DIRECT and state.objects[o].controller == ap]
    for oid in going:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            phase_out(state, oid)
    phase_in(state, coming)


def phase_out(state: GameState, oid: int, direct: bool = True) -> None:
    obj = state.objects[oid]
    # Local enchantments on it phase out with it, indirectly (2003 502.15i; CR 702.26g).
    attached = [a for a in state.battlefield if state.objects[a].attached_to == oid]
    state.battlefield.remove(oid)
    state.phased_out.append(oid)
    obj.zone = Zone.PHASED_OUT
    obj.phased = DIRECT if direct else INDIRECT
    remove_from_combat(state, oid)
    if zone_rules(state):
        obj.damage = 0  # 2003 502.15e
        obj.regen_shields = 0
        # 2003 502.15g: limited-duration effects and delayed triggers can no longer affect it
        state.effects = [e for e in state.effects if e.affected != oid]
        state.delayed = [d for d in state.delayed if d.card_oid != oid]
        # Treated as leaving play (2003 217.8): leaves-play abilities see a zone change.
        shown = "" if obj.face_down else obj.card.name  # phasing doesn't reveal it (2003 504.6)
        zones.emit(state, Moved(obj.owner, oid, shown, int(Zone.BATTLEFIELD), int(Zone.PHASED_OUT), oid,
                   obj.controller))
    else:
        zones.emit(state, PhasedOut(oid, obj.card.name))
    for a in attached:
        if a in state.objects and state.objects[a].zone == Zone.BATTLEFIELD:
            phase_out(state, a, direct=False)


def phase_in(state: GameState, oids: list[int]) -> None:
    """Phase in together; not a zone change into play (no comes-into-play triggers, 502.15d)."""
    if not oids:
        return
    ts = state.new_timestamp()
    todo = list(oids)
    while todo:
        oid = todo.pop(0)
        if oid not in state.objects or state.objects[oid].zone != Zone.PHASED_OUT:
            continue
        obj = state.objects[oid]
        state.phased_out.remove(oid)
        state.battlefield.append(oid)
        obj.zone = Zone.BATTLEFIELD
        obj.phased = 0
        if zone_rules(state):
            obj.timestamp = ts  # 2003 502.15k: new relative timestamps, simultaneous arrivals tie
            obj.sick = False  # 2003 502.15m: may attack and use {T} as though it had haste
        zones.emit(state, PhasedIn(oid, obj.card.name))
        todo.extend(a for a in state.phased_out
                    if state.objects[a].phased == INDIRECT and state.objects[a].attached_to == oid)


def tokens_cease_to_exist(state: GameState) -> bool:
    """2003 217.8d / 420.5f (oldframe only): a token in the phased-out zone ceases to exist."""
    if not zone_rules(state):
        return False
    gone = [o for o in state.phased_out if state.objects[o].is_token]
    for oid in gone:
        state.phased_out.remove(oid)
        obj = state.objects.pop(oid)
        zones.emit(state, TokenCeased(obj.owner, oid, obj.card.name))
    return bool(gone)
