"""Static abilities that change the rules, and prevention (the ``static_rules`` template classes).

* "You control enchanted creature." (Persuasion, Treachery, Annex, Steal Artifact, Confiscate): a
  control-changing Aura (layer 2, CR 613.1b; 2003: 418.5), ``rules.atoms.rulings.apply_control_auras``.
* "Enchanted creature has protection from white. This effect doesn't remove CARDNAME." (the Wards:
  White Ward, Black Ward; CR 702.16c/303.4d exception; 2003: 502.7).
* "You may have CARDNAME assign its combat damage as though it weren't blocked." (Lone Wolf, Pride of
  Lions, Thorn Elemental; CR 510.1c-d; 2003: 310.4b).
* "CARDNAME can't block creatures with power 2 or greater." (Brassclaw Orcs), "CARDNAME can't be
  blocked by creatures with power 3 or greater." (Amrou Kithkin), "CARDNAME / Enchanted creature
  can't be blocked by black creatures." (Dauthi Horror, the Scarabs) — blocking restrictions (CR 509.1b).
* "Enchanted creature gets +2/+2 as long as an opponent controls a black permanent." (the Scarabs)
  and "CARDNAME gets -2/-2 as long as white is the most common color among all permanents or is tied
  for most common." (the Djinns of Mirage) — conditional statics (CR 611.3b, layer 7c).
* "Prevent all damage that would be dealt to CARDNAME [by creatures]." (Dawn Elemental, Champion
  Lancer), "If a black source would deal damage to you, prevent 2 of that damage." (the Spheres,
  Urza's Armor) — prevention effects from static abilities (CR 615.1a; 2003: 419.7).
* "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (Ali from Cairo,
  Sustaining Spirit) — a replacement effect (CR 614.1a; 2003: 419.6a).
* "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that
  damage." (the Circles and Runes of Protection, the Pilgrims, Story Circle) — a prevention shield
  naming a source chosen on resolution (CR 615.1a, 609.7a; 2003: 419.7).
* "As CARDNAME enters the battlefield, choose a color / a creature type / an opponent." and what uses
  the choice (Cho-Manno's Blessing, Cover of Darkness, Sol Grail, Entropic Specter, Black Vise, Cursed
  Rack; CR 614.12; 2003: 410.10e); a permanent put into play by an effect chooses too.
* Spell cost increases and reductions (the Leeches, Medallions, Familiars, Warchiefs, Chill, Helm of
  Awakening, Aura of Silence; CR 601.2f; 2003: 409.1f).
* P/T from counts: characteristic-defining abilities (Maro, Lhurgoyf, Plague Rats; CR 604.3, layer 7a)
  and "gets +1/+1 for each …" (Crusading Knight, Bravado, Domain; layer 7c); conditional bonuses and
  keywords ("as long as you control a Forest": Kird Ape, Dire Wolves; CR 611.3b).
* More rule-changing statics: the Judgment Phantoms' prevention, attack and block restrictions that
  look at the position (Orgg, Branded Brawlers, Goblin Goon, Beebles), Undertow, Heartwood Dryad,
  Familiar Ground, "You have shroud.", Meekstone, Back to Basics, maximum hand size (Spellbook, Cursed
  Rack, Thought Eater), Exploration, the Incarnations (from the graveyard, CR 113.6b), attack taxes
  (Propaganda; CR 508.1d-h), "gains protection from the color of your choice" (Mother of Runes).
"""

from __future__ import annotations

from lark import Token

from oldframe.cards.compiler.common import Clause, Thing
from oldframe.cards.compiler.effects import NUMBER_WORDS, X, parse_pt
from oldframe.cards.compiler.pieces import StaticPiece
from oldframe.cards.compiler.render import (
    COLOR_NAMES,
    Words,
    _pt,
    render_keywords,
    render_selector,
    renders,
    renders_static,
    renders_trigger,
)
from oldframe.cards.compiler.statics import COLOR_LETTERS, plural_of
from oldframe.cards.model import DealDamage, Selector, StaticAbility, Trigger
from oldframe.rules.atoms.choices import GainProtectionFromChosenColor
from oldframe.rules.atoms.static_combat import (
    ATTACK_TAX,
    BLOCKED_ONLY_BY_FLYERS,
    BLOCKS_AS_THOUGH_SHADOW,
    CANT_ATTACK_IF_UNTAPPED_POWER,
    CANT_ATTACK_WHEN,
    CANT_ATTACK_YOU_CHOSEN_COLOR,
    CANT_BLOCK_WHEN,
    ENCHANTED_SPEC,
    ENCHANTED_UNTAPPED,
    LANDWALK_IGNORED,
    NO_UNTAP_FILTER,
    NO_UNTAP_POWER_GE,
    PHANTOM,
    PLAYER_SHROUD,
    SELF_ATTACKING,
    TEAM_BLOCKED_BY_ONE,
    UNBLOCKABLE_BY_ARTIFACT_CREATURES,
    UNBLOCKABLE_WHEN,
    UNTARGETABLE_BY_COLOR,
)
from oldframe.rules.atoms.static_costs import (
    ADDITIONAL_LAND,
    CHOSEN_HAND_SIZE,
    CREATURES_CANT_BLOCK,
    GRAVEYARD_CONTINUOUS,
    HAND_SIZE_REDUCED,
    NO_MAX_HAND_SIZE,
    SPELL_COST_LESS,
    SPELL_COST_MORE,
)
from oldframe.rules.atoms.static_counts import BASIC_LAND_TYPES, PT_COUNT, PT_PER, SELF_UNTAPPED, DamageByHandSize
from oldframe.rules.atoms.static_entry import ENTERS_CHOOSE_OPPONENT, WARD_CHOSEN_COLOR, AddManaOfChosenColor
from oldframe.rules.atoms.static_kinds import (
    ASSIGN_AS_UNBLOCKED,
    CANT_BLOCK_POWER_GE,
    CHOSEN_COLOR_QUALITY,
    CONDITIONAL,
    CONTROL_ENCHANTED,
    LIFE_FLOOR,
    MOST_COMMON_COLOR,
    OPPONENT_CONTROLS_COLOR,
    PREVENT_DAMAGE_TO_SELF,
    PREVENT_ENCHANTED_CHOSEN_COLOR,
    SPHERE,
    UNBLOCKABLE_BY_COLOR,
    UNBLOCKABLE_BY_POWER_GE,
    WARD,
)
from oldframe.rules.atoms.static_prevention import PreventNextFromChosenSource
from oldframe.rules.mana import ZERO, ManaCost
from oldframe.rules.multiblock import BLOCK_ONE_MORE

_ENCHANTED = Selector("enchanted")
#: "As CARDNAME comes into play, choose …" (``rules.atoms.choices``, ``static_rules.entry_choice_due``).
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


class StaticRuleTemplates:
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

    # -- conditional P/T ----------------------------------------------------------------------------------
    def sr_scarab_pt(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, power=p, toughness=t,
                                         condition=f"{OPPONENT_CONTROLS_COLOR}:{_color(items[1])}"))

    def sr_most_common_pt(self, items: list[Token]) -> StaticPiece:
        p, t = parse_pt(items[0])
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t,
                                         condition=f"{MOST_COMMON_COLOR}:{_color(items[1])}"))

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

    # -- P/T from counts (layer 7a CDAs, layer 7c "for each") -------------------------------------------
    def sr_a_other(self, items: list[Token]) -> str:
        return "other"

    def sr_a_tapped(self, items: list[Token]) -> str:
        return "tapped"

    def sr_a_untapped(self, items: list[Token]) -> str:
        return "untapped"

    def sr_a_color(self, items: list[Token]) -> str:
        return f"color:{_color(items[0])}"

    def sr_a_snow(self, items: list[Token]) -> str:
        return "super:Snow"

    def sr_a_nonbasic(self, items: list[Token]) -> str:
        return "nonbasic"

    def sr_n_creature(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Creature",)

    def sr_n_land(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Land",)

    def sr_n_artifact(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Artifact",)

    def sr_n_enchantment(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Enchantment",)

    def sr_n_basic(self, items: list[Token]) -> tuple[str, ...]:
        word = str(items[0])
        basic = next(b for b in BASIC_LAND_TYPES if word in (b.lower(), b.lower() + "s"))
        return ("type:Land", f"sub:{basic}")

    def sr_n_plural_type(self, items: list[Token]) -> tuple[str, ...]:
        name = self.subtype_names.get(str(items[0]))
        if name is None or plural_of(name).lower() != str(items[0]):
            raise ValueError("a plural creature type")
        return (f"sub:{name}",)

    def sr_n_single_type(self, items: list[Token]) -> tuple[str, ...]:
        name = self.subtype_names.get(str(items[0]))
        if name is None or name.lower() != str(items[0]):
            raise ValueError("a creature type")
        return (f"sub:{name}",)

    def sr_n_permanent(self, items: list[Token]) -> tuple[str, ...]:
        return ()

    def sr_a_nontoken(self, items: list[Token]) -> str:
        return "nontoken"

    # conditions of "CARDNAME gets +N/+N as long as …" (CR 611.3b)
    def sr_c_you_control(self, items: list[tuple[str, ...]]) -> str:
        return "count:bf|you|" + ",".join(items[0])

    def sr_c_opp_controls(self, items: list[tuple[str, ...]]) -> str:
        return "count:bf|opp|" + ",".join(items[0])

    def sr_c_you_control_no(self, items: list[tuple[str, ...]]) -> str:
        return "nocount:bf|you|" + ",".join(items[0])

    def sr_c_empty_gy(self, items: list[Token]) -> str:
        return "nocount:gy|you|"

    def sr_c_untapped(self, items: list[Token]) -> str:
        return SELF_UNTAPPED

    def sr_cond_pt(self, items: list[object]) -> StaticPiece:
        pt, cond = items
        assert isinstance(pt, Token)
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t, condition=str(cond)))

    def sr_cond_pt_kw(self, items: list[object]) -> StaticPiece:
        cond, pt, kws = items
        assert isinstance(pt, Token) and isinstance(kws, tuple)
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, power=p, toughness=t, keywords=frozenset(kws),
                                         condition=str(cond)))

    def sr_n_named(self, items: list[Token]) -> tuple[str, ...]:
        return ("type:Creature", "named")

    def sr_plural(self, items: list[object]) -> tuple[str, ...]:
        *adjs, noun = items
        assert isinstance(noun, tuple)
        return (*(str(a) for a in adjs), *noun)

    sr_single = sr_plural

    def sr_w_you(self, items: list[Token]) -> str:
        return "you"

    def sr_w_opp(self, items: list[Token]) -> str:
        return "opp"

    def sr_w_all(self, items: list[Token]) -> str:
        return "all"

    def sr_count_perm(self, items: list[object]) -> str:
        filters, where = items
        assert isinstance(filters, tuple)
        return f"bf|{where}|{','.join(filters)}"

    def sr_count_hand(self, items: list[Token]) -> str:
        return "hand|you|"

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
        return Trigger("chosen_player_upkeep")

    def _hand_damage(self, items: list[object], base: int, per_card: int) -> Clause:
        clause = items[0]
        assert isinstance(clause, Clause)
        eff = clause.effects[0] if len(clause.effects) == 1 else None
        if not isinstance(eff, DealDamage) or eff.amount != X or eff.to != "event_player" or clause.specs:
            raise ValueError("X damage to that player")
        return Clause((DamageByHandSize("event_player", base, per_card),))

    def sr_damage_hand_minus(self, items: list[object]) -> Clause:
        return self._hand_damage(items, -int(str(items[1])), 1)

    def sr_damage_n_minus_hand(self, items: list[object]) -> Clause:
        return self._hand_damage(items, int(str(items[1])), -1)

    def sr_chosen_hand_size(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CHOSEN_HAND_SIZE, power=NUMBER_WORDS[str(items[0])]))

    def sr_no_max_hand_size(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_MAX_HAND_SIZE))

    def sr_hand_size_reduced(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(HAND_SIZE_REDUCED, power=NUMBER_WORDS[str(items[0])]))

    def sr_c_enchanted(self, items: list[Token]) -> str:
        return "count:" + ENCHANTED_SPEC

    def sr_c_attacking(self, items: list[Token]) -> str:
        return SELF_ATTACKING

    def sr_cond_kw(self, items: list[object]) -> StaticPiece:
        kws, cond = items
        assert isinstance(kws, tuple)
        if cond == SELF_ATTACKING:  # Spirit of the Night's rule (``characteristics.has_keyword``)
            if kws != ("first strike",):
                raise ValueError("only first strike while attacking")
            return StaticPiece(StaticAbility(FIRST_STRIKE_ATTACKING))
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, keywords=frozenset(kws), condition=str(cond)))

    def sr_threshold_kw(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_SELF, keywords=frozenset(items[0]),
                                         condition="threshold"))

    def sr_cant_attack_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_WHEN, text="def_count:bf|you|" + ",".join(items[0])))

    def sr_cant_block_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_BLOCK_WHEN, text="you_count:bf|you|" + ",".join(items[0])))

    def _fewer(self, plural: tuple[str, ...]) -> str:
        if plural == ("type:Creature",):
            return "fewer_creatures"
        return "fewer:bf|you|" + ",".join(plural)

    def sr_cant_attack_fewer(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_WHEN, text=self._fewer(items[0])))

    def sr_cant_block_fewer(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_BLOCK_WHEN, text=self._fewer(items[0])))

    def sr_unblockable_if(self, items: list[tuple[str, ...]]) -> StaticPiece:
        spec = "def_count:bf|you|" + ",".join(items[0])
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_SELF, text=spec))

    def sr_unblockable_enchanted(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_SELF, text="enchanted"))

    def sr_enchanted_unblockable(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_WHEN, affected=_ENCHANTED))

    def sr_unblockable_artifact(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(UNBLOCKABLE_BY_ARTIFACT_CREATURES))

    def sr_prevent_self_artifact_creatures(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF, text="artifact creatures"))

    def sr_no_untap_nonbasic(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, text="type:Land,nonbasic"))

    def sr_no_untap_power(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_POWER_GE, power=int(items[0])))

    def sr_blocked_only_by_flyers(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCKED_ONLY_BY_FLYERS))

    def sr_block_additional(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(BLOCK_ONE_MORE))

    def sr_sel_other_color(self, items: list[Token]) -> Selector:
        return Selector("other_creatures", colors=frozenset({_color(items[0])}))

    def sr_additional_land(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(ADDITIONAL_LAND))

    def sr_incarnation(self, items: list[object]) -> StaticPiece:
        single, sel, grant = items
        assert isinstance(single, tuple) and isinstance(sel, Selector) and isinstance(grant, tuple)
        p, t, kws = grant
        return StaticPiece(StaticAbility(GRAVEYARD_CONTINUOUS, affected=sel, power=p, toughness=t, keywords=kws,
                                         condition="count:bf|you|" + ",".join(single)))

    def sr_gain_protection_choice(self, items: list[Thing]) -> Clause:
        """Mother of Runes, Knight of Dawn: the color is chosen as the ability resolves (CR 608.2d;
        2003: 413.2c), ``rules.atoms.choices.GainProtectionFromChosenColor``."""
        thing = items[0]
        return Clause((GainProtectionFromChosenColor(thing.ref),), () if thing.spec is None else (thing.spec,))

    def sr_prevent_self_artifact_sources(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(PREVENT_DAMAGE_TO_SELF, text="artifact sources"))

    def sr_creatures_cant_block(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CREATURES_CANT_BLOCK))

    def sr_chosen_type_no_untap(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(NO_UNTAP_FILTER, text="chosen_type"))

    def sr_attack_tax(self, items: list[Token]) -> StaticPiece:
        cost = ManaCost.parse(str(items[0]).upper())
        if any(cost.colored) or cost.x or not cost.generic:
            raise ValueError("generic mana")
        return StaticPiece(StaticAbility(ATTACK_TAX, power=cost.generic))

    def sr_attack_tax_domain(self, items: list[Token]) -> StaticPiece:
        if str(items[0]) != "{x}":
            raise ValueError("{X}")
        return StaticPiece(StaticAbility(ATTACK_TAX, text="domain"))

    def sr_moat(self, items: list[Token]) -> StaticPiece:
        return StaticPiece(StaticAbility(CANT_ATTACK_YOU_CHOSEN_COLOR))

    def sr_enchanted_kw_untapped(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, keywords=frozenset(items[0]),
                                         condition=ENCHANTED_UNTAPPED))

    def sr_enchanted_kw_threshold(self, items: list[tuple[str, ...]]) -> StaticPiece:
        return StaticPiece(StaticAbility(CONDITIONAL, affected=_ENCHANTED, keywords=frozenset(items[0]),
                                         condition="threshold"))

    def sr_cardtype(self, items: list[Token]) -> str:
        return str(items[0])

    def sr_count_all_gy(self, items: list[Token]) -> str:
        return f"gy|all|type:{str(items[0]).capitalize()}"

    def sr_count_your_gy(self, items: list[Token]) -> str:
        return f"gy|you|type:{str(items[0]).capitalize()}"

    sr_each_perm = sr_count_perm
    sr_each_hand = sr_count_hand

    def sr_each_aura(self, items: list[Token]) -> str:
        return "bf|all|sub:Aura,attached"

    def sr_amount0(self, items: list[str]) -> tuple[int, str]:
        return 0, items[0]

    def sr_amount_plus(self, items: list[object]) -> tuple[int, str]:
        n, spec = items
        return int(str(n)), str(spec)

    def _cda(self, which: str, amount: tuple[int, str], extra_t: int = 0) -> StaticPiece:
        plus, spec = amount
        return StaticPiece(StaticAbility(PT_COUNT, affected=_SELF, text=f"{which}:{plus}:{plus + extra_t}:{spec}"))

    def sr_cda_both(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("PT", items[0])

    def sr_cda_power(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("P", items[0])

    def sr_cda_toughness(self, items: list[tuple[int, str]]) -> StaticPiece:
        return self._cda("T", items[0])

    def sr_cda_lhurgoyf(self, items: list[object]) -> StaticPiece:
        amount, n = items
        assert isinstance(amount, tuple)
        return self._cda("PT", amount, int(str(n)))

    def _per(self, who: Selector, pt: Token, spec: str) -> StaticPiece:
        p, t = parse_pt(pt)
        return StaticPiece(StaticAbility(PT_PER, affected=who, power=p, toughness=t, text=spec))

    def sr_per_self(self, items: list[object]) -> StaticPiece:
        pt, spec = items
        assert isinstance(pt, Token)
        return self._per(_SELF, pt, str(spec))

    def sr_per_enchanted(self, items: list[object]) -> StaticPiece:
        pt, spec = items
        assert isinstance(pt, Token)
        return self._per(_ENCHANTED, pt, str(spec))

    def sr_domain_self(self, items: list[Token]) -> StaticPiece:
        return self._per(_SELF, items[0], DOMAIN)

    def sr_domain_enchanted(self, items: list[Token]) -> StaticPiece:
        return self._per(_ENCHANTED, items[0], DOMAIN)

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
        text = "".join(str(m).upper() for m in mana)
        return StaticPiece(StaticAbility(SPELL_COST_MORE, text=f"{text};{caster};{spells}"))

    def sr_cost_less(self, items: list[object]) -> StaticPiece:
        spells, caster, mana = items
        cost = ManaCost.parse(str(mana).upper())
        if any(cost.colored) or cost.x or not cost.generic:
            raise ValueError("only generic mana is taken off")  # Edgewalker's colored reduction isn't known
        return StaticPiece(StaticAbility(SPELL_COST_LESS, power=cost.generic, text=f";{caster};{spells}"))

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


def _condition_words(cond: str) -> str:
    """"you control a Swamp", "an opponent controls a nontoken white permanent", "you control no
    untapped lands", "there are no cards in your graveyard", "it's untapped"."""
    if cond == SELF_UNTAPPED:
        return "it's untapped"
    if cond == "count:" + ENCHANTED_SPEC:
        return "it's enchanted"
    kind, _, spec = cond.partition(":")
    if kind == "nocount" and spec == "gy|you|":
        return "there are no cards in your graveyard"
    zone, scope, _rest = spec.split("|")
    if zone != "bf" or scope not in ("you", "opp"):
        raise ValueError("a condition")
    if kind == "nocount" and scope == "you":
        return "you control no " + _count_words(spec, plural=True, where=False)
    if kind != "count":
        raise ValueError("a condition")
    single = _count_words(spec, plural=False, where=False)
    article = "an" if single[0].lower() in "aeiou" else "a"
    return f"{'you control' if scope == 'you' else 'an opponent controls'} {article} {single}"


@renders_static(CONDITIONAL)
def _render_conditional(st: StaticAbility) -> str:
    if st.condition == "threshold" and st.affected in (_SELF, _ENCHANTED) and st.keywords \
            and not (st.power or st.toughness):
        who = "CARDNAME" if st.affected == _SELF else "Enchanted creature"
        return (f"Threshold — {who} has {render_keywords(st.keywords)} as long as seven or more cards are in "
                "your graveyard.")
    if st.condition == ENCHANTED_UNTAPPED and st.affected == _ENCHANTED and st.keywords \
            and not (st.power or st.toughness):
        return f"Enchanted creature has {render_keywords(st.keywords)} as long as it's untapped."
    if st.condition.startswith(("count:", "nocount:")) or st.condition == SELF_UNTAPPED:
        if st.affected != _SELF or not (st.power or st.toughness or st.keywords):
            raise ValueError("a conditional bonus of its own")
        words = _condition_words(st.condition)
        if not (st.power or st.toughness):
            return f"CARDNAME has {render_keywords(st.keywords)} as long as {words}."
        if not st.keywords:
            return f"CARDNAME gets {_pt(st.power, st.toughness)} as long as {words}."
        kws = render_keywords(st.keywords)
        return f"As long as {words}, CARDNAME gets {_pt(st.power, st.toughness)} and has {kws}."
    kind, _, letter = st.condition.partition(":")
    if st.keywords or letter not in COLOR_NAMES:
        raise ValueError("conditional static")
    color = COLOR_NAMES[letter]
    if kind == OPPONENT_CONTROLS_COLOR and st.affected == _ENCHANTED:
        return (f"Enchanted creature gets {_pt(st.power, st.toughness)} as long as an opponent controls a {color} "
                "permanent.")
    if kind == MOST_COMMON_COLOR and st.affected == _SELF:
        return (f"CARDNAME gets {_pt(st.power, st.toughness)} as long as {color} is the most common color among all "
                "permanents or is tied for most common.")
    raise ValueError("conditional static")


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



_SPELL_TYPE_WORDS = {"type:Creature": "creature", "nontype:Creature": "noncreature", "type:Artifact": "artifact",
                     "type:Enchantment": "enchantment", "type:Instant": "instant", "type:Sorcery": "sorcery"}
_CASTER_WORDS = {"you": " you cast", "opp": " your opponents cast", "all": ""}


def _render_spells(groups: str) -> str:
    """"Red creature spells and green creature spells", "Artifact and enchantment spells", "Spells"."""
    out = []
    for group in groups.split("/"):
        words = []
        for part in (p for p in group.split(",") if p):
            if part.startswith("color:"):
                words.append(COLOR_NAMES[part[6:]])
            elif part.startswith("sub:"):
                words.append(part[4:])
            else:
                words.append(" and ".join(_SPELL_TYPE_WORDS[t] for t in part.split("+")))
        out.append(" ".join([*words, "spells"]))
    text = " and ".join(out)
    return text[:1].upper() + text[1:]


def _cost_change(st: StaticAbility) -> tuple[str, str, str]:
    mana, caster, groups = st.text.split(";")
    return mana, _CASTER_WORDS[caster], _render_spells(groups)


@renders_static(SPELL_COST_MORE)
def _render_cost_more(st: StaticAbility) -> str:
    mana, caster, spells = _cost_change(st)
    cost = ManaCost.parse(mana)
    if cost.x or not cost.converted:
        raise ValueError("an increase")
    return f"{spells}{caster} cost {cost} more to cast."


@renders_static(SPELL_COST_LESS)
def _render_cost_less(st: StaticAbility) -> str:
    mana, caster, spells = _cost_change(st)
    if st.power <= 0 or mana:
        raise ValueError("a reduction")
    return f"{spells}{caster} cost {{{st.power}}} less to cast."


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


@renders_static(PHANTOM)
def _render_phantom(st: StaticAbility) -> str:
    return "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from CARDNAME."


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


@renders_static(PREVENT_ENCHANTED_CHOSEN_COLOR)
def _render_prevent_enchanted_chosen(st: StaticAbility) -> str:
    if st.affected != _ENCHANTED:
        raise ValueError("enchanted creature")
    return "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color."


_ADJ_WORDS = {"other": "other", "tapped": "tapped", "untapped": "untapped", "super:Snow": "snow",
              "nonbasic": "nonbasic", "nontoken": "nontoken"}
_TYPE_NOUNS = {"type:Creature": "creature", "type:Land": "land", "type:Artifact": "artifact",
               "type:Enchantment": "enchantment"}
_WHERE = {"you": "you control", "opp": "your opponents control", "all": "on the battlefield",
          "chosen": "the chosen player controls"}


def _count_words(spec: str, plural: bool, where: bool = True) -> str:
    """A count spec as Oracle words: "lands you control" (plural) / "Forest you control" (singular);
    without ``where``, only the noun phrase ("untapped lands")."""
    zone, scope, rest = spec.split("|")
    filters = [f for f in rest.split(",") if f]
    if zone == "hand" and scope in ("you", "chosen") and not filters and (plural or scope == "you"):
        return ("card" + ("s" if plural else "") + " in " + ("your" if scope == "you" else "the chosen player's")
                + " hand")
    if zone == "gy" and plural and filters and filters[-1].startswith("type:") \
            and all(f.startswith("color:") for f in filters[:-1]) and (len(filters) == 1 or scope == "chosen"):
        place = {"all": "all graveyards", "you": "your graveyard", "chosen": "the chosen player's graveyard"}[scope]
        colors = "".join(COLOR_NAMES[f[6:]] + " " for f in filters[:-1])
        return f"{colors}{filters[-1][5:].lower()} cards in {place}"
    if zone != "bf":
        raise ValueError("a count")
    if filters == ["sub:Aura", "attached"] and scope == "all" and not plural:
        return "Aura attached to it"
    adjs: list[str] = []
    nouns = [f for f in filters if f.startswith(("type:", "sub:")) or f == "named"]
    for f in filters:
        if f in nouns:
            continue
        if f.startswith("color:"):
            adjs.append(COLOR_NAMES[f[6:]])
        elif f in _ADJ_WORDS:
            adjs.append(_ADJ_WORDS[f])
        else:
            raise ValueError(f"filter {f!r}")
    if filters[len(adjs):] != nouns:
        raise ValueError("adjectives come first")
    if len(nouns) == 1 and nouns[0] in _TYPE_NOUNS:
        noun = _TYPE_NOUNS[nouns[0]] + ("s" if plural else "")
    elif len(nouns) == 2 and nouns[0] == "type:Land" and nouns[1][4:] in BASIC_LAND_TYPES:
        basic = nouns[1][4:]
        noun = basic + ("s" if plural and basic != "Plains" else "")
    elif len(nouns) == 1 and nouns[0].startswith("sub:") and nouns[0][4:] not in BASIC_LAND_TYPES:
        noun = plural_of(nouns[0][4:]) if plural else nouns[0][4:]
    elif nouns == ["type:Creature", "named"] and plural:
        noun = "creatures named CARDNAME"
    elif not nouns and adjs:
        noun = "permanents" if plural else "permanent"
    else:
        raise ValueError("a counted noun")
    return " ".join([*adjs, noun, *([_WHERE[scope]] if where else [])])


@renders_static(PT_COUNT)
def _render_pt_count(st: StaticAbility) -> str:
    if st.affected != _SELF:
        raise ValueError("a characteristic-defining ability of its own")
    which, plus_p, plus_t, spec = st.text.split(":", 3)
    pp, pt = int(plus_p), int(plus_t)
    amount = f"{pp} plus " if pp else ""
    amount += "the number of " + _count_words(spec, plural=True)
    if which == "PT" and pp == pt:
        return f"CARDNAME's power and toughness are each equal to {amount}."
    if which == "PT" and pp == 0 and pt > 0:
        return f"CARDNAME's power is equal to {amount} and its toughness is equal to that number plus {pt}."
    if which == "P" and pp == pt:
        return f"CARDNAME's power is equal to {amount}."
    if which == "T" and pp == pt:
        return f"CARDNAME's toughness is equal to {amount}."
    raise ValueError("a characteristic-defining P/T")


@renders_static(PT_PER)
def _render_pt_per(st: StaticAbility) -> str:
    who = {_SELF: "CARDNAME", _ENCHANTED: "Enchanted creature"}[st.affected] if st.affected else None
    if who is None or not (st.power or st.toughness):
        raise ValueError("whose P/T?")
    if st.text == DOMAIN:
        return f"Domain — {who} gets {_pt(st.power, st.toughness)} for each basic land type among lands you control."
    return f"{who} gets {_pt(st.power, st.toughness)} for each {_count_words(st.text, plural=False)}."


@renders_static(ENTERS_CHOOSE_OPPONENT)
def _render_choose_opponent(st: StaticAbility) -> str:
    return "As CARDNAME enters the battlefield, choose an opponent."


@renders_trigger("chosen_player_upkeep")
def _render_chosen_upkeep(trigger: Trigger) -> str:
    if trigger.whose != "each" or trigger.condition is not None or trigger.filters:
        raise ValueError("the chosen player's upkeep")
    return "At the beginning of the chosen player's upkeep"


@renders(DamageByHandSize)
def _render_hand_damage(eff: DamageByHandSize, words: Words) -> list[str]:
    to = words.thing(eff.to)
    if eff.per_card == 1 and eff.base < 0:
        return [f"CARDNAME deals X damage to {to}, where X is the number of cards in their hand minus {-eff.base}"]
    if eff.per_card == -1 and eff.base > 0:
        return [f"CARDNAME deals X damage to {to}, where X is {eff.base} minus the number of cards in their hand"]
    raise ValueError("X from a hand size")


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


def _when_words(cond: str, who: str) -> str:
    kind, _, spec = cond.partition(":")
    if kind in ("def_count", "you_count"):
        single = _count_words(spec, plural=False, where=False)
        article = "an" if single[0].lower() in "aeiou" else "a"
        return f"{who} {article} {single}"
    raise ValueError("a condition")


@renders_static(CANT_ATTACK_WHEN)
def _render_cant_attack_when(st: StaticAbility) -> str:
    if st.text == "fewer_creatures":
        return "CARDNAME can't attack unless you control more creatures than defending player."
    if st.text.startswith("fewer:"):
        more = _count_words(st.text[6:], plural=True, where=False)
        return f"CARDNAME can't attack unless you control more {more} than defending player."
    return f"CARDNAME can't attack if {_when_words(st.text, 'defending player controls')}."


@renders_static(CANT_BLOCK_WHEN)
def _render_cant_block_when(st: StaticAbility) -> str:
    if st.text == "fewer_creatures":
        return "CARDNAME can't block unless you control more creatures than attacking player."
    if st.text.startswith("fewer:"):
        more = _count_words(st.text[6:], plural=True, where=False)
        return f"CARDNAME can't block unless you control more {more} than attacking player."
    if not st.text.startswith("you_count:"):
        raise ValueError("a condition")
    return f"CARDNAME can't block if {_when_words(st.text, 'you control')}."


@renders_static(UNBLOCKABLE_WHEN)
def _render_unblockable_when(st: StaticAbility) -> str:
    if st.affected == _ENCHANTED and not st.text:
        return "Enchanted creature can't be blocked."
    if st.affected != _SELF:
        raise ValueError("whose evasion?")
    if st.text == "enchanted":
        return "CARDNAME can't be blocked as long as it's enchanted."
    if not st.text.startswith("def_count:"):
        raise ValueError("a condition")
    return f"CARDNAME can't be blocked as long as {_when_words(st.text, 'defending player controls')}."


@renders_static(UNBLOCKABLE_BY_ARTIFACT_CREATURES)
def _render_unblockable_artifact(st: StaticAbility) -> str:
    return "CARDNAME can't be blocked by artifact creatures."


@renders_static(NO_UNTAP_FILTER)
def _render_no_untap_filter(st: StaticAbility) -> str:
    if st.text == "chosen_type":
        return "Creatures of the chosen type don't untap during their controllers' untap steps."
    if st.text != "type:Land,nonbasic":
        raise ValueError("which permanents?")
    return "Nonbasic lands don't untap during their controllers' untap steps."


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


@renders(GainProtectionFromChosenColor)
def _render_protection_choice(eff: GainProtectionFromChosenColor, words: Words) -> list[str]:
    return [f"{words.thing(eff.who)} gains protection from the color of your choice until end of turn"]


@renders_static(CREATURES_CANT_BLOCK)
def _render_creatures_cant_block(st: StaticAbility) -> str:
    return "Creatures can't block."


@renders_static(ATTACK_TAX)
def _render_attack_tax(st: StaticAbility) -> str:
    tail = ("Creatures can't attack you unless their controller pays {cost} for each creature they control that's "
            "attacking you")
    if st.text == "domain":
        return ("Domain — " + tail.format(cost="{X}")
                + ", where X is the number of basic land types among lands you control.")
    if st.text or st.power <= 0:
        raise ValueError("an attack tax")
    return tail.format(cost=f"{{{st.power}}}") + "."


@renders_static(CANT_ATTACK_YOU_CHOSEN_COLOR)
def _render_moat(st: StaticAbility) -> str:
    return "Creatures of the chosen color without flying can't attack you."
