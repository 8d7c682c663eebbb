"""Land-type-changing statics (CR 305.7, layer 4; 2003: 212.6e) and lands that become creatures
(layers 4, 5 and 7b, CR 613.6), engine side in :mod:`oldframe.rules.land_types`.

Examples: "Nonbasic lands are Mountains." (Blood Moon), "All Mountains are Plains." (Conversion,
Glaciers), "Enchanted land is a Swamp." (Evil Presence, Sea's Claim, Lingering Mirage, Tainted Well),
"Each land is a Swamp in addition to its other land types." (Blanket of Night), "All Forests are 1/1
creatures that are still lands." (Living Lands, Kormus Bell, Living Plane, Nature's Revolt).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.land_types import LAND_TYPE_ADD, LAND_TYPE_SET, LANDS_ARE_CREATURES
from oldframe.rules.model.cards import Selector, StaticAbility

#: The land types as Oracle writes them, singular → plural.
_PLURAL = {"Plains": "Plains", "Island": "Islands", "Swamp": "Swamps", "Mountain": "Mountains", "Forest": "Forests"}
_SINGULAR = {v.lower(): k for k, v in _PLURAL.items()}
_COLOR_NAMES = {v: k for k, v in COLOR_LETTERS.items()}


def _basic(tok: object) -> str:
    """A basic land type from a LANDS token ("mountains") or a basic_type tree ("swamp")."""
    word = str(tok.children[0]) if hasattr(tok, "children") else str(tok)
    return _SINGULAR.get(word, word.capitalize())


class LandTypeTemplates:
    def lt_nonbasic_are(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(LAND_TYPE_SET, _basic(items[0]), Selector("nonbasic_lands")))

    def lt_all_are(self, items: list[object]) -> StaticPiece:
        sel, new = items[0], _basic(items[1])
        assert isinstance(sel, Selector)
        if not sel.subtypes or new in sel.subtypes:
            raise ValueError("all lands, or a land type into itself")
        return StaticPiece(StaticAbility(LAND_TYPE_SET, new, sel))

    def lt_enchanted_is(self, items: list[object]) -> StaticPiece:
        return StaticPiece(StaticAbility(LAND_TYPE_SET, _basic(items[-1]), Selector("enchanted")))

    def lt_each_also(self, items: list[object]) -> StaticPiece:
        return StaticPiece(StaticAbility(LAND_TYPE_ADD, _basic(items[-1]), Selector("lands")))

    def lt_lands_of_type(self, items: list[Token]) -> Selector:
        return Selector("lands", subtypes=frozenset({_basic(items[0])}))

    def lt_all_lands(self, items: list[Token]) -> Selector:
        return Selector("lands")

    def lt_are_creatures(self, items: list[object]) -> StaticPiece:
        sel, pt, *color = items
        assert isinstance(sel, Selector)
        p, t = (int(v) for v in str(pt).split("/"))
        colors = frozenset({COLOR_LETTERS[str(color[0])]}) if color else frozenset()
        return StaticPiece(StaticAbility(LANDS_ARE_CREATURES, affected=sel, power=p, toughness=t, colors=colors))


def _lands(sel: Selector) -> str:
    return "lands" if not sel.subtypes else _PLURAL[min(sel.subtypes)]


@renders_static(LAND_TYPE_SET)
def _render_set(st: StaticAbility) -> str:
    sel = st.affected
    assert sel is not None
    if sel.who == "nonbasic_lands":
        return f"Nonbasic lands are {_PLURAL[st.text]}."
    if sel.who == "enchanted":
        return f"Enchanted land is {'an' if st.text[0] in 'AEIOU' else 'a'} {st.text}."
    if sel.who == "lands" and len(sel.subtypes) == 1:
        return f"All {_lands(sel)} are {_PLURAL[st.text]}."
    raise ValueError(f"no rendering for {st!r}")


@renders_static(LAND_TYPE_ADD)
def _render_add(st: StaticAbility) -> str:
    if st.affected != Selector("lands"):
        raise ValueError(f"no rendering for {st!r}")
    return f"Each land is {'an' if st.text[0] in 'AEIOU' else 'a'} {st.text} in addition to its other land types."


@renders_static(LANDS_ARE_CREATURES)
def _render_creatures(st: StaticAbility) -> str:
    assert st.affected is not None
    color = f" {_COLOR_NAMES[min(st.colors)]}" if len(st.colors) == 1 else ""
    if len(st.colors) > 1:
        raise ValueError("two colors")
    return f"All {_lands(st.affected)} are {st.power}/{st.toughness}{color} creatures that are still lands."
