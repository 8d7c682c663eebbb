"""Mana abilities: "{T}: Add {G}.", "{T}: Add {R} or {G}.", "{T}: Add one mana of any color.",
with riders ("CARDNAME deals 1 damage to you.") and other costs ("{1}, {T}, Sacrifice CARDNAME:").

Examples: Llanowar Elves, Birds of Paradise, Karplusan Forest, Sulfurous Springs, Lotus Petal,
Sol Ring, Fyndhorn Elves; "Add three mana of any one color." (Black Lotus, Implements of Sacrifice).
A choice between colours becomes one ability per colour (the engine's payment solver then sees
each; CR 605.1a: none of them targets, so all are mana abilities that don't use the stack).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.rules.mana import Mana, parse_mana
from oldframe.rules.model.cards import AddMana

FIVE_COLORS: tuple[Mana, ...] = tuple(parse_mana(s) for s in ("{W}", "{U}", "{B}", "{R}", "{G}"))


def _mana(symbols: list[Token]) -> Mana:
    return parse_mana("".join(str(s).upper() for s in symbols))


class ManaTemplates:
    def mana_group(self, items: list[Token]) -> Mana:
        return _mana(items)

    def add_mana(self, items: list[Mana]) -> Clause:
        return Clause((AddMana(items[0]),))

    def add_mana_choice(self, items: list[Mana]) -> Clause:
        return Clause((), mana_choice=(items[0], items[1]))

    def add_mana_choice3(self, items: list[Token]) -> Clause:
        return Clause((), mana_choice=tuple(_mana([t]) for t in items))

    def add_any(self, items: list[Token]) -> Clause:
        return Clause((), mana_choice=FIVE_COLORS)

    def add_any_one(self, items: list[Token]) -> Clause:
        """Black Lotus: "Add three mana of any one color." — one ability per colour, each adding N
        mana of that colour (the colour is chosen as it is activated, CR 106.1b, 605.3)."""
        from oldframe.cards.compiler.effects import NUMBER_WORDS

        n = NUMBER_WORDS[str(items[0])]
        return Clause((), mana_choice=any_one_color(n))


def any_one_color(n: int) -> tuple[Mana, ...]:
    return tuple((m[0] * n, m[1] * n, m[2] * n, m[3] * n, m[4] * n, m[5] * n) for m in FIVE_COLORS)


def any_combination(n: int, first: int, second: int) -> tuple[Mana, ...]:
    """"Add three mana in any combination of {R} and/or {G}" (Orcish Lumberjack): every split of ``n`` mana
    between the types at indices ``first`` and ``second`` (one mana ability each, as a choice is written)."""
    out = []
    for k in range(n, -1, -1):
        m = [0] * 6
        m[first] += k
        m[second] += n - k
        out.append((m[0], m[1], m[2], m[3], m[4], m[5]))
    return tuple(out)
