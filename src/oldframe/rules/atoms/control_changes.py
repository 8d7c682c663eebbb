"""Control changes that last indefinitely: "Target player gains control of target permanent you
control." (Donate), "Gain control of target Sliver." (Sliver Overlord), "Target opponent gains control
of CARDNAME." (Jinxed Idol).

A control-changing effect from a resolved spell or ability (CR 613.1b, layer 2; 2003: 418.5e, applied
with "all other continuous effects" in timestamp order) with no duration lasts until the permanent
leaves play (CR 611.2a): the permanent's controller is simply changed. A permanent that changes
controller is removed from combat (CR 506.4; 2003: 306.2) and can't attack or {T} until its new
controller has controlled it continuously since their latest turn began (CR 302.6; 2003: 214.7c)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import _players, executes, remove_from_combat, resolve_targets
from oldframe.rules.events import ControlChanged
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """``who`` ("controller": you, or a target player) gains control of ``what``."""

    who: Ref
    what: Ref


@dataclass(frozen=True, slots=True)
class PlayerGainsControl(Effect):
    """"Target player gains control of target permanent you control.": ``who`` is the player target,
    the permanent is the target after it (two targets of one instruction, numbered in order)."""

    who: Ref


def next_target(ref: Ref) -> Ref:
    return f"target:{int(ref[7:]) + 1}"


@executes(GainControl)
def _gain_control(state: GameState, item: StackItem, eff: GainControl) -> Decision | None:
    _give(state, item, eff.who, eff.what)
    return None


@executes(PlayerGainsControl)
def _player_gains_control(state: GameState, item: StackItem, eff: PlayerGainsControl) -> Decision | None:
    _give(state, item, eff.who, next_target(eff.who))
    return None


def _give(state: GameState, item: StackItem, who: Ref, what: Ref) -> None:
    """Each target still legal is checked as it resolves (CR 608.2b): an illegal player target gives
    nothing, an illegal permanent target isn't given."""
    players = _players(state, item, who)
    if not players or state.players[players[0]].lost:
        return
    new = players[0]
    for kind, ident in resolve_targets(state, item, what):
        obj = state.objects.get(ident)
        if kind != "object" or obj is None or obj.zone != Zone.BATTLEFIELD or obj.controller == new:
            continue
        remove_from_combat(state, ident)
        obj.controller = new
        obj.sick = True
        zones.emit(state, ControlChanged(ident, obj.card.name, new))
