"""A permanent that returns to its owner's hand in its controller's next untap step: "{T}: Add one mana of
any color. During your next untap step, as you untap your permanents, return CARDNAME to its owner's
hand." (Undiscovered Paradise). The rules are in ``rules.atoms.untap_returns``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.untap_returns import ReturnSelfAtNextUntap


class UntapReturnTemplates:
    def ur_return_at_untap(self, items: list[Token]) -> Clause:
        return Clause((ReturnSelfAtNextUntap(),))


@renders(ReturnSelfAtNextUntap)
def _render(eff: ReturnSelfAtNextUntap, words: Words) -> list[str]:
    return ["during your next untap step, as you untap your permanents, return CARDNAME to its owner's hand"]
