"""Choices made as a permanent enters — a color, a creature type, an opponent — and what uses them
(CR 614.12; the rules: ``rules.atoms.static_entry``), kept apart as one decision family."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import Words, _pt, render_keywords, renders, renders_static, renders_trigger
from oldframe.cards.compiler.statics import COLOR_LETTERS
from oldframe.rules.atoms.choices import GainProtectionFromChosenColor
from oldframe.rules.atoms.static_entry import ENTERS_CHOOSE_OPPONENT, WARD_CHOSEN_COLOR, AddManaOfChosenColor
from oldframe.rules.atoms.static_kinds import CHOSEN_COLOR_QUALITY, PREVENT_ENCHANTED_CHOSEN_COLOR
from oldframe.rules.atoms.static_prevention import PreventNextFromChosenSource
from oldframe.rules.mana import ZERO
from oldframe.rules.model.cards import Selector, StaticAbility, Trigger
from oldframe.rules.model.trigger_event import TriggerEvent

_ENCHANTED = Selector("enchanted")
#: "As CARDNAME comes into play, choose …" (``rules.atoms.choices``, ``static_entry.entry_choice_due``).
ENTERS_CHOOSE_COLOR = "enters_choose_color"
ENTERS_CHOOSE_TYPE = "enters_choose_type"
#: Creatures of the type chosen as it came into play get/have … (``rules.characteristics``).
CHOSEN_TYPE = "chosen_type_pt"
_SELF = Selector("self")
_COLOR_ORDER = "WUBRG"
DOMAIN = "domain|you|"
FIRST_STRIKE_ATTACKING = "first_strike_while_attacking"


def _color(tok: Token) -> str:
    return COLOR_LETTERS[str(tok)]


class StaticEntryTemplates:
    """Transformer methods for ``grammar/static_rules.lark``: entry choices and what uses them."""

    subtype_names: dict[str, str]

    # -- entry choices (CR 614.12; 2003: 410.10e) ----------------------------------------------------------
    def sr_choose_color(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_CHOOSE_COLOR))

    def sr_choose_type(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_CHOOSE_TYPE))

    def sr_ward_chosen(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(WARD_CHOSEN_COLOR, affected=_ENCHANTED))

    def sr_chosen_type_grant(self, items: list[tuple[int, int, frozenset[str]]]) -> StaticPiece:
        p, t, kws = items[0]
        return StaticPiece(StaticAbility(CHOSEN_TYPE, affected=Selector("creatures"), power=p, toughness=t,
                                         keywords=kws))

    def sr_cop_chosen(self, items: list[bool]) -> Clause:
        return Clause((PreventNextFromChosenSource((CHOSEN_COLOR_QUALITY,), items[0]),))

    def sr_prevent_enchanted_chosen(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_ENCHANTED_CHOSEN_COLOR, affected=_ENCHANTED))

    def sr_add_chosen(self, items: list[Token]) -> Clause:
        return Clause((AddManaOfChosenColor(ZERO),))

    def sr_choose_opponent(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ENTERS_CHOOSE_OPPONENT))

    def sr_w_chosen(self, items: list[Token]) -> str:
        return "chosen"

    def sr_count_chosen_hand(self, items: list[Token]) -> str:
        return "hand|chosen|"

    def sr_count_chosen_gy(self, items: list[str]) -> str:
        *adjs, kind = items
        if any(not a.startswith("color:") for a in adjs):
            raise ValueError("colors only")
        return f"gy|chosen|{','.join([*adjs, 'type:' + kind.capitalize()])}"

    def sr_t_chosen_upkeep(self, items: list[Token]) -> Trigger:
        return Trigger(TriggerEvent.CHOSEN_PLAYER_UPKEEP)

    def sr_gain_protection_choice(self, items: list[Thing]) -> Clause:
        """Mother of Runes, Knight of Dawn: the color is chosen as the ability resolves (CR 608.2d;
        2003: 413.2c), ``rules.atoms.choices.GainProtectionFromChosenColor``."""
        thing = items[0]
        return Clause((GainProtectionFromChosenColor(thing.ref),), () if thing.spec is None else (thing.spec,))


@renders_static(ENTERS_CHOOSE_COLOR)
def _render_choose_color(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, choose a color."


@renders_static(ENTERS_CHOOSE_TYPE)
def _render_choose_type(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, choose a creature type."


@renders_static(WARD_CHOSEN_COLOR)
def _render_ward_chosen(st: StaticAbility) -> str:
    if st.affected != _ENCHANTED:
        raise ValueError("a Ward")
    return "Enchanted creature has protection from the chosen color. This effect doesn't remove CARDNAME."


@renders_static(CHOSEN_TYPE)
def _render_chosen_type(st: StaticAbility) -> str:
    if st.affected != Selector("creatures"):
        raise ValueError("creatures of the chosen type")
    parts = []
    if st.power or st.toughness:
        parts.append(f"get {_pt(st.power, st.toughness)}")
    if st.keywords:
        parts.append(f"have {render_keywords(st.keywords)}")
    if not parts:
        raise ValueError("nothing granted")
    return f"Creatures of the chosen type {' and '.join(parts)}."


@renders(AddManaOfChosenColor)
def _render_add_chosen(eff: AddManaOfChosenColor, words: object) -> list[str]:
    if eff.mana != ZERO or eff.times != 1 or eff.any_color:
        raise ValueError("one mana of the chosen color")
    return ["add one mana of the chosen color"]


@renders_static(ENTERS_CHOOSE_OPPONENT)
def _render_choose_opponent(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, choose an opponent."


@renders_trigger(TriggerEvent.CHOSEN_PLAYER_UPKEEP)
def _render_chosen_upkeep(trigger: Trigger) -> str:
    if trigger.whose != "each" or trigger.condition is not None or trigger.filters:
        raise ValueError("the chosen player's upkeep")
    return "At the beginning of the chosen player's upkeep"


@renders(GainProtectionFromChosenColor)
def _render_protection_choice(eff: GainProtectionFromChosenColor, words: Words) -> list[str]:
    whose = "its controller's" if eff.its_controller else "your"  # chosen_protection.py: Wishmonger
    return [f"{words.thing(eff.who)} gains protection from the color of {whose} choice until end of turn"]
