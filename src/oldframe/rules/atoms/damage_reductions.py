"""Damage dealt reduced: "If a source would deal damage to a creature you control, it deals that much damage
minus 1 to that creature instead." (Lashknife Barrier) (compiler/damage_reductions.py). A replacement
effect (CR 614.1a; 2003: 419.6), not prevention: damage that can't be prevented is still reduced (CR
615.12 names prevention only). Offered with the other damage effects (``rules.replacement``, CR 616.1)."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.replacement import Applicable, DamageEvent, damage_effect
from oldframe.rules.state import GameState

#: "If a source would deal damage to a creature you control, it deals that much damage minus N to that
#: creature instead." (``power`` = N)
YOUR_CREATURES_DAMAGE_MINUS = "your_creatures_damage_minus"


@damage_effect
def damage_minus(state: GameState, event: DamageEvent) -> list[Applicable]:
    kind, ident = event.target
    if kind != "object" or YOUR_CREATURES_DAMAGE_MINUS not in kinds_in_play(state):
        return []
    victim = state.objects.get(ident)
    if victim is None:
        return []
    out = []
    for oid in state.battlefield:
        src = state.objects[oid]
        if src.controller != victim.controller:
            continue
        for st in _own_statics(src, YOUR_CREATURES_DAMAGE_MINUS):
            out.append(Applicable(f"minus:{oid}", f"{st.power} less damage ({src.card.name})", _minus(st.power),
                                  prevention=False))
    return out


def _minus(n: int) -> Callable[[GameState, DamageEvent], DamageEvent]:
    def apply(state: GameState, event: DamageEvent) -> DamageEvent:
        return event.prevent(n)  # (the event's amount lessened: a replacement here, CR 614.1a)
    return apply
