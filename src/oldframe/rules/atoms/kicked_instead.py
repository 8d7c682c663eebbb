"""A kicked permanent's triggered ability that does more when it was kicked: "When CARDNAME enters the
battlefield, destroy all lands you control. If it was kicked, destroy all lands instead." (Desolation Angel,
Desolation Giant; CR 702.33d, 608.2c; 2003: 502.21), and the mass destruction of one player's permanents
("destroy all lands you control", CR 701.7)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import altcosts
from oldframe.rules.atoms.mass_destroy import DestroyAllFiltered
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import destroy, execute, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import permanent_passes


@dataclass(frozen=True, slots=True)
class IfSourceKicked(Effect):
    """``then`` if the ability's source was kicked as it was cast (the "kicked" mark it entered with),
    else ``otherwise``; decided once, as the ability starts to resolve."""

    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@executes(IfSourceKicked)
def _if_source_kicked(state: GameState, item: StackItem, eff: IfSourceKicked) -> Decision | None:
    if "source_kicked" not in item.choices:
        item.choices["source_kicked"] = altcosts.marked(state, item.source, "kicked") is not None
    branch = eff.then if item.choices["source_kicked"] else eff.otherwise
    done = int(item.choices.get("source_kicked_done", 0))
    while done < len(branch):
        d = execute(state, item, branch[done])
        if d is not None:
            return d
        done += 1
        item.choices["source_kicked_done"] = done
    return None


@dataclass(frozen=True, slots=True)
class DestroyAllYours(DestroyAllFiltered):
    """"Destroy all [other] <kind>s you control.": the ability's controller's only."""


@executes(DestroyAllYours)
def _destroy_all_yours(state: GameState, item: StackItem, eff: DestroyAllYours) -> Decision | None:
    doomed = [oid for oid in state.battlefield
              if state.objects[oid].controller == item.controller
              and any(k == "permanent" or is_type(state, state.objects[oid], k) for k in eff.kinds)
              and permanent_passes(state, state.objects[oid], eff.filters, item.controller)
              and not (eff.other and oid == item.source)]
    for oid in doomed:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            destroy(state, oid)
    return None
