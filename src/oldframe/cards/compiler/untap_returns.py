"""A permanent returned to its owner's hand in its controller's next untap step (the grammar:
``grammar/untap_returns.lark``; the rules: ``rules.atoms.untap_returns``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.untap_returns import ReturnDuringNextUntap

__all__ = ["UntapReturnTemplates"]


class UntapReturnTemplates:
    """Transformer methods for ``grammar/untap_returns.lark``."""

    def ur_return_next_untap(self, items: list[Token]) -> Clause:
        return Clause((ReturnDuringNextUntap("self"),))


@renders(ReturnDuringNextUntap)
def _render_return_next_untap(eff: ReturnDuringNextUntap, words: Words) -> list[str]:
    if eff.what != "self":
        raise ValueError("the card itself")
    return [f"during your next untap step, as you untap your permanents, return {words.thing('self')} to its "
            "owner's hand"]
