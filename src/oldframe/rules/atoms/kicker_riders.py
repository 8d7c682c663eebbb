"""Kicked riders that change how a spell's damage is dealt: "Urza's Rage deals 3 damage to any target.
If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't
be prevented." (CR 702.33d; 2003: 502.21; the kicked instruction replaces the unkicked one, as
``spell_lines.IfKicked`` with ``otherwise``), and Scorching Lava's kicked "that creature can't be
regenerated this turn and if it would die this turn, exile it instead".

"The damage can't be prevented" (CR 615.12): prevention effects (protection, shields, Circles of
Protection, Fog) don't apply to it; a replacement that redirects it still may (CR 614.9).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.characteristics import is_creature
from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.model.cards import DealDamage, Effect, Ref
from oldframe.rules.state import ContinuousEffect, Decision, GameState, Obj, StackItem, Zone


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented(DealDamage):
    """``DealDamage`` whose damage can't be prevented (CR 615.12)."""


@executes(DamageCantBePrevented)
def _unpreventable(state: GameState, item: StackItem, eff: DamageCantBePrevented) -> Decision | None:
    amount = eff.amount if isinstance(eff.amount, int) else 0
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, amount, unpreventable=True)
    return None


#: ``ContinuousEffect.kind`` on a creature: "if it would die this turn, exile it instead".
EXILE_IF_DIES = "exile_if_dies"


@dataclass(frozen=True, slots=True)
class NoRegenExileIfDies(Effect):
    """"that creature can't be regenerated this turn and if it would die this turn, exile it instead"
    (Scorching Lava, kicked): both last until end of turn (CR 701.15c; 2003: 419.6b) and the second is
    a replacement of the creature's going to the graveyard from play (CR 614.1a, 614.6; 2003: 419.6).
    Only a creature: aimed at a player, nothing happens."""

    what: Ref


@executes(NoRegenExileIfDies)
def _no_regen_exile(state: GameState, item: StackItem, eff: NoRegenExileIfDies) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident) if kind == "object" else None
        if obj is None or obj.zone != Zone.BATTLEFIELD or not is_creature(state, obj):
            continue
        ts = state.new_timestamp()
        state.effects.append(ContinuousEffect("keyword", ident, ts, "end_of_turn", value="can't be regenerated"))
        state.effects.append(ContinuousEffect(EXILE_IF_DIES, ident, ts, "end_of_turn"))
        state.version += 1
    return None


def exile_instead_of_dying(state: GameState, obj: Obj, to: Zone) -> tuple[Zone, bool] | None:
    """The replacement (``zones.MOVE_REPLACEMENTS``): a marked creature going from play to a graveyard
    is exiled instead."""
    if to != Zone.GRAVEYARD or obj.zone != Zone.BATTLEFIELD or not state.effects:
        return None
    if any(e.kind == EXILE_IF_DIES and e.affected == obj.oid for e in state.effects):
        return Zone.EXILE, False
    return None
