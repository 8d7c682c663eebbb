""""Each other non-Aura enchantment is a creature in addition to its other types and has base power and
base toughness each equal to its mana value." (Opalescence; the rules: ``rules.atoms.enchantment_creatures``)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.rules.atoms.enchantment_creatures import OTHER_ENCHANTMENTS_ARE_CREATURES
from oldframe.rules.model.cards import Selector, StaticAbility


class EnchantmentCreatureTemplates:
    def ec_other_enchantments(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(OTHER_ENCHANTMENTS_ARE_CREATURES, "enchantment", Selector("others")))


@renders_static(OTHER_ENCHANTMENTS_ARE_CREATURES)
def _render(st: StaticAbility) -> str:
    if st.text != "enchantment" or st.affected != Selector("others"):
        raise ValueError(f"no rendering for {st!r}")
    return ("Each other non-Aura enchantment is a creature in addition to its other types and has base power "
            "and base toughness each equal to its mana value.")
