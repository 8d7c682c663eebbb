"""Attack, block, untap and targeting rules from static abilities (CR 508-509; the rules:
``rules.atoms.static_combat``), their templates and renderers in one place."""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import renders_static
from oldframe.cards.compiler.static_counts import _count_words
from oldframe.cards.compiler.static_entry import _ENCHANTED, _SELF, FIRST_STRIKE_ATTACKING, _color
from oldframe.cards.compiler.static_prevention import _color_word
from oldframe.cards.compiler.untap_groups import no_untap_words
from oldframe.cards.compiler.untap_limits import untapping_lands_words
from oldframe.rules.atoms.static_combat import (
    ATTACK_TAX,
    BLOCKED_ONLY_BY_FLYERS,
    BLOCKS_AS_THOUGH_SHADOW,
    CANT_ATTACK_IF_UNTAPPED_POWER,
    CANT_ATTACK_WHEN,
    CANT_ATTACK_YOU_CHOSEN_COLOR,
    CANT_BLOCK_WHEN,
    LANDWALK_IGNORED,
    NO_UNTAP_FILTER,
    NO_UNTAP_POWER_GE,
    NO_UNTAP_POWER_LE,
    PHANTOM,
    PLAYER_SHROUD,
    TEAM_BLOCKED_BY_ONE,
    UNBLOCKABLE_BY_ARTIFACT_CREATURES,
    UNBLOCKABLE_WHEN,
    UNTARGETABLE_BY_COLOR,
)
from oldframe.rules.atoms.static_costs import CREATURES_CANT_BLOCK
from oldframe.rules.atoms.static_kinds import (
    ASSIGN_AS_UNBLOCKED,
    CANT_BLOCK_POWER_GE,
    PREVENT_DAMAGE_TO_SELF,
    UNBLOCKABLE_BY_COLOR,
    UNBLOCKABLE_BY_POWER_GE,
)
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Selector, StaticAbility
from oldframe.rules.model.static_params import CombatCondition, CountSpec, DomainAmount, PermanentFilter
from oldframe.rules.multiblock import BLOCK_ONE_MORE


class StaticCombatTemplates:
    """Transformer methods for ``grammar/static_rules.lark``: attack, block, untap, targeting."""

    subtype_names: dict[str, str]

    # -- combat -------------------------------------------------------------------------------------------
    def sr_assign_unblocked(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ASSIGN_AS_UNBLOCKED))

    def sr_cant_block_power(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_BLOCK_POWER_GE, power=int(items[0])))

    def sr_unblockable_power(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_BY_POWER_GE, power=int(items[0])))

    def sr_unblockable_color(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_BY_COLOR, affected=_SELF, colors=frozenset({_color(items[0])})))

    def sr_enchanted_unblockable_color(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_BY_COLOR, affected=_ENCHANTED,
                                         colors=frozenset({_color(items[0])})))

    # -- more prevention, blocking, attacking and targeting rules ---------------------------------------------
    def sr_phantom(self, items: list[Token]) -> StaticPiece:
        if str(items[0]) != "+1/+1":
            raise ValueError("a +1/+1 counter")
        return StaticPiece(StaticAbility(PHANTOM))

    def sr_cant_attack_power_greater(self, items: list[object]) -> StaticPiece:
        if items[0] != ("untapped", "type:Creature"):
            raise ValueError("an untapped creature")
        return StaticPiece(StaticAbility(CANT_ATTACK_IF_UNTAPPED_POWER, text="greater", power=int(str(items[1]))))

    def sr_cant_attack_power_less(self, items: list[object]) -> StaticPiece:
        if items[0] != ("untapped", "type:Creature"):
            raise ValueError("an untapped creature")
        return StaticPiece(StaticAbility(CANT_ATTACK_IF_UNTAPPED_POWER, text="less", power=int(str(items[1]))))

    def sr_landwalk_ignored(self, items: list[Token]) -> StaticPiece:
        first, second = (str(t).removesuffix("walk") for t in items)
        if first != second or first not in ("plains", "island", "swamp", "mountain", "forest"):
            raise ValueError("the same basic landwalk")
        return StaticPiece(StaticAbility(LANDWALK_IGNORED, text=first))

    def sr_block_shadow(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCKS_AS_THOUGH_SHADOW))

    def sr_team_blocked_by_one(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(TEAM_BLOCKED_BY_ONE))

    def sr_player_shroud(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PLAYER_SHROUD))

    def sr_untargetable_color(self, items: list[Token]) -> StaticPiece:
        if str(items[0]) != str(items[1]):
            raise ValueError("one color")
        return StaticPiece(StaticAbility(UNTARGETABLE_BY_COLOR, colors=frozenset({_color(items[0])})))

    def sr_cant_attack_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_WHEN, params=_you_count("def_count", items[0])))

    def sr_cant_block_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_BLOCK_WHEN, params=_you_count("you_count", items[0])))

    def _fewer(self, plural: tuple[str, ...]) -> CombatCondition:
        if plural == ("type:Creature",):
            return CombatCondition("fewer_creatures")
        return _you_count("fewer", plural)

    def sr_cant_attack_fewer(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_WHEN, params=self._fewer(items[0])))

    def sr_cant_block_fewer(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_BLOCK_WHEN, params=self._fewer(items[0])))

    def sr_unblockable_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_SELF, params=_you_count("def_count", items[0])))

    def sr_unblockable_enchanted(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_SELF, params=CombatCondition("enchanted")))

    def sr_enchanted_unblockable(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_ENCHANTED))

    def sr_unblockable_artifact(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_BY_ARTIFACT_CREATURES))

    def sr_prevent_self_artifact_creatures(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF, text="artifact creatures"))

    def sr_no_untap_nonbasic(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(("type:Land", "nonbasic"))))

    def sr_no_untap_power(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_POWER_GE, power=int(items[0])))

    def sr_no_untap_power_le(self, items: list[Token]) -> StaticPiece:
        """Juntu Stakes: the power is read as the untap step untaps (CR 502.3; 2003: 302.1)."""
        return StaticPiece(StaticAbility(NO_UNTAP_POWER_LE, power=int(items[0])))

    def sr_blocked_only_by_flyers(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCKED_ONLY_BY_FLYERS))

    def sr_block_additional(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCK_ONE_MORE))

    def sr_prevent_self_artifact_sources(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF, text="artifact sources"))

    def sr_creatures_cant_block(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CREATURES_CANT_BLOCK))

    def sr_chosen_type_no_untap(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, params=PermanentFilter(chosen_type=True)))

    def sr_attack_tax(self, items: list[Token]) -> StaticPiece:
        cost = ManaCost.parse(str(items[0]).upper())
        if any(cost.colored) or cost.x or not cost.generic:
            raise ValueError("generic mana")
        return StaticPiece(StaticAbility(ATTACK_TAX, power=cost.generic))

    def sr_attack_tax_domain(self, items: list[Token]) -> StaticPiece:
        if str(items[0]) != "{x}":
            raise ValueError("{X}")
        return StaticPiece(StaticAbility(ATTACK_TAX, params=DomainAmount()))

    def sr_moat(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_YOU_CHOSEN_COLOR))

    def sr_sel_other_color(self, items: list[Token]) -> Selector:
        return Selector("other_creatures", colors=frozenset({_color(items[0])}))


@renders_static(ASSIGN_AS_UNBLOCKED)
def _render_assign(st: StaticAbility) -> str:
    return "You may have CARDNAME assign its combat damage as though it weren't blocked."


@renders_static(CANT_BLOCK_POWER_GE)
def _render_cant_block_power(st: StaticAbility) -> str:
    return f"CARDNAME can't block creatures with power {st.power} or greater."


@renders_static(UNBLOCKABLE_BY_POWER_GE)
def _render_unblockable_power(st: StaticAbility) -> str:
    return f"CARDNAME can't be blocked by creatures with power {st.power} or greater."


@renders_static(UNBLOCKABLE_BY_COLOR)
def _render_unblockable_color(st: StaticAbility) -> str:
    who = {_SELF: "CARDNAME", _ENCHANTED: "Enchanted creature"}[st.affected] if st.affected else None
    if who is None:
        raise ValueError("whose evasion?")
    return f"{who} can't be blocked by {_color_word(st.colors)} creatures."


@renders_static(CANT_ATTACK_IF_UNTAPPED_POWER)
def _render_cant_attack_power(st: StaticAbility) -> str:
    if st.text not in ("greater", "less"):
        raise ValueError("greater or less")
    return (f"CARDNAME can't attack if defending player controls an untapped creature with power {st.power} or "
            f"{st.text}.")


@renders_static(LANDWALK_IGNORED)
def _render_landwalk_ignored(st: StaticAbility) -> str:
    return f"Creatures with {st.text}walk can be blocked as though they didn't have {st.text}walk."


@renders_static(BLOCKS_AS_THOUGH_SHADOW)
def _render_block_shadow(st: StaticAbility) -> str:
    return "CARDNAME can block creatures with shadow as though CARDNAME had shadow."


@renders_static(TEAM_BLOCKED_BY_ONE)
def _render_team_blocked_by_one(st: StaticAbility) -> str:
    return "Each creature you control can't be blocked by more than one creature."


@renders_static(PLAYER_SHROUD)
def _render_player_shroud(st: StaticAbility) -> str:
    return "You have shroud."


@renders_static(UNTARGETABLE_BY_COLOR)
def _render_untargetable_color(st: StaticAbility) -> str:
    color = _color_word(st.colors)
    return f"CARDNAME can't be the target of {color} spells or abilities from {color} sources."


@renders_static(FIRST_STRIKE_ATTACKING)
def _render_first_strike_attacking(st: StaticAbility) -> str:
    return "CARDNAME has first strike as long as it's attacking."


@renders_static(NO_UNTAP_POWER_GE)
def _render_no_untap_power(st: StaticAbility) -> str:
    return (f"Creatures with power {st.power} or greater don't untap during their controllers' untap steps.")


@renders_static(BLOCKED_ONLY_BY_FLYERS)
def _render_blocked_only_by_flyers(st: StaticAbility) -> str:
    return "CARDNAME can't be blocked except by creatures with flying."


@renders_static(BLOCK_ONE_MORE)
def _render_block_additional(st: StaticAbility) -> str:
    return "CARDNAME can block an additional creature each combat."


def _you_count(when: str, filters: tuple[str, ...]) -> CombatCondition:
    """A condition on a count of permanents "you" control (the defending player for "def_count")."""
    return CombatCondition(when, CountSpec("bf", "you", tuple(filters)))


def _condition(st: StaticAbility) -> CombatCondition | None:
    if st.params is not None and not isinstance(st.params, CombatCondition):
        raise ValueError("a combat condition")
    return st.params


def _when_words(cond: CombatCondition | None, who: str) -> str:
    kind, spec = (cond.when, str(cond.count)) if cond is not None else ("", "")
    if kind in ("def_count", "you_count"):
        single = _count_words(spec, plural=False, where=False)
        article = "an" if single[0].lower() in "aeiou" else "a"
        return f"{who} {article} {single}"
    raise ValueError("a condition")


@renders_static(CANT_ATTACK_WHEN)
def _render_cant_attack_when(st: StaticAbility) -> str:
    cond = _condition(st)
    if cond is not None and cond.when == "fewer_creatures":
        return "CARDNAME can't attack unless you control more creatures than defending player."
    if cond is not None and cond.when == "fewer":
        more = _count_words(str(cond.count), plural=True, where=False)
        return f"CARDNAME can't attack unless you control more {more} than defending player."
    return f"CARDNAME can't attack if {_when_words(cond, 'defending player controls')}."


@renders_static(CANT_BLOCK_WHEN)
def _render_cant_block_when(st: StaticAbility) -> str:
    cond = _condition(st)
    if cond is not None and cond.when == "fewer_creatures":
        return "CARDNAME can't block unless you control more creatures than attacking player."
    if cond is not None and cond.when == "fewer":
        more = _count_words(str(cond.count), plural=True, where=False)
        return f"CARDNAME can't block unless you control more {more} than attacking player."
    if cond is None or cond.when != "you_count":
        raise ValueError("a condition")
    return f"CARDNAME can't block if {_when_words(cond, 'you control')}."


@renders_static(UNBLOCKABLE_WHEN)
def _render_unblockable_when(st: StaticAbility) -> str:
    cond = _condition(st)
    if st.affected == _ENCHANTED and cond is None:
        return "Enchanted creature can't be blocked."
    if st.affected != _SELF:
        raise ValueError("whose evasion?")
    if cond is not None and cond.when == "enchanted":
        return "CARDNAME can't be blocked as long as it's enchanted."
    if cond is None or cond.when != "def_count":
        raise ValueError("a condition")
    return f"CARDNAME can't be blocked as long as {_when_words(cond, 'defending player controls')}."


@renders_static(UNBLOCKABLE_BY_ARTIFACT_CREATURES)
def _render_unblockable_artifact(st: StaticAbility) -> str:
    return "CARDNAME can't be blocked by artifact creatures."


@renders_static(NO_UNTAP_FILTER)
def _render_no_untap_filter(st: StaticAbility) -> str:
    which = st.params
    if isinstance(which, PermanentFilter) and which.chosen_type:
        return "Creatures of the chosen type don't untap during their controllers' untap steps."
    if which == PermanentFilter(("type:Land", "nonmana_ability")):  # Tsabo's Web (untap_filters.py)
        return ("Each land with an activated ability that isn't a mana ability doesn't untap during its "
                "controller's untap step.")
    lands = untapping_lands_words(which)  # untap_limits.py: "Lands …" (Rising Waters), "Islands …" (Choke)
    if lands is not None:
        return f"{lands} don't untap during their controllers' untap steps."
    group = no_untap_words(which)  # untap_groups.py: "Blue creatures …", "Mercenaries …"
    if group is not None:
        return f"{group} don't untap during their controllers' untap steps."
    if which != PermanentFilter(("type:Land", "nonbasic")):
        raise ValueError("which permanents?")
    return "Nonbasic lands don't untap during their controllers' untap steps."


@renders_static(NO_UNTAP_POWER_LE)
def _render_no_untap_power_le(st: StaticAbility) -> str:
    return f"Creatures with power {st.power} or less don't untap during their controllers' untap steps."


@renders_static(CREATURES_CANT_BLOCK)
def _render_creatures_cant_block(st: StaticAbility) -> str:
    return "Creatures can't block."


@renders_static(ATTACK_TAX)
def _render_attack_tax(st: StaticAbility) -> str:
    tail = ("Creatures can't attack you unless their controller pays {cost} for each creature they control that's "
            "attacking you")
    if isinstance(st.params, DomainAmount):
        return ("Domain — " + tail.format(cost="{X}")
                + ", where X is the number of basic land types among lands you control.")
    if st.text or st.params is not None or st.power <= 0:
        raise ValueError("an attack tax")
    return tail.format(cost=f"{{{st.power}}}") + "."


@renders_static(CANT_ATTACK_YOU_CHOSEN_COLOR)
def _render_moat(st: StaticAbility) -> str:
    return "Creatures of the chosen color without flying can't attack you."
