"""Kicked riders that change how a spell's damage is dealt: "Urza's Rage deals 3 damage to any target.
If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't
be prevented." (CR 702.33d; 2003: 502.21; the kicked instruction replaces the unkicked one, as
``spell_lines.IfKicked`` with ``otherwise``).

"The damage can't be prevented" (CR 615.12): prevention effects (protection, shields, Circles of
Protection, Fog) don't apply to it; a replacement that redirects it still may (CR 614.9).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.effects import deal_damage, executes, resolve_targets, source_colors
from oldframe.rules.model.cards import DealDamage
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented(DealDamage):
    """``DealDamage`` whose damage can't be prevented (CR 615.12)."""


@executes(DamageCantBePrevented)
def _unpreventable(state: GameState, item: StackItem, eff: DamageCantBePrevented) -> Decision | None:
    amount = eff.amount if isinstance(eff.amount, int) else 0
    for t in resolve_targets(state, item, eff.to):
        deal_damage(state, item.source, item.controller, source_colors(state, item), t, amount, unpreventable=True)
    return None
