""""Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type
with it." (Coat of Arms): a layer-7c bonus counted per creature, continuously (CR 611.3a, 613.4c; 2003: 418.5a).
The creature types are read through layer 4 without static abilities' P/T (``static_counts._plain_types``), so the
count never depends on the bonus."""

from __future__ import annotations

from oldframe.rules.atoms.static_counts import _plain_types
from oldframe.rules.characteristics import STATIC_KINDS
from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import GameState, Obj

#: ``StaticAbility.kind``: every creature gets +``power``/+``toughness`` per other creature sharing a type with it.
PER_SHARED_TYPE = "per_shared_creature_type"
STATIC_KINDS.add(PER_SHARED_TYPE)


def shared_type_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    """``characteristics.PT_MODIFIERS``: the bonus of every such static in play for ``obj``."""
    mine = [st for st, _src in statics if st.kind == PER_SHARED_TYPE]
    if not mine:
        return 0, 0
    types, subtypes = _plain_types(state, obj)
    if "Creature" not in types or not subtypes:
        return 0, 0
    n = 0
    for oid in state.battlefield:
        if oid == obj.oid:
            continue
        other_types, other_subtypes = _plain_types(state, state.objects[oid])
        if "Creature" in other_types and set(other_subtypes) & set(subtypes):
            n += 1
    return sum(st.power for st in mine) * n, sum(st.toughness for st in mine) * n
