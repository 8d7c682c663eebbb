""""you gain 2 life for each black and/or red creature target opponent controls" (Honorable Scout), "you
may have target player lose life equal to the number of Zombies on the battlefield" (Gempalm Polluter).
Their rules are ``rules.atoms.life_per_creature``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import THIS_TARGET, Clause, Thing
from oldframe.cards.compiler.render import Words, renders
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.life_per_creature import GainLifePerCreatureOf, LoseLifePerCreatureType
from oldframe.rules.model.cards import TargetSpec
from oldframe.rules.model.words import plural_of

_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


class LifePerCreatureTemplates:
    """Transformer methods of ``grammar/life_per_creature.lark``."""

    subtype_names: dict[str, str]

    def lose_life_per_type(self, items: list[object]) -> Clause:
        thing, word = items
        if not isinstance(thing, Thing) or thing.spec is None or thing.spec.kinds != ("player",):
            raise ValueError("a player loses life")
        return Clause((LoseLifePerCreatureType(thing.ref, self.subtype_names[str(word)]),), (thing.spec,))

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


@renders(LoseLifePerCreatureType)
def _render_lose(eff: LoseLifePerCreatureType, words: Words) -> list[str]:
    return [f"have {words.thing(eff.who)} lose life equal to the number of {plural_of(eff.subtype)} on the battlefield"]
