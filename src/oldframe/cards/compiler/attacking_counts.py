"""Pumps counted over the other attackers: "Whenever CARDNAME attacks, it gets +2/+0 until end of turn
for each other attacking Goblin." (Goblin Piledriver). The count is taken as the ability resolves
(``rules.atoms.attacking_counts``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import IT
from oldframe.cards.compiler.render import Words, renders
from oldframe.rules.atoms.attacking_counts import PumpPerOtherAttacking


class AttackingCountTemplates:
    """Transformer methods of ``grammar/attacking_counts.lark``."""

    subtype_names: dict[str, str]  # StaticTemplates (another Builder mixin): TYPEWORD -> the creature type

    def ac_pump_per_other_attacking(self, items: list[object]) -> Clause:
        thing, pt, word = items
        assert isinstance(thing, Thing) and isinstance(pt, Token) and isinstance(word, Token)
        if thing.ref != IT:
            raise ValueError("only the source ('it') gets the bonus")
        subtype = self.subtype_names.get(str(word))
        if subtype is None or str(word) != subtype.lower():
            raise ValueError(f"one creature type, singular: {word!r}")
        p, _, t = str(pt).partition("/")
        return Clause((PumpPerOtherAttacking(int(p), int(t), subtype),))


@renders(PumpPerOtherAttacking)
def _render_pump(eff: PumpPerOtherAttacking, words: Words) -> list[str]:
    return [f"it gets {eff.power:+d}/{eff.toughness:+d} until end of turn for each other attacking {eff.subtype}"]
