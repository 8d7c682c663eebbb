""""Add three mana in any combination of {R} and/or {G}." (Orcish Lumberjack, Goblin Clearcutter): the mana is
a choice among every split, written as a choice is (``Clause.mana_choice``: one mana ability per split, so the
payment solver and a player tapping by hand pick one; CR 106.4, 605.1a). Rendered by
``render.render_mana_choice``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.mana import any_combination
from oldframe.rules.mana import parse_mana


class ManaCombinationTemplates:
    """Transformer methods of ``grammar/mana_combinations.lark``."""

    def mc_any_combination(self, items: list[Token]) -> Clause:
        count, first, second = items
        n = NUMBER_WORDS[str(count)]
        kinds = []
        for tok in (first, second):
            mana = parse_mana(str(tok).upper())
            if sum(mana) != 1 or mana[5]:
                raise ValueError("one colored mana symbol on each side of 'and/or'")
            kinds.append(mana.index(1))
        if kinds[0] >= kinds[1] or n < 2:
            raise ValueError("two colors in WUBRG order")
        return Clause((), mana_choice=any_combination(n, kinds[0], kinds[1]))
