"""Exile two targets of one requirement (Ashes to Ashes; CR 115.1, 608.2b). The grammar: ``grammar/two_exiles.lark``
(the plural noun is ``spells.lark``'s); the rules: ``rules.atoms.two_exiles``."""

from __future__ import annotations

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.filters import render_noun
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.two_exiles import ExileTwoTargets
from oldframe.rules.model.cards import TargetSpec

__all__ = ["TwoExileTemplates"]


class TwoExileTemplates:
    """Transformer methods for ``grammar/two_exiles.lark``."""

    def te_exile_two(self, items: list[object]) -> Clause:
        count, spec = items
        if str(count) != "two" or not isinstance(spec, TargetSpec):
            raise ValueError("two targets")
        return Clause((ExileTwoTargets(THIS_TARGET),), (spec, spec))


@renders(ExileTwoTargets)
def _render(eff: ExileTwoTargets, words: Words) -> list[str]:
    base = int(eff.first[7:])
    first, second = words.specs[base], words.specs[base + 1]
    if first != second or first.kinds != ("creature",) or first.controller is not None or first.exclude_self:
        raise ValueError("two targets of one plain creature requirement")
    words.seen.update({f"target:{base}", f"target:{base + 1}"})
    return [f"exile two target {render_noun(first)}s"]
