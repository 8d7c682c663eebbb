""""Wall creatures can attack as though they didn't have defender." (Rolling Stones) and Prison Barricade's
"If CARDNAME was kicked, it enters the battlefield with a +1/+1 counter on it and with "CARDNAME can attack as
though it didn't have defender."" (the kicked replacement effect, CR 614.1c, with that ability; rendered by
``render.render_static``). The rules: ``rules.atoms.defender_attacks``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.keyword_abilities import ENTERS_KICKED
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import cap, render_selector, renders_static
from oldframe.rules.atoms.defender_attacks import ATTACKS_DESPITE_DEFENDER, SELECTED_ATTACK_DESPITE_DEFENDER
from oldframe.rules.model.cards import Selector, StaticAbility


class DefenderAttackTemplates:
    """Transformer methods of ``grammar/defender_attacks.lark``."""

    def da_selected(self, items: list[object]) -> StaticPiece:
        sel = items[0]
        assert isinstance(sel, Selector)
        return StaticPiece(StaticAbility(SELECTED_ATTACK_DESPITE_DEFENDER, affected=sel))

    def da_enters_kicked_quoted(self, items: list[object]) -> StaticPiece:
        n, quote = items
        assert isinstance(n, int) and isinstance(quote, Token)
        if str(quote)[1:-1] != ATTACKS_DESPITE_DEFENDER.lower():
            raise ValueError("a kicked permanent entering with another quoted ability")
        return StaticPiece(StaticAbility(ENTERS_KICKED, power=n, keywords=frozenset((ATTACKS_DESPITE_DEFENDER,))))


@renders_static(SELECTED_ATTACK_DESPITE_DEFENDER)
def _render(st: StaticAbility) -> str:
    assert st.affected is not None
    return f"{cap(render_selector(st.affected))} can attack as though they didn't have defender."
