"""Destroying every permanent that meets a filter: "Destroy all white permanents." (Anarchy, and the
other colors' "destroy all <color> permanents"), "Destroy all non-Aura enchantments." (Tranquil Domain;
compiler/mass_destroy.py). What is destroyed is decided with the characteristics as the spell
resolves and destroyed at once (CR 701.7; 2003: glossary "Destroy", 413.2); the filters are the
target filters of ``rules.target_filters``."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.compiled import DestroyAll
from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import destroy, executes
from oldframe.rules.state import Decision, GameState, StackItem, Zone
from oldframe.rules.target_filters import permanent_passes


@dataclass(frozen=True, slots=True)
class DestroyAllFiltered(DestroyAll):
    """Every permanent of one of ``kinds`` ("permanent" for any) passing every one of ``filters``; but the
    source itself if ``other`` ("Destroy all other enchantments.", Tranquil Grove)."""

    kinds: tuple[str, ...] = ()
    filters: tuple[str, ...] = ()
    other: bool = False


@executes(DestroyAllFiltered)
def _destroy_all_filtered(state: GameState, item: StackItem, eff: DestroyAllFiltered) -> Decision | None:
    doomed = [oid for oid in state.battlefield
              if any(k == "permanent" or is_type(state, state.objects[oid], k) for k in eff.kinds)
              and permanent_passes(state, state.objects[oid], eff.filters, item.controller)
              and not (eff.other and oid == item.source)]
    for oid in doomed:
        obj = state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            if eff.regenerate:
                destroy(state, oid)
            else:
                zones.move(state, oid, Zone.GRAVEYARD)
    return None
