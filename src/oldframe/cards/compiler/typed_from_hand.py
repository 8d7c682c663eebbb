""""you may put a Goblin permanent card from your hand onto the battlefield" (Goblin Lackey). Its rule
is ``rules.atoms.typed_from_hand``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.typed_from_hand import PutTypedPermanentFromHand


class TypedFromHandTemplates:
    """Transformer methods of ``grammar/typed_from_hand.lark``."""

    subtype_names: dict[str, str]

    def put_typed_permanent_from_hand(self, items: list[Token]) -> Clause:
        return Clause((PutTypedPermanentFromHand(self.subtype_names[str(items[0])]),))


@renders(PutTypedPermanentFromHand)
def _render(eff: PutTypedPermanentFromHand, words: Words) -> list[str]:
    return [f"you may put a {eff.subtype} permanent card from your hand onto the battlefield"]
