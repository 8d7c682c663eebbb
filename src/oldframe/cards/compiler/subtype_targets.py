""""Return target Wizard you control to its owner's hand." (Riptide Laboratory): a target of a creature type
(CR 205.3m) among the permanents its chooser controls (CR 115.1)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.common import Thing


class SubtypeTargetTemplates:
    """Transformer methods of ``grammar/subtype_targets.lark``."""

    def st_type_yours(self, items: list[Token]) -> Thing:
        thing = self.spells_target_type(items)  # type: ignore[attr-defined]
        assert isinstance(thing, Thing) and thing.spec is not None
        return Thing(thing.ref, replace(thing.spec, controller="you"))
