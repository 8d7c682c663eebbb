"""Activated abilities granted by static abilities (CR 613.1f, layer 6): the quoted ability is an
ordinary activated-ability line in which "this creature" / "this permanent" / "this land" names the
object that has it (its source when activated). Examples: Armor Sliver, Spectral Sliver, Clot Sliver
("All Sliver creatures have "{2}: …""), Hermetic Study, Psionic Gift ("Enchanted creature has "{T}:
This creature deals 1 damage to any target.""), Verdant Field ("Enchanted land has "{T}: …"").
Engine: ``rules.granted``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from oldframe.cards.compiler.pieces import ActivatedPiece, StaticPiece
from oldframe.cards.compiler.render import _pt, cap, render_activated, render_selector, renders_static
from oldframe.rules.model.cards import ActivatedAbility, Selector, StaticAbility

GRANTED_ABILITY = "granted_ability"  # (the same kind as rules.granted.GRANTED_ABILITY)
_THIS = re.compile(r"\bthis (creature|permanent|land)\b")


class GrantedTemplates:
    def granted_all(self, items: list[object]) -> StaticPiece:
        sel, quote = items
        assert isinstance(sel, Selector) and isinstance(quote, Token)
        return _granted(sel, quote, "")

    def granted_enchanted_creature(self, items: list[Token]) -> StaticPiece:
        return _granted(Selector("enchanted"), items[0], "creature")

    def granted_enchanted_land(self, items: list[Token]) -> StaticPiece:
        return _granted(Selector("enchanted"), items[0], "land")

    def granted_enchanted_pt(self, items: list[Token]) -> StaticPiece:
        """Arcane Teachings, Foul Presence: "gets +2/+2 and has "…"" (layer 7c and layer 6)."""
        from oldframe.cards.compiler.effects import parse_pt

        p, t = parse_pt(items[0])
        piece = _granted(Selector("enchanted"), items[1], "creature")
        return StaticPiece(replace(piece.ability, power=p, toughness=t))


def _granted(sel: Selector, quote: Token, noun: str) -> StaticPiece:
    ab, word = quoted_ability(str(quote)[1:-1])
    return StaticPiece(StaticAbility(GRANTED_ABILITY, text=f"{noun}/{word}", affected=sel, granted=ab))


def quoted_ability(inner: str) -> tuple[ActivatedAbility, str]:
    """The quoted text is compiled as an activated ability of the object that has it: "this
    creature" becomes its self reference (returned with the word: "creature", "permanent", "land" or
    ""). The granting card's own name inside the quotes (Archery Training's counters) names another
    object than the one with the ability: not this template."""
    from oldframe.cards.compiler import _names_event_object, pool_subtypes
    from oldframe.cards.compiler.build import parse_line

    if "cardname" in inner:
        raise ValueError("the granting card named inside the granted ability")
    words = set(_THIS.findall(inner))
    if len(words) > 1:
        raise ValueError("two ways of naming the object with the ability")
    piece = parse_line(_THIS.sub("cardname", inner), pool_subtypes())
    if not isinstance(piece, ActivatedPiece) or len(piece.abilities) != 1 or _names_event_object(piece):
        raise ValueError("not one activated ability")
    ab = piece.abilities[0]
    if ab.zone != "battlefield":
        raise ValueError("a granted ability that works from another zone")
    return ab, words.pop() if words else ""


def render_quoted(ab: ActivatedAbility, word: str) -> str:
    """The text between the quotes of a granted ability, "this <word>" for the object that has it."""
    inner = render_activated((ab,))
    if "CARDNAME" in inner and not word:
        raise ValueError("no words for the object with the ability")
    inner = re.sub(r"(^|[:.] )CARDNAME", lambda m: m.group(1) + "This " + word, inner)
    return inner.replace("CARDNAME", "this " + word)


@renders_static(GRANTED_ABILITY)
def _render_granted(st: StaticAbility) -> str:
    noun, _, word = st.text.partition("/")
    if st.granted is None or st.affected is None or st.condition or st.keywords:
        raise ValueError("a granted ability with other parts")
    if (st.power or st.toughness) and (st.affected.who != "enchanted" or noun != "creature"):
        raise ValueError("+N/+N with a granted ability: only an Aura's")
    inner = render_quoted(st.granted, word)
    if st.affected.who == "enchanted":
        if noun not in ("creature", "land"):
            raise ValueError("enchanted what?")
        gets = f"gets {_pt(st.power, st.toughness)} and " if st.power or st.toughness else ""
        return f'Enchanted {noun} {gets}has "{inner}"'
    return f'{cap(render_selector(st.affected))} have "{inner}"'
