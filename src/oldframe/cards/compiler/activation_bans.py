"""Static abilities that forbid activating abilities of a card type: "Activated abilities of creatures
can't be activated." (Cursed Totem), "Activated abilities of artifacts can't be activated." (Null Rod).
The rule is in ``rules.atoms.activation_bans``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.activation_bans import NO_ACTIVATED_ABILITIES
from oldframe.rules.model.cards import StaticAbility


class ActivationBanTemplates:
    def ab_no_activated(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_ACTIVATED_ABILITIES, text=str(items[0])[:-1]))


@renders_static(NO_ACTIVATED_ABILITIES)
def _render(st: StaticAbility) -> str:
    return f"Activated abilities of {st.text}s can't be activated."
