"""Targets of two kinds where only the second is qualified: "target land or nonblack creature" (Stream of
Acid, Befoul; CR 115.1; 2003: 409.1c). The grammar: ``grammar/either_targets.lark``; the filter:
``rules.target_filters.EITHER`` (the first kind as it is, or the second with its color); the words:
``render.render_target``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Thing
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.model.cards import TargetSpec
from oldframe.rules.target_filters import EITHER

__all__ = ["EitherTargetTemplates"]


class EitherTargetTemplates:
    """Transformer methods for ``grammar/either_targets.lark``."""

    def _either(self, items: list[object], kind: str) -> Thing:
        first, color, second = (str(i) for i in items)
        if first == second or "player" in (first, second) or "spell" in (first, second):
            raise ValueError("two different kinds of permanent")
        either = f"{EITHER}:{first};{kind}:{COLOR_LETTERS[color]}"
        return Thing(THIS_TARGET, TargetSpec((first, second), filters=(either,)))

    def et_either_noncolor(self, items: list[Token]) -> Thing:
        return self._either(list(items), "noncolor")

    def et_either_color(self, items: list[Token]) -> Thing:
        return self._either(list(items), "color")
