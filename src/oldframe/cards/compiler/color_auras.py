"""Auras that set the enchanted creature's color, with or without a P/T bonus (CR 613.1e, 613.4c; 2003:
418.5b): "Enchanted creature gets +3/+1 and is black." (Sinister Strength, Grave Servitude), and "All permanents are
colorless." (Thran Lens). The grammar:
``grammar/color_auras.lark``; the rules: the engine's ``set_color`` static (layer 5) and
``rules.atoms.color_auras`` (its P/T, layer 7c)."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import parse_pt
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, _pt, renders_static
from oldframe.cards.compiler.static_entry import _ENCHANTED, _color
from oldframe.rules.atoms.color_auras import SET_COLOR
from oldframe.rules.model.cards import Selector, StaticAbility

__all__ = ["ColorAuraTemplates"]


class ColorAuraTemplates:
    """Transformer methods for ``grammar/color_auras.lark``."""

    def cau_pt_and_color(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(SET_COLOR, affected=_ENCHANTED, power=p, toughness=t,
                                         colors=frozenset({_color(items[1])})))

    def cau_color(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(SET_COLOR, affected=_ENCHANTED, colors=frozenset({_color(items[0])})))

    def cau_all_colorless(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(SET_COLOR, affected=ALL_PERMANENTS))


#: Every permanent (a selector of all the permanent card types, CR 110.4).
ALL_PERMANENTS = Selector("creatures", types=frozenset({"Artifact", "Creature", "Enchantment", "Land"}))


@renders_static(SET_COLOR)
def _render_set_color(st: StaticAbility) -> str:
    if st.affected == ALL_PERMANENTS and not (st.colors or st.power or st.toughness or st.keywords or st.text
                                              or st.condition):
        return "All permanents are colorless."
    if st.affected != _ENCHANTED or len(st.colors) != 1 or st.keywords or st.text or st.condition:
        raise ValueError("an Aura's one color")
    color = COLOR_NAMES[next(iter(st.colors))]
    if st.power or st.toughness:
        return f"Enchanted creature gets {_pt(st.power, st.toughness)} and is {color}."
    return f"Enchanted creature is {color}."
