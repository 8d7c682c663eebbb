"""Auras that bend a creature's P/T and set its color (CR 613.1e, 613.4c; 2003: 418.5b):
"Enchanted creature gets +3/+1 and is black." (Sinister Strength, Grave Servitude). The color is the
engine's "set_color" static (layer 5, ``rules.characteristics``); the P/T of the same static is added
here (layer 7c)."""

from __future__ import annotations

from oldframe.rules.model.cards import StaticAbility
from oldframe.rules.state import GameState, Obj

#: The engine's color-setting static kind ("enchanted creature is black").
SET_COLOR = "set_color"


def color_aura_pt(state: GameState, obj: Obj, statics: list[tuple[StaticAbility, Obj]]) -> tuple[int, int]:
    """The +N/+M of every color-setting Aura attached to ``obj`` (additive, so order is irrelevant);
    a ``characteristics.PT_MODIFIERS`` entry (``rules.features``)."""
    dp = dt = 0
    for st, src in statics:
        if st.kind == SET_COLOR and (st.power or st.toughness) and st.affected is not None \
                and st.affected.who == "enchanted" and src.attached_to == obj.oid:
            dp += st.power
            dt += st.toughness
    return dp, dt

