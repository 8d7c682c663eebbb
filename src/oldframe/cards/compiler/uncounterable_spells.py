"""Permanents that make some spells uncounterable (Gaea's Herald, Root Sliver; CR 101.2). The grammar:
``grammar/uncounterable_spells.lark`` (the spell words are ``static_rules``'); the rules:
``rules.atoms.uncounterable_spells``."""

from __future__ import annotations

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.uncounterable_spells import SPELLS_CANT_BE_COUNTERED
from oldframe.rules.model.cards import StaticAbility

__all__ = ["UncounterableSpellTemplates"]


class UncounterableSpellTemplates:
    """Transformer methods for ``grammar/uncounterable_spells.lark``."""

    def us_spells_cant_be_countered(self, items: list[object]) -> StaticPiece:
        spells = str(items[0])
        if spells not in ("type:Creature",) and not (spells.startswith("sub:") and "," not in spells
                                                       and "/" not in spells):
            raise ValueError("creature spells or spells of one creature type")
        return StaticPiece(StaticAbility(SPELLS_CANT_BE_COUNTERED, text=spells))


@renders_static(SPELLS_CANT_BE_COUNTERED)
def _render(st: StaticAbility) -> str:
    kind, _, arg = st.text.partition(":")
    if st.text == "type:Creature":
        return "Creature spells can't be countered."
    if kind == "sub":
        return f"{arg} spells can't be countered."
    raise ValueError(st.text)
