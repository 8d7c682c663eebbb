"""Mass destruction that pays each permanent's controller life for it: "Destroy all artifacts. They can't be
regenerated. The controller of each of those artifacts gains life equal to its mana value." (Seeds of Innocence).
The set and each one's controller and mana value are fixed as it resolves; they are destroyed at once, then each
controller gains the total of their own (CR 608.2h, 701.7; 2003: 413.2f)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import destroy, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import mana_value


@dataclass(frozen=True, slots=True)
class DestroyAllGainManaValue(Effect):
    """Destroy every permanent of ``kind``; each one's controller gains life equal to its mana value."""

    kind: str
    regenerate: bool = True


@executes(DestroyAllGainManaValue)
def _destroy_all_gain(state: GameState, item: StackItem, eff: DestroyAllGainManaValue) -> Decision | None:
    doomed = [(oid, state.objects[oid].controller, mana_value(state.objects[oid])) for oid in state.battlefield
              if is_type(state, state.objects[oid], eff.kind)]
    for oid, _who, _mv in doomed:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    totals: dict[int, int] = {}
    for _oid, who, mv in doomed:
        totals[who] = totals.get(who, 0) + mv
    for p in state.apnap():
        if totals.get(p, 0) > 0:
            zones.gain_life(state, p, totals[p])
    return None
