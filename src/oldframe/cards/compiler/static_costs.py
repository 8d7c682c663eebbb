"""Spell cost changes, maximum hand size, extra land drops and the Incarnations (the rules:
``rules.atoms.static_costs``): statics that change what a player may do, kept together."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.effects import NUMBER_WORDS
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import COLOR_NAMES, _pt, render_keywords, render_selector, renders_static
from oldframe.cards.compiler.static_counts import _condition_words
from oldframe.cards.compiler.static_entry import _color
from oldframe.rules.atoms.static_costs import (
    ADDITIONAL_LAND,
    CHOSEN_HAND_SIZE,
    GRAVEYARD_CONTINUOUS,
    HAND_SIZE_REDUCED,
    NO_MAX_HAND_SIZE,
    OFF_TURN,
    SPELL_COST_LESS,
    SPELL_COST_MORE,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Selector, StaticAbility
from oldframe.rules.model.static_params import SpellCostChange


class StaticCostTemplates:
    """Transformer methods for ``grammar/static_rules.lark``: costs, hand size, land drops."""

    subtype_names: dict[str, str]

    # -- cost increases and reductions (CR 601.2f) --------------------------------------------------------
    # spells are named by groups ("/"-separated alternatives), each a ","-joined conjunction of
    # "color:R", "type:Creature" / "nontype:Creature" ("+" between types: "artifact and enchantment"),
    # "sub:Goblin"; the static's ``text`` is "mana;caster;groups" (caster "you", "opp" or "all").
    def sr_spell_type(self, items: list[Token]) -> str:
        word = str(items[0])
        return "nontype:Creature" if word == "noncreature" else f"type:{word.capitalize()}"

    def sr_spell_types(self, items: list[str]) -> str:
        return "+".join(items)

    def sr_sg(self, items: list[object]) -> str:
        parts = [f"color:{_color(t)}" if isinstance(t, Token) else str(t) for t in items]
        return ",".join(parts)

    def sr_sg_type(self, items: list[Token]) -> str:
        name = self.subtype_names.get(str(items[0]))
        if name is None or str(items[0]) != name.lower():  # "Goblin spells": the singular
            raise ValueError("a creature type")
        return f"sub:{name}"

    def sr_spells(self, items: list[str]) -> str:
        return "/".join(items)

    def sr_by_you(self, items: list[Token]) -> str:
        return "you"

    def sr_by_opp(self, items: list[Token]) -> str:
        return "opp"

    def sr_by_all(self, items: list[Token]) -> str:
        return "all"

    def sr_cost_more(self, items: list[object]) -> StaticPiece:
        spells, caster, *mana = items
        more = ManaCost.parse("".join(str(m).upper() for m in mana))
        return StaticPiece(StaticAbility(SPELL_COST_MORE, params=SpellCostChange(more, str(caster), _groups(spells))))

    def sr_cost_more_off_turn(self, items: list[Token]) -> StaticPiece:
        """"Each spell costs {3} more to cast except during its controller's turn." (Defense Grid)."""
        more = ManaCost.parse("".join(str(m).upper() for m in items))
        return StaticPiece(StaticAbility(SPELL_COST_MORE, params=SpellCostChange(more, OFF_TURN, ((),))))

    def sr_cost_less(self, items: list[object]) -> StaticPiece:
        spells, caster, mana = items
        cost = ManaCost.parse(str(mana).upper())
        if any(cost.colored) or cost.x or not cost.generic:
            raise ValueError("only generic mana is taken off")  # Edgewalker's colored reduction isn't known
        change = SpellCostChange(None, str(caster), _groups(spells))
        return StaticPiece(StaticAbility(SPELL_COST_LESS, power=cost.generic, params=change))

    def sr_chosen_hand_size(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CHOSEN_HAND_SIZE, power=NUMBER_WORDS[str(items[0])]))

    def sr_no_max_hand_size(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_MAX_HAND_SIZE))

    def sr_hand_size_reduced(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(HAND_SIZE_REDUCED, power=NUMBER_WORDS[str(items[0])]))

    def sr_additional_land(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ADDITIONAL_LAND))

    def sr_incarnation(self, items: list[object]) -> StaticPiece:
        single, sel, grant = items
        assert isinstance(single, tuple) and isinstance(sel, Selector) and isinstance(grant, tuple)
        p, t, kws = grant
        return StaticPiece(StaticAbility(GRAVEYARD_CONTINUOUS, affected=sel, power=p, toughness=t, keywords=kws,
                                         condition="count:bf|you|" + ",".join(single)))


_SPELL_TYPE_WORDS = {"type:Creature": "creature", "nontype:Creature": "noncreature", "type:Artifact": "artifact",
                     "type:Enchantment": "enchantment", "type:Instant": "instant", "type:Sorcery": "sorcery"}
_CASTER_WORDS = {"you": " you cast", "opp": " your opponents cast", "all": ""}


def _groups(spells: object) -> tuple[tuple[str, ...], ...]:
    """The grammar's "/"-separated alternatives of ","-joined parts, as typed tuples."""
    return tuple(tuple(p for p in group.split(",") if p) for group in str(spells).split("/"))


def _render_spells(groups: tuple[tuple[str, ...], ...]) -> str:
    """"Red creature spells and green creature spells", "Artifact and enchantment spells", "Spells"."""
    out = []
    for group in groups:
        words = []
        for part in group:
            if part.startswith("color:"):
                words.append(COLOR_NAMES[part[6:]])
            elif part.startswith("sub:"):
                words.append(part[4:])
            else:
                words.append(" and ".join(_SPELL_TYPE_WORDS[t] for t in part.split("+")))
        out.append(" ".join([*words, "spells"]))
    text = " and ".join(out)
    return text[:1].upper() + text[1:]


def _cost_change(st: StaticAbility) -> tuple[ManaCost | None, str, str]:
    change = st.params
    if not isinstance(change, SpellCostChange):
        raise ValueError("a spell cost change")
    return change.more, _CASTER_WORDS[change.caster], _render_spells(change.spells)


@renders_static(SPELL_COST_MORE)
def _render_cost_more(st: StaticAbility) -> str:
    if isinstance(st.params, SpellCostChange) and st.params.caster == OFF_TURN:  # Defense Grid
        more = st.params.more
        if more is None or st.params.spells != ((),):
            raise ValueError("an increase of every spell")
        return f"Each spell costs {more} more to cast except during its controller's turn."
    cost, caster, spells = _cost_change(st)
    if cost is None or cost.x or not cost.converted:
        raise ValueError("an increase")
    return f"{spells}{caster} cost {cost} more to cast."


@renders_static(SPELL_COST_LESS)
def _render_cost_less(st: StaticAbility) -> str:
    mana, caster, spells = _cost_change(st)
    if st.power <= 0 or mana:
        raise ValueError("a reduction")
    return f"{spells}{caster} cost {{{st.power}}} less to cast."


_NUMBER_NAMES = {v: k for k, v in NUMBER_WORDS.items() if k not in ("a", "one")}


@renders_static(CHOSEN_HAND_SIZE)
def _render_chosen_hand_size(st: StaticAbility) -> str:
    return f"The chosen player's maximum hand size is {_NUMBER_NAMES[st.power]}."


@renders_static(NO_MAX_HAND_SIZE)
def _render_no_max(st: StaticAbility) -> str:
    return "You have no maximum hand size."


@renders_static(HAND_SIZE_REDUCED)
def _render_hand_size_reduced(st: StaticAbility) -> str:
    return f"Your maximum hand size is reduced by {_NUMBER_NAMES[st.power]}."


@renders_static(ADDITIONAL_LAND)
def _render_additional_land(st: StaticAbility) -> str:
    return "You may play an additional land on each of your turns."


@renders_static(GRAVEYARD_CONTINUOUS)
def _render_incarnation(st: StaticAbility) -> str:
    if st.affected is None or not st.condition.startswith("count:bf|you|"):
        raise ValueError("an Incarnation")
    cond = _condition_words(st.condition)
    parts = []
    if st.power or st.toughness:
        parts.append(f"get {_pt(st.power, st.toughness)}")
    if st.keywords:
        parts.append(f"have {render_keywords(st.keywords)}")
    if not parts:
        raise ValueError("nothing granted")
    return f"As long as CARDNAME is in your graveyard and {cond}, {render_selector(st.affected)} {' and '.join(parts)}."
