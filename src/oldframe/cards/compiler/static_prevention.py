"""Prevention, protection and control from static abilities and Auras (the Wards, control-changing
Auras, damage shields, the life floor, Circles of Protection; the rules: ``rules.atoms.static_prevention``):
templates and renderers of one family, apart from the combat and counting ones."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, renders, renders_static
from oldframe.cards.compiler.static_entry import _COLOR_ORDER, _ENCHANTED, _color
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.static_combat import PHANTOM
from oldframe.rules.atoms.static_kinds import (
    CHOSEN_COLOR_QUALITY,
    CONTROL_ENCHANTED,
    LIFE_FLOOR,
    PREVENT_DAMAGE_TO_SELF,
    PREVENT_ENCHANTED_CHOSEN_COLOR,
    SPHERE,
    WARD,
)
from oldframe.rules.atoms.static_prevention import PreventNextFromChosenSource
from oldframe.rules.model.cards import StaticAbility


class StaticPreventionTemplates:
    """Transformer methods for ``grammar/static_rules.lark``: prevention, protection, control."""

    subtype_names: dict[str, str]

    # -- control-changing Auras (layer 2) ---------------------------------------------------------------
    def sr_k_creature(self, items: list[Token]) -> str:
        return "creature"

    def sr_k_land(self, items: list[Token]) -> str:
        return "land"

    def sr_k_artifact(self, items: list[Token]) -> str:
        return "artifact"

    def sr_k_enchantment(self, items: list[Token]) -> str:
        return "enchantment"

    def sr_k_permanent(self, items: list[Token]) -> str:
        return "permanent"

    def sr_control_enchanted(self, items: list[str]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONTROL_ENCHANTED, text=items[0]))

    # -- Wards --------------------------------------------------------------------------------------------
    def sr_ward(self, items: list[tuple[int, int, frozenset[str]]]) -> StaticPiece:
        p, t, kws = items[0]
        if p or t or len(kws) != 1:
            raise ValueError("a Ward grants one protection")
        (kw,) = kws
        color = kw.removeprefix("protection from ")
        if color not in COLOR_LETTERS:
            raise ValueError("protection from a color only")  # the engine knows color protection only
        return StaticPiece(StaticAbility(WARD, affected=_ENCHANTED, keywords=kws))

    # -- prevention and life ------------------------------------------------------------------------------
    def sr_prevent_self(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF))

    def sr_prevent_self_creatures(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF, text="creatures"))

    def sr_sphere(self, items: list[Token]) -> StaticPiece:
        colors = frozenset(_color(t) for t in items if t.type == "COLOR")
        amount = int(next(t for t in items if t.type == "NUMBER"))
        return StaticPiece(StaticAbility(SPHERE, colors=colors, power=amount))

    def sr_life_floor(self, items: list[Token]) -> StaticPiece:
        below, to = int(items[0]), int(items[1])
        if below != to or to != 1:
            raise ValueError("only a floor of 1")  # the engine's replacement keeps the life total at 1
        return StaticPiece(StaticAbility(LIFE_FLOOR, power=to))

    # -- Circles of Protection ----------------------------------------------------------------------------
    def sr_q_color(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(f"color:{_color(t)}" for t in items)

    def sr_q_artifact(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:artifact",)

    def sr_q_land(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:land",)

    def sr_source(self, items: list[tuple[str, ...]]) -> tuple[str, ...]:
        return items[0]

    def sr_you(self, items: list[Token]) -> bool:
        return True

    def sr_anyone(self, items: list[Token]) -> bool:
        return False

    def sr_cop(self, items: list[object]) -> Clause:
        quality, to_you = items
        assert isinstance(quality, tuple) and isinstance(to_you, bool)
        return Clause((PreventNextFromChosenSource(quality, to_you),))


# -- renderers -------------------------------------------------------------------------------------------
def _color_word(letters: frozenset[str]) -> str:
    if len(letters) != 1:
        raise ValueError("one color")
    return COLOR_NAMES[next(iter(letters))]


@renders_static(CONTROL_ENCHANTED)
def _render_control(st: StaticAbility) -> str:
    if st.text not in ("creature", "land", "artifact", "enchantment", "permanent"):
        raise ValueError("control of what?")
    return f"You control enchanted {st.text}."


@renders_static(WARD)
def _render_ward(st: StaticAbility) -> str:
    if st.affected != _ENCHANTED or st.power or st.toughness or len(st.keywords) != 1:
        raise ValueError("a Ward")
    return f"Enchanted creature has {next(iter(st.keywords))}. This effect doesn't remove CARDNAME."


@renders_static(PREVENT_DAMAGE_TO_SELF)
def _render_prevent_self(st: StaticAbility) -> str:
    by = {"": "", "creatures": " by creatures", "artifact creatures": " by artifact creatures",
          "artifact sources": " by artifact sources"}[st.text]
    return f"Prevent all damage that would be dealt to CARDNAME{by}."


@renders_static(SPHERE)
def _render_sphere(st: StaticAbility) -> str:
    color = f"{_color_word(st.colors)} " if st.colors else ""
    return f"If a {color}source would deal damage to you, prevent {st.power} of that damage."


@renders_static(LIFE_FLOOR)
def _render_life_floor(st: StaticAbility) -> str:
    return (f"Damage that would reduce your life total to less than {st.power} reduces it to {st.power} "
            "instead.")


@renders(PreventNextFromChosenSource)
def _render_cop(eff: PreventNextFromChosenSource, words: object) -> list[str]:
    q = eff.quality
    if q == (CHOSEN_COLOR_QUALITY,):
        to_you = " to you" if eff.to_you else ""
        return [f"the next time a source of your choice of the chosen color would deal damage{to_you} this turn, "
                "prevent that damage"]
    if all(f.startswith("color:") for f in q) and 1 <= len(q) <= 2:
        letters = sorted((f[6:] for f in q), key=_COLOR_ORDER.index)
        what = " or ".join(COLOR_NAMES[c] for c in letters)
    elif q in (("type:artifact",), ("type:land",)):
        what = q[0][5:]
    else:
        raise ValueError("source quality")
    article = "an" if what[0] in "aeiou" else "a"
    to_you = " to you" if eff.to_you else ""
    return [f"the next time {article} {what} source of your choice would deal damage{to_you} this turn, "
            "prevent that damage"]


@renders_static(PHANTOM)
def _render_phantom(st: StaticAbility) -> str:
    return "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from CARDNAME."


@renders_static(PREVENT_ENCHANTED_CHOSEN_COLOR)
def _render_prevent_enchanted_chosen(st: StaticAbility) -> str:
    if st.affected != _ENCHANTED:
        raise ValueError("enchanted creature")
    return "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color."
