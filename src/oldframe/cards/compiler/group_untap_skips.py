"""A group of creatures that doesn't untap during its controllers' next untap step (the grammar:
``grammar/group_untap_skips.lark``; the rules: ``rules.atoms.group_untap_skips``): Tangle's attackers."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.group_untap_skips import ATTACKING, EachNoUntapNext

__all__ = ["GroupUntapSkipTemplates"]


class GroupUntapSkipTemplates:
    """Transformer methods for ``grammar/group_untap_skips.lark``."""

    def gu_attacking_no_untap(self, items: list[Token]) -> Clause:
        return Clause((EachNoUntapNext(ATTACKING),))


@renders(EachNoUntapNext)
def _render_each_no_untap(eff: EachNoUntapNext, words: Words) -> list[str]:
    if eff.group != ATTACKING:
        raise ValueError("attacking creatures only")
    return ["each attacking creature doesn't untap during its controller's next untap step"]
