"""A sacrifice and another instruction in one sentence: "When CARDNAME leaves the battlefield, sacrifice a land
and CARDNAME deals 1 damage to you." (Phyrexian War Beast; CR 608.2c, 701.17a). The grammar:
``grammar/joined_clauses.lark``; the marker between the two: ``rules.atoms.joined_clauses.Joined``, which
``render.render_effects`` writes as " and "."""

from __future__ import annotations

from collections.abc import Callable

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.joined_clauses import Joined
from oldframe.rules.model.cards import Sacrifice

__all__ = ["JoinedClauseTemplates"]


class JoinedClauseTemplates:
    """Transformer methods for ``grammar/joined_clauses.lark``."""

    sacrifice_a: Callable[[list[str]], Clause]  # EffectTemplates.sacrifice_a (another Builder mixin)

    def jc_sacrifice_and(self, items: list[object]) -> Clause:
        *kind, second = items
        assert isinstance(second, Clause)
        first = self.sacrifice_a([str(k) for k in kind])
        if not second.effects or isinstance(second.effects[0], Joined):
            raise ValueError("two instructions")
        return Clause((*first.effects, Joined(), *second.effects), second.specs, second.mana_choice)

    def jc_sacrifice_self_and(self, items: list[object]) -> Clause:
        """"sacrifice CARDNAME and destroy all creatures" (Planar Collapse)."""
        second = items[-1]
        assert isinstance(second, Clause)
        if not second.effects or isinstance(second.effects[0], Joined):
            raise ValueError("two instructions")
        return Clause((Sacrifice("self"), Joined(), *second.effects), second.specs, second.mana_choice)


@renders(Joined)
def _render_alone(eff: Joined, words: Words) -> list[str]:
    raise ValueError("'and' between two instructions only (render_effects joins them)")
