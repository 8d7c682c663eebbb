"""Numbers counted on the battlefield as an effect resolves or a mana ability is activated (CR 608.2h;
2003: 413.2): "Add {G} for each creature you control." (Gaea's Cradle), "… for each enchantment you
control." (Serra's Sanctum), "… for each artifact you control." (Tolarian Academy), "… for each Forest
you control." (Rofellos), "… for each Elf on the battlefield." (Priest of Titania; compiler/mana_counts.py).

``Count.what`` is ``per:<whose>:<kind>`` or ``per:<whose>:<kind>:<filter>``: ``whose`` "yours" or "all",
``kind`` a card type or "permanent", ``filter`` one of ``rules.target_filters``' ("subtype:Elf",
"land_type:Forest")."""

from __future__ import annotations

from oldframe.rules.characteristics import is_type
from oldframe.rules.effects import COUNTS
from oldframe.rules.state import GameState, StackItem
from oldframe.rules.target_filters import permanent_passes

PER = "per"


def count_permanents(state: GameState, item: StackItem, spec: str) -> int:
    whose, kind, *rest = spec.split(":", 2)
    filters = tuple(rest)
    n = 0
    for oid in state.battlefield:
        obj = state.objects[oid]
        if whose == "yours" and obj.controller != item.controller:
            continue
        if (kind == "permanent" or is_type(state, obj, kind)) and permanent_passes(state, obj, filters):
            n += 1
    return n


COUNTS[PER] = count_permanents
