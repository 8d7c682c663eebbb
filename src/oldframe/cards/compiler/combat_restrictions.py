"""Attack and block restrictions (the grammar: ``grammar/combat_restrictions.lark``; the rules:
``rules.atoms.combat_restrictions``): "CARDNAME can't be blocked except by three or more creatures."; the
plural grants "Black creatures can't attack or block." are ``auras.py``'s."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.combat_restrictions import BLOCKED_ONLY_BY_N
from oldframe.rules.model.cards import StaticAbility

__all__ = ["CombatRestrictionTemplates"]

_WORDS = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "one")}


class CombatRestrictionTemplates:
    """Transformer methods for ``grammar/combat_restrictions.lark``."""

    def cr_blocked_only_by_n(self, items: list[Token]) -> StaticPiece:
        n = NUMBER_WORDS[str(items[0])]
        if n < 3:
            raise ValueError("two or more is menace")
        return StaticPiece(StaticAbility(BLOCKED_ONLY_BY_N, power=n))


@renders_static(BLOCKED_ONLY_BY_N)
def _render_blocked_only_by_n(st: StaticAbility) -> str:
    return f"CARDNAME can't be blocked except by {_WORDS[st.power]} or more creatures."
