"""Keywords granted to permanents of other card types (CR 611.3a, 613.1f layer 6): "Other enchantments you
control have shroud." (Sterling Grove), "All artifacts have shroud." (Hanna's Custody), "Creatures and lands
you control have shroud." (Spiritual Asylum). A ``Selector`` with ``types`` (rules.model.cards), applied by
``rules.characteristics`` like any "continuous" static; rendered by ``render.render_selector``."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.rules.model.cards import Selector, StaticAbility


def _type(tok: Token | str) -> str:
    return str(tok).removesuffix("s").capitalize()


class PermanentKeywordTemplates:
    """Transformer methods of ``grammar/permanent_keywords.lark``."""

    def pk_other_yours(self, items: list[Token]) -> Selector:
        return Selector("other_creatures_you_control", types=frozenset({_type(items[0])}))

    def pk_all(self, items: list[Token]) -> Selector:
        return Selector("creatures", types=frozenset({_type(items[0])}))

    def pk_yours(self, items: list[Token]) -> Selector:
        return Selector("creatures_you_control", types=frozenset({_type(items[0])}))

    def pk_two_yours(self, items: list[Token]) -> Selector:
        a, b = _type(items[0]), _type(items[1])
        if a == b:
            raise ValueError("one type twice")
        return Selector("creatures_you_control", types=frozenset({a, b}))

    def pk_creatures_and_yours(self, items: list[Token]) -> Selector:
        return Selector("creatures_you_control", types=frozenset({"Creature", _type(items[0])}))

    def permanents_have(self, items: list[object]) -> StaticPiece:
        sel, kws = items
        assert isinstance(sel, Selector) and isinstance(kws, tuple)
        return StaticPiece(StaticAbility("continuous", affected=sel, keywords=frozenset(kws)))
