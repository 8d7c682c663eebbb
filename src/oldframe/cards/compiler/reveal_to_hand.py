""""reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and
the rest on the bottom of your library in any order." (Goblin Ringleader, Enlistment Officer, Grave
Defiler). Its rule is ``rules.atoms.reveal_to_hand``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.reveal_to_hand import RevealTopTypeToHand

_WORDS = {v: k for k, v in NUMBER_WORDS.items()}


class RevealToHandTemplates:
    """Transformer methods of ``grammar/reveal_to_hand.lark``."""

    subtype_names: dict[str, str]

    def reveal_type_to_hand(self, items: list[Token]) -> Clause:
        n = NUMBER_WORDS[str(items[0])]
        if not isinstance(n, int) or n < 2:
            raise ValueError("a number of cards")
        return Clause((RevealTopTypeToHand(n, self.subtype_names[str(items[1])]),))


@renders(RevealTopTypeToHand)
def _render(eff: RevealTopTypeToHand, words: Words) -> list[str]:
    return [f"reveal the top {_WORDS[eff.count]} cards of your library",
            f"put all {eff.subtype} cards revealed this way into your hand and the rest on the bottom of your "
            "library in any order"]
