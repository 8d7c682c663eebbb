""""Each attacking creature doesn't untap during its controller's next untap step." (Tangle): every
creature attacking as the spell resolves stays tapped through the next untap step of the player who
controls it then (CR 502.3; 2003: 302.1), as ``NoUntapNext`` does for one permanent; a creature that
stops attacking before it resolves is not affected (CR 506.4; 2003: 306.2)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.turns_hands import DOESNT_UNTAP, NEXT_UNTAP
from oldframe.rules.effects import executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, Zone

#: The groups a "each … creature doesn't untap" sentence names.
ATTACKING = "attacking"


@dataclass(frozen=True, slots=True)
class EachNoUntapNext(Effect):
    """Each creature of ``group`` doesn't untap during its controller's next untap step."""

    group: str


@executes(EachNoUntapNext)
def _each_no_untap_next(state: GameState, item: StackItem, eff: EachNoUntapNext) -> Decision | None:
    if eff.group != ATTACKING:
        raise ValueError(f"unknown group {eff.group!r}")
    attackers = sorted(state.combat.attackers) if state.combat is not None else []
    for oid in attackers:
        obj = state.objects.get(oid)
        if obj is None or obj.zone != Zone.BATTLEFIELD:
            continue
        state.effects.append(ContinuousEffect("keyword", oid, state.new_timestamp(), f"{NEXT_UNTAP}{obj.controller}",
                                              value=DOESNT_UNTAP))
        state.version += 1
    return None
