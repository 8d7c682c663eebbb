"""Balance's class: "Each player chooses a number of lands they control equal to the number of lands
controlled by the player who controls the fewest, then sacrifices the rest. Players discard cards and
sacrifice creatures the same way." (Balance), "Each player chooses a number of permanents … Each player
discards cards the same way." (Balancing Act). One atom, ``rules.atoms.restricted_spells.Balance``, with the
parts balanced in order."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.restricted_spells import Balance

_RIDERS = {("hand",): "each player discards cards the same way",
           ("hand", "creatures"): "players discard cards and sacrifice creatures the same way"}


class BalanceTemplates:
    """Transformer methods of ``grammar/balances.lark``."""

    def ba_kind(self, items: list[Token]) -> str:
        return str(items[0])

    def ba_hand(self, items: list[Token]) -> tuple[str, ...]:
        return ("hand",)

    def ba_hand_creatures(self, items: list[Token]) -> tuple[str, ...]:
        return ("hand", "creatures")

    def ba_balance(self, items: list[object]) -> Clause:
        first, again, rider = items
        if not isinstance(first, str) or first != again or not isinstance(rider, tuple):
            raise ValueError("the same kind twice")
        if first in rider:
            raise ValueError("each kind once")
        return Clause((Balance((first, *rider)),))


@renders(Balance)
def _render(eff: Balance, words: Words) -> list[str]:
    first, *rest = eff.parts
    return [f"each player chooses a number of {first} they control equal to the number of {first} controlled by "
            "the player who controls the fewest, then sacrifices the rest", _RIDERS[tuple(rest)]]
