""""Enchant land you control" (the grammar: ``grammar/land_auras.lark``): Hot Springs, Mystic Might — a land
of the Aura's controller (CR 303.4a; 2003: 212.4a), read and written back like "Enchant creature you
control" (``auras.py``)."""

from __future__ import annotations

from lark import Token

from oldframe.rules.model.cards import TargetSpec

__all__ = ["LandAuraTemplates"]


class LandAuraTemplates:
    """Transformer methods for ``grammar/land_auras.lark``."""

    def en_land_yours(self, items: list[Token]) -> TargetSpec:
        return TargetSpec(("land",), "you")
