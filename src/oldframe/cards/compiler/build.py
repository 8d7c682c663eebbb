"""The LALR parser for one Oracle line and the transformer that assembles the template classes
(one mixin per module) into model constructs."""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError

from oldframe.cards.compiler import render_atoms  # noqa: F401  (the core atoms' renderers)
from oldframe.cards.compiler.ability_costs import AbilityCostTemplates
from oldframe.cards.compiler.activated import ActivatedTemplates
from oldframe.cards.compiler.activation_bans import ActivationBanTemplates
from oldframe.cards.compiler.alt_costs import AltCostTemplates
from oldframe.cards.compiler.animate import AnimateTemplates
from oldframe.cards.compiler.any_player import AnyPlayerTemplates
from oldframe.cards.compiler.any_player_pays import AnyPlayerPaysTemplates
from oldframe.cards.compiler.attack_bans import AttackBanTemplates
from oldframe.cards.compiler.attacking_counts import AttackingCountTemplates
from oldframe.cards.compiler.auras import AuraTemplates
from oldframe.cards.compiler.balances import BalanceTemplates
from oldframe.cards.compiler.basic_land_grants import BasicLandGrantTemplates
from oldframe.cards.compiler.becomes_tapped import BecomesTappedTemplates
from oldframe.cards.compiler.blocked_this_turn import BlockedThisTurnTemplates
from oldframe.cards.compiler.bounce_unless import BounceUnlessTemplates
from oldframe.cards.compiler.cast_conditions import CastConditionTemplates
from oldframe.cards.compiler.cast_limits import CastLimitTemplates
from oldframe.cards.compiler.cast_triggers import CastTriggerTemplates
from oldframe.cards.compiler.catch_up import CatchUpTemplates
from oldframe.cards.compiler.catch_up_search import CatchUpSearchTemplates
from oldframe.cards.compiler.chain_copies import ChainCopyTemplates
from oldframe.cards.compiler.chosen_color import ChosenColorTemplates
from oldframe.cards.compiler.chosen_protection import ChosenProtectionTemplates
from oldframe.cards.compiler.chosen_source_shields import ChosenSourceShieldTemplates
from oldframe.cards.compiler.color_auras import ColorAuraTemplates
from oldframe.cards.compiler.color_changes import ColorChangeTemplates
from oldframe.cards.compiler.combat_exits import CombatExitTemplates
from oldframe.cards.compiler.combat_restrictions import CombatRestrictionTemplates
from oldframe.cards.compiler.combat_skips import CombatSkipTemplates
from oldframe.cards.compiler.conditional_destroy import ConditionalDestroyTemplates
from oldframe.cards.compiler.control_changes import ControlChangeTemplates
from oldframe.cards.compiler.control_exchanges import ControlExchangeTemplates
from oldframe.cards.compiler.costs import CostTemplates
from oldframe.cards.compiler.counter_reads import CounterReadTemplates
from oldframe.cards.compiler.counter_variants import CounterVariantTemplates
from oldframe.cards.compiler.counters import CounterTemplates
from oldframe.cards.compiler.counterspells import CounterspellTemplates
from oldframe.cards.compiler.damage_amounts import DamageAmountTemplates
from oldframe.cards.compiler.damage_and_life import DamageAndLifeTemplates
from oldframe.cards.compiler.damage_reductions import DamageReductionTemplates
from oldframe.cards.compiler.damage_rules import DamageRuleTemplates
from oldframe.cards.compiler.damage_sacrifices import DamageSacrificeTemplates
from oldframe.cards.compiler.damage_triggers import DamageTriggerTemplates
from oldframe.cards.compiler.defender_attacks import DefenderAttackTemplates
from oldframe.cards.compiler.delayed_draws import DelayedDrawTemplates
from oldframe.cards.compiler.depletion_counters import DepletionCounterTemplates
from oldframe.cards.compiler.destroyed_life import DestroyedLifeTemplates
from oldframe.cards.compiler.died_this_turn import DiedThisTurnTemplates
from oldframe.cards.compiler.dies_searches import DiesSearchTemplates
from oldframe.cards.compiler.discard_replacements import DiscardReplacementTemplates
from oldframe.cards.compiler.discard_returns import DiscardReturnTemplates
from oldframe.cards.compiler.discard_triggers import DiscardTriggerTemplates
from oldframe.cards.compiler.discard_variants import DiscardVariantTemplates
from oldframe.cards.compiler.distributed_counters import DistributedCounterTemplates
from oldframe.cards.compiler.divided_damage import DividedDamageTemplates
from oldframe.cards.compiler.domain_looks import DomainLookTemplates
from oldframe.cards.compiler.draw_step_skips import DrawStepSkipTemplates
from oldframe.cards.compiler.draw_variants import DrawVariantTemplates
from oldframe.cards.compiler.each_player_searches import EachPlayerSearchTemplates
from oldframe.cards.compiler.effects import EffectTemplates
from oldframe.cards.compiler.either_mass_destroy import EitherMassDestroyTemplates
from oldframe.cards.compiler.either_targets import EitherTargetTemplates
from oldframe.cards.compiler.enchanted_dies import EnchantedDiesTemplates
from oldframe.cards.compiler.enchanted_events import EnchantedEventTemplates
from oldframe.cards.compiler.enchantment_creatures import EnchantmentCreatureTemplates
from oldframe.cards.compiler.end_step_returns import EndStepReturnTemplates
from oldframe.cards.compiler.entering_damage import EnteringDamageTemplates
from oldframe.cards.compiler.entering_permanents import EnteringPermanentTemplates
from oldframe.cards.compiler.entering_tapped import EnteringTappedTemplates
from oldframe.cards.compiler.entry_exiles import EntryExileTemplates
from oldframe.cards.compiler.entry_life import EntryLifeTemplates
from oldframe.cards.compiler.entry_sacrifices import EntrySacrificeTemplates
from oldframe.cards.compiler.event_players import EventPlayerTemplates
from oldframe.cards.compiler.exile_if_dies import ExileIfDiesTemplates
from oldframe.cards.compiler.exile_plays import ExilePlayTemplates
from oldframe.cards.compiler.exile_self_then import ExileSelfThenTemplates
from oldframe.cards.compiler.exile_self_tokens import ExileSelfTokenTemplates
from oldframe.cards.compiler.exile_until import ExileUntilTemplates
from oldframe.cards.compiler.exiled_with import ExiledWithTemplates
from oldframe.cards.compiler.extra_blocks import ExtraBlockTemplates
from oldframe.cards.compiler.extra_phases import ExtraPhaseTemplates
from oldframe.cards.compiler.filters import TargetTemplates
from oldframe.cards.compiler.flashback_grants import FlashbackGrantTemplates
from oldframe.cards.compiler.flicker import FlickerTemplates
from oldframe.cards.compiler.free_casting import FreeCastingTemplates
from oldframe.cards.compiler.granted import GrantedTemplates
from oldframe.cards.compiler.graveyard_arrivals import GraveyardArrivalTemplates
from oldframe.cards.compiler.graveyard_auras import GraveyardAuraTemplates
from oldframe.cards.compiler.graveyard_cards import GraveyardCardTemplates
from oldframe.cards.compiler.graveyard_end_steps import GraveyardEndStepTemplates
from oldframe.cards.compiler.graveyard_grants import GraveyardGrantTemplates
from oldframe.cards.compiler.graveyard_permanents import GraveyardPermanentTemplates
from oldframe.cards.compiler.graveyard_permissions import GraveyardPermissionTemplates
from oldframe.cards.compiler.graveyard_returns import GraveyardReturnTemplates
from oldframe.cards.compiler.graveyard_selections import GraveyardSelectionTemplates
from oldframe.cards.compiler.graveyard_swaps import GraveyardSwapTemplates
from oldframe.cards.compiler.graveyard_targets import GraveyardTargetTemplates
from oldframe.cards.compiler.graveyard_triggers import GraveyardTriggerTemplates
from oldframe.cards.compiler.greatest_power import GreatestPowerTemplates
from oldframe.cards.compiler.group_untap_skips import GroupUntapSkipTemplates
from oldframe.cards.compiler.hand_disruption import HandDisruptionTemplates
from oldframe.cards.compiler.hand_exchanges import HandExchangeTemplates
from oldframe.cards.compiler.hands_revealed import HandRevealedTemplates
from oldframe.cards.compiler.joined_clauses import JoinedClauseTemplates
from oldframe.cards.compiler.keep_and_sacrifice import KeepAndSacrificeTemplates
from oldframe.cards.compiler.keyword_abilities import KeywordAbilityTemplates
from oldframe.cards.compiler.keyword_pairs import KeywordPairTemplates
from oldframe.cards.compiler.keywords import KeywordTemplates
from oldframe.cards.compiler.kicked_instead import KickedInsteadTemplates
from oldframe.cards.compiler.kicker_riders import KickerRiderTemplates
from oldframe.cards.compiler.land_auras import LandAuraTemplates
from oldframe.cards.compiler.land_keywords import LandKeywordTemplates
from oldframe.cards.compiler.land_mana import LandManaTemplates
from oldframe.cards.compiler.land_riders import LandRiderTemplates
from oldframe.cards.compiler.land_triggers import LandTriggerTemplates
from oldframe.cards.compiler.land_type_changes import LandTypeChangeTemplates
from oldframe.cards.compiler.land_types import LandTypeTemplates
from oldframe.cards.compiler.landcycling import LandcyclingTemplates
from oldframe.cards.compiler.library_bottom import LibraryBottomTemplates
from oldframe.cards.compiler.library_looks import LibraryLookTemplates
from oldframe.cards.compiler.library_searches import LibrarySearchTemplates
from oldframe.cards.compiler.library_top import LibraryTopTemplates
from oldframe.cards.compiler.life_and_attack_rules import LifeAndAttackRuleTemplates
from oldframe.cards.compiler.life_per_creature import LifePerCreatureTemplates
from oldframe.cards.compiler.life_totals import LifeTotalTemplates
from oldframe.cards.compiler.linked_exile import LinkedExileTemplates
from oldframe.cards.compiler.linked_tokens import LinkedTokenTemplates
from oldframe.cards.compiler.lki_damage import LkiDamageTemplates
from oldframe.cards.compiler.lki_life import LkiLifeTemplates
from oldframe.cards.compiler.look_loops import LookLoopTemplates
from oldframe.cards.compiler.main_phase_mana import MainPhaseManaTemplates
from oldframe.cards.compiler.mana import ManaTemplates
from oldframe.cards.compiler.mana_amounts import ManaAmountTemplates
from oldframe.cards.compiler.mana_combinations import ManaCombinationTemplates
from oldframe.cards.compiler.mana_counts import ManaCountTemplates
from oldframe.cards.compiler.mana_types import ManaTypeTemplates
from oldframe.cards.compiler.mana_value_damage import ManaValueDamageTemplates
from oldframe.cards.compiler.mass_bounce import MassBounceTemplates
from oldframe.cards.compiler.mass_destroy import MassDestroyTemplates
from oldframe.cards.compiler.mass_reanimation import MassReanimationTemplates
from oldframe.cards.compiler.mass_to_top import MassToTopTemplates
from oldframe.cards.compiler.mass_variants import MassVariantTemplates
from oldframe.cards.compiler.mass_x_pumps import MassXPumpTemplates
from oldframe.cards.compiler.mechanics import MechanicsTemplates
from oldframe.cards.compiler.mill import MillTemplates
from oldframe.cards.compiler.named_cards import NamedCardTemplates
from oldframe.cards.compiler.next_draw_instead import NextDrawInsteadTemplates
from oldframe.cards.compiler.next_spell import NextSpellTemplates
from oldframe.cards.compiler.no_regen_words import NoRegenWordTemplates
from oldframe.cards.compiler.opponents_unless import OpponentsUnlessTemplates
from oldframe.cards.compiler.paid_untaps import PaidUntapTemplates
from oldframe.cards.compiler.per_player import PerPlayerTemplates
from oldframe.cards.compiler.permanent_keywords import PermanentKeywordTemplates
from oldframe.cards.compiler.pieces import Piece
from oldframe.cards.compiler.player_prevention import PlayerPreventionTemplates
from oldframe.cards.compiler.player_replacements import PlayerReplacementTemplates
from oldframe.cards.compiler.positions_in_graveyard import GraveyardPositionTemplates
from oldframe.cards.compiler.power_sacrifices import PowerSacrificeTemplates
from oldframe.cards.compiler.pump_colors import PumpColorTemplates
from oldframe.cards.compiler.reanimation_auras import ReanimationAuraTemplates
from oldframe.cards.compiler.reanimation_life import ReanimationLifeTemplates
from oldframe.cards.compiler.restricted import RestrictedTemplates
from oldframe.cards.compiler.reveal_mana_values import RevealManaValueTemplates
from oldframe.cards.compiler.reveal_to_hand import RevealToHandTemplates
from oldframe.cards.compiler.reveal_until import RevealUntilTemplates
from oldframe.cards.compiler.rider_tokens import RiderTokenTemplates
from oldframe.cards.compiler.sacrifice_all import SacrificeAllTemplates
from oldframe.cards.compiler.sacrifice_any import SacrificeAnyTemplates
from oldframe.cards.compiler.sacrifice_returns import SacrificeReturnTemplates
from oldframe.cards.compiler.sacrifice_searches import SacrificeSearchTemplates
from oldframe.cards.compiler.sacrificed_kinds import SacrificedKindTemplates
from oldframe.cards.compiler.same_name import SameNameTemplates
from oldframe.cards.compiler.search import SearchTemplates
from oldframe.cards.compiler.search_pairs import SearchPairTemplates
from oldframe.cards.compiler.search_qualities import SearchQualityTemplates
from oldframe.cards.compiler.self_costs import SelfCostTemplates
from oldframe.cards.compiler.self_exchange import SelfExchangeTemplates
from oldframe.cards.compiler.self_sacrifice_damage import SelfSacrificeDamageTemplates
from oldframe.cards.compiler.shared_color_discards import SharedColorDiscardTemplates
from oldframe.cards.compiler.shared_type_anthems import SharedTypeAnthemTemplates
from oldframe.cards.compiler.spell_cards import SpellCardTemplates
from oldframe.cards.compiler.spell_combat import SpellCombatTemplates
from oldframe.cards.compiler.spell_counts import SpellCountTemplates
from oldframe.cards.compiler.spell_lines import SpellLineTemplates
from oldframe.cards.compiler.spell_permanents import SpellPermanentTemplates
from oldframe.cards.compiler.spell_targets import SpellTargetTemplates
from oldframe.cards.compiler.stacked_searches import StackedSearchTemplates
from oldframe.cards.compiler.static_combat import StaticCombatTemplates
from oldframe.cards.compiler.static_costs import StaticCostTemplates
from oldframe.cards.compiler.static_counts import StaticCountTemplates
from oldframe.cards.compiler.static_entry import StaticEntryTemplates
from oldframe.cards.compiler.static_prevention import StaticPreventionTemplates
from oldframe.cards.compiler.statics import StaticTemplates, plural_of
from oldframe.cards.compiler.subtype_targets import SubtypeTargetTemplates
from oldframe.cards.compiler.tap_all_yours import TapAllYoursTemplates
from oldframe.cards.compiler.tap_hold import TapHoldTemplates
from oldframe.cards.compiler.tap_or_untap_type import TapOrUntapTypeTemplates
from oldframe.cards.compiler.tapped_for_mana import TappedForManaTemplates
from oldframe.cards.compiler.target_changes import TargetChangeTemplates
from oldframe.cards.compiler.target_riders import TargetRiderTemplates
from oldframe.cards.compiler.target_stats import TargetStatTemplates
from oldframe.cards.compiler.targeted_punishers import TargetedPunisherTemplates
from oldframe.cards.compiler.temporary_control import TemporaryControlTemplates
from oldframe.cards.compiler.their_library import TheirLibraryTemplates
from oldframe.cards.compiler.threshold_anthems import ThresholdAnthemTemplates
from oldframe.cards.compiler.threshold_grants import ThresholdGrantTemplates
from oldframe.cards.compiler.threshold_instead import ThresholdInsteadTemplates
from oldframe.cards.compiler.tokens import TokenTemplates
from oldframe.cards.compiler.tokens_per_domain import TokensPerDomainTemplates
from oldframe.cards.compiler.trigger_damage import TriggerDamageTemplates
from oldframe.cards.compiler.trigger_events import TriggerEventTemplates
from oldframe.cards.compiler.triggers import TriggerTemplates
from oldframe.cards.compiler.turn_bans import TurnBanTemplates
from oldframe.cards.compiler.turn_skips import TurnSkipTemplates
from oldframe.cards.compiler.two_exiles import TwoExileTemplates
from oldframe.cards.compiler.two_kickers import TwoKickerTemplates
from oldframe.cards.compiler.two_on_top import TwoOnTopTemplates
from oldframe.cards.compiler.type_blocked import TypeBlockedTemplates
from oldframe.cards.compiler.type_deaths import TypeDeathTemplates
from oldframe.cards.compiler.type_targeted import TypeTargetedTemplates
from oldframe.cards.compiler.typed_from_hand import TypedFromHandTemplates
from oldframe.cards.compiler.uncounterable_spells import UncounterableSpellTemplates
from oldframe.cards.compiler.unless_you_pay import UnlessYouPayTemplates
from oldframe.cards.compiler.unopposed import UnopposedTemplates
from oldframe.cards.compiler.untap_filters import UntapFilterTemplates
from oldframe.cards.compiler.untap_groups import UntapGroupTemplates
from oldframe.cards.compiler.untap_limits import UntapLimitTemplates
from oldframe.cards.compiler.untap_returns import UntapReturnTemplates
from oldframe.cards.compiler.untapped_land_damage import UntappedLandDamageTemplates
from oldframe.cards.compiler.upkeep_players import UpkeepPlayerTemplates
from oldframe.cards.compiler.upkeep_quorums import UpkeepQuorumTemplates
from oldframe.cards.compiler.upkeep_untap_payments import UpkeepUntapPaymentTemplates
from oldframe.cards.compiler.x_costs import XCostTemplates
from oldframe.cards.compiler.x_mana_values import XManaValueTemplates
from oldframe.cards.compiler.x_targets import XTargetTemplates


class Builder(MechanicsTemplates,
              KeywordTemplates, ManaTemplates, ActivatedTemplates, EffectTemplates, AuraTemplates,
              StaticTemplates, TriggerTemplates, TargetTemplates, SearchTemplates, KeywordAbilityTemplates,
              TokenTemplates, LandTypeTemplates, RestrictedTemplates, TriggerEventTemplates, CostTemplates,
              LandcyclingTemplates, StaticPreventionTemplates, StaticCombatTemplates, StaticCountTemplates,
              StaticCostTemplates, StaticEntryTemplates, TapHoldTemplates, LkiLifeTemplates,
              SpellLineTemplates, SpellCombatTemplates,
              SpellCountTemplates, SpellTargetTemplates, SpellPermanentTemplates, SpellCardTemplates,
              GrantedTemplates,
              CounterTemplates, LinkedExileTemplates, TwoKickerTemplates,
              GraveyardCardTemplates, HandDisruptionTemplates, LibraryLookTemplates,
              GraveyardReturnTemplates, NamedCardTemplates, XCostTemplates,
              AnimateTemplates, BecomesTappedTemplates, CounterspellTemplates,
              TargetStatTemplates, TargetRiderTemplates, MassDestroyTemplates,
              ManaCountTemplates, ActivationBanTemplates, UntapFilterTemplates,
              LandTriggerTemplates, TurnBanTemplates,
              CounterReadTemplates, UpkeepPlayerTemplates, UntapLimitTemplates, CatchUpTemplates,
              LinkedTokenTemplates, UntapReturnTemplates, EndStepReturnTemplates, GraveyardEndStepTemplates,
              TargetChangeTemplates, ChainCopyTemplates, CounterVariantTemplates, DelayedDrawTemplates,
              CastTriggerTemplates, DiscardVariantTemplates, KickerRiderTemplates, DrawVariantTemplates,
              TurnSkipTemplates, MassVariantTemplates,
              PumpColorTemplates, AltCostTemplates, ManaTypeTemplates,
              GraveyardTargetTemplates, XManaValueTemplates, XTargetTemplates, AbilityCostTemplates,
              FlickerTemplates, ThresholdInsteadTemplates, ManaAmountTemplates, LibrarySearchTemplates,
              PerPlayerTemplates, KeepAndSacrificeTemplates, DistributedCounterTemplates,
              ControlChangeTemplates, ChosenProtectionTemplates, MillTemplates, TwoOnTopTemplates,
              MassBounceTemplates, EnchantmentCreatureTemplates, SameNameTemplates, LandRiderTemplates,
              LandTypeChangeTemplates, ManaValueDamageTemplates, MassReanimationTemplates,
              RiderTokenTemplates, DamageAndLifeTemplates, ChosenSourceShieldTemplates,
              CatchUpSearchTemplates, TheirLibraryTemplates,
              ExiledWithTemplates, AttackBanTemplates, DiedThisTurnTemplates, GraveyardArrivalTemplates,
              ExileSelfThenTemplates, DamageSacrificeTemplates, SelfExchangeTemplates,
              BlockedThisTurnTemplates, TriggerDamageTemplates, PowerSacrificeTemplates,
              ChosenColorTemplates, TypedFromHandTemplates, RevealToHandTemplates,
              EnchantedDiesTemplates, OpponentsUnlessTemplates, GraveyardAuraTemplates,
              LifePerCreatureTemplates, PermanentKeywordTemplates,
              PlayerPreventionTemplates, ExileSelfTokenTemplates, TapAllYoursTemplates,
              NoRegenWordTemplates, GraveyardTriggerTemplates,
              LandManaTemplates, SelfCostTemplates, NextSpellTemplates, RevealUntilTemplates,
              LibraryBottomTemplates,
              PlayerReplacementTemplates, EntryLifeTemplates, FreeCastingTemplates,
              EntrySacrificeTemplates, GraveyardPermissionTemplates, GraveyardGrantTemplates,
              DiscardReplacementTemplates, CastLimitTemplates, DamageReductionTemplates,
              EnteringDamageTemplates, AttackingCountTemplates, TappedForManaTemplates,
              TypeDeathTemplates, LifeAndAttackRuleTemplates, EventPlayerTemplates, TypeTargetedTemplates,
              MainPhaseManaTemplates, GraveyardSwapTemplates, ReanimationAuraTemplates,
              FlashbackGrantTemplates, EntryExileTemplates, GraveyardPositionTemplates,
              DiesSearchTemplates, UpkeepUntapPaymentTemplates, GraveyardPermanentTemplates,
              SacrificeReturnTemplates, DiscardReturnTemplates,
              SearchQualityTemplates, HandExchangeTemplates,
              LibraryTopTemplates, MassToTopTemplates, LookLoopTemplates,
              BalanceTemplates, ExileUntilTemplates, CastConditionTemplates,
              EachPlayerSearchTemplates, DomainLookTemplates, StackedSearchTemplates,
              ExtraPhaseTemplates,
              DividedDamageTemplates, DamageTriggerTemplates, GroupUntapSkipTemplates,
              SelfSacrificeDamageTemplates, CombatExitTemplates, CombatSkipTemplates, TypeBlockedTemplates,
              DamageRuleTemplates,
              SacrificedKindTemplates, SharedColorDiscardTemplates,
              EnteringTappedTemplates, AnyPlayerTemplates, DefenderAttackTemplates, ManaCombinationTemplates,
              SacrificeAllTemplates, SubtypeTargetTemplates,
              ThresholdAnthemTemplates, UnopposedTemplates,
              ColorAuraTemplates, EitherTargetTemplates, ExileIfDiesTemplates,
              JoinedClauseTemplates, KickedInsteadTemplates, SacrificeAnyTemplates,
              AnyPlayerPaysTemplates, LifeTotalTemplates, LandKeywordTemplates,
              ConditionalDestroyTemplates, GreatestPowerTemplates, EnteringPermanentTemplates,
              UpkeepQuorumTemplates, BasicLandGrantTemplates, TargetedPunisherTemplates,
              MassXPumpTemplates,
              ThresholdGrantTemplates,
              DiscardTriggerTemplates, ReanimationLifeTemplates, GraveyardSelectionTemplates,
              KeywordPairTemplates,
              BounceUnlessTemplates, DepletionCounterTemplates, TapOrUntapTypeTemplates,
              DrawStepSkipTemplates, RevealManaValueTemplates,
              NextDrawInsteadTemplates, SacrificeSearchTemplates, ExilePlayTemplates,
              SearchPairTemplates,
              CombatRestrictionTemplates, TemporaryControlTemplates,
              UntapGroupTemplates, PaidUntapTemplates, ColorChangeTemplates,
              HandRevealedTemplates, DamageAmountTemplates, EnchantedEventTemplates,
              ExtraBlockTemplates, LandAuraTemplates,
              UncounterableSpellTemplates, SharedTypeAnthemTemplates,
              EitherMassDestroyTemplates, ControlExchangeTemplates, TokensPerDomainTemplates,
              LkiDamageTemplates, DestroyedLifeTemplates, UntappedLandDamageTemplates,
              TwoExileTemplates, UnlessYouPayTemplates,
              Transformer[Token, Piece]):
    """Tree → :data:`Piece`. A template that meets a shape it can't build raises ValueError."""

    def __init__(self, subtype_names: dict[str, str]) -> None:
        super().__init__()
        self.subtype_names = subtype_names

    def start(self, items: list[Piece]) -> Piece:
        return items[0]


def grammar_text() -> str:
    """``oracle.lark`` followed by the template classes' own fragments (``grammar/*.lark``, in name
    order), which add their alternatives to the shared rules with ``%extend``."""
    package = resources.files("oldframe.cards.compiler")
    parts = [package.joinpath("oracle.lark").read_text(encoding="utf-8")]
    fragments = package.joinpath("grammar")
    if fragments.is_dir():
        parts += [f.read_text(encoding="utf-8") for f in sorted(fragments.iterdir(), key=lambda f: f.name)
                  if f.name.endswith(".lark")]
    return "\n".join(parts)


def _parser_cache(grammar: str) -> str | bool:
    """Where Lark keeps the built LALR tables (~1 s to build): a file in the compiled-card cache
    directory named by the grammar's hash (Lark checks that hash again when it loads the file, and
    builds afresh if the file is unreadable), or nothing when the disk cache is off."""
    from oldframe.cards.compiled_cache import default_cache_root

    root = default_cache_root()
    if root is None:
        return False
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return str(root / f"parser-{hashlib.sha256(grammar.encode()).hexdigest()[:20]}.lark")


@lru_cache(maxsize=4)
def _parser(subtypes: tuple[str, ...]) -> tuple[Lark, Builder]:
    words: dict[str, str] = {}
    for name in subtypes:
        words[name.lower()] = name
        words[plural_of(name).lower()] = name
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    grammar = grammar_text()
    grammar += f"\nTYPEWORD.1: /({alternatives})(?![\\w-])/\n"
    parser = Lark(grammar, parser="lalr", lexer="contextual", maybe_placeholders=False, cache=_parser_cache(grammar))
    return parser, Builder(words)


def parse_line(line: str, subtypes: tuple[str, ...]) -> Piece | None:
    """The piece one preprocessed line (with ``CARDNAME``) compiles to, or None."""
    parser, builder = _parser(subtypes)
    try:
        tree = parser.parse(line.replace("CARDNAME", "cardname").lower())
        return builder.transform(tree)
    except (LarkError, ValueError):
        return None
