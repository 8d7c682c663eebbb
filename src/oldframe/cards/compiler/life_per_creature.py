""""you gain 2 life for each black and/or red creature target opponent controls" (Honorable Scout). Its
rule is ``rules.atoms.life_per_creature``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.life_per_creature import GainLifePerCreatureOf
from oldframe.rules.model.cards import TargetSpec

_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


class LifePerCreatureTemplates:
    """Transformer methods of ``grammar/life_per_creature.lark``."""

    def lpc_two_colors(self, items: list[Token]) -> tuple[str, ...]:
        a, b = COLOR_LETTERS[str(items[0])], COLOR_LETTERS[str(items[1])]
        if a == b:
            raise ValueError("one color twice")
        return (a, b)

    def lpc_one_color(self, items: list[Token]) -> tuple[str, ...]:
        return (COLOR_LETTERS[str(items[0])],)

    def gain_per_creature_target_opponent(self, items: list[object]) -> Clause:
        n, colors = items
        assert isinstance(n, Token) and isinstance(colors, tuple)
        gain = GainLifePerCreatureOf(int(str(n)), THIS_TARGET, colors)
        return Clause((gain,), (TargetSpec(("player",), "opponent"),))


@renders(GainLifePerCreatureOf)
def _render(eff: GainLifePerCreatureOf, words: Words) -> list[str]:
    colors = " and/or ".join(_NAMES[c] for c in eff.colors)
    return [f"you gain {eff.amount} life for each {colors} creature {words.thing(eff.whose)} controls"]
