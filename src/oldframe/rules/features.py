"""Every feature the engine plays, plugged into the core in one place.

The core rules (:mod:`~oldframe.rules.state`, :mod:`~oldframe.rules.zones`, :mod:`~oldframe.rules.turn`,
:mod:`~oldframe.rules.engine`, :mod:`~oldframe.rules.combat`, :mod:`~oldframe.rules.sba`, the layers …)
import no feature module. A feature joins the game here: its atoms register their executors
(``@executes``) and its rules join the core's extension points (:mod:`oldframe.rules.extensions`,
and the older registries ``CAST_RESTRICTIONS``, ``BLOCK_RESTRICTIONS``, ``DAMAGE_EFFECTS`` …), in the
order written below — an order the engine's choices depend on, so it is written out, not left to
whichever module happens to be imported first.

:class:`oldframe.Game` and :mod:`oldframe.testing` import this module; code that drives
:mod:`oldframe.rules.engine` directly must import it first (``import oldframe.rules.features``).
"""

from __future__ import annotations

from typing import Any

from oldframe.rules import (
    altcosts,
    banding,
    characteristics,
    combat,
    conditions,
    effects,
    evasion,
    extensions,
    land_types,  # noqa: F401  (land-type effects)
    multiblock,
    phasing,
    protection,
    replacement,
    text_change,  # noqa: F401  (text-changing effects)
    triggers,
    zones,
)
from oldframe.rules.atoms import (
    ability_costs,
    activation_bans,  # noqa: F401
    altcost_atoms,
    animate,
    any_player_pays,  # noqa: F401
    attack_bans,
    attacking_counts,  # noqa: F401
    basic_land_grants,  # noqa: F401
    blocked_this_turn,  # noqa: F401
    bounce_unless,  # noqa: F401
    cast_conditions,
    cast_limits,
    cast_triggers,  # noqa: F401
    catch_up,
    catch_up_search,  # noqa: F401
    chain_copies,  # noqa: F401
    choices,
    chosen_color,  # noqa: F401
    chosen_protection,  # noqa: F401
    chosen_source_shields,  # noqa: F401
    color_auras,
    color_changes,  # noqa: F401
    color_prevention,
    combat_exits,
    combat_restrictions,
    combat_skips,
    compiled,  # noqa: F401
    conditional_destroy,  # noqa: F401
    control_changes,  # noqa: F401
    control_exchanges,  # noqa: F401
    copies,
    cost_atoms,  # noqa: F401
    counter_reads,  # noqa: F401
    counter_variants,  # noqa: F401
    counters,
    counts,  # noqa: F401
    damage_amounts,  # noqa: F401
    damage_and_life,  # noqa: F401
    damage_reductions,  # noqa: F401
    damage_rules,
    damage_sacrifices,  # noqa: F401
    defender_attacks,
    delayed_draws,
    depletion_counters,  # noqa: F401
    destroy_triggers,
    destroyed_life,  # noqa: F401
    died_this_turn,
    dies_searches,  # noqa: F401
    discard_replacements,
    discard_returns,  # noqa: F401
    discard_triggers,
    discard_variants,  # noqa: F401
    distributed_counters,  # noqa: F401
    divided_damage,
    domain_looks,  # noqa: F401
    draw_step_skips,
    draw_variants,  # noqa: F401
    durations,
    each_player_searches,  # noqa: F401
    either_mass_destroy,  # noqa: F401
    enchanted_dies,
    enchanted_events,
    enchantment_creatures,  # noqa: F401
    end_step_returns,
    entering_damage,
    entering_permanents,
    entering_tapped,
    entry_exiles,
    entry_life,
    entry_sacrifices,
    event_players,  # noqa: F401
    exile_if_dies,  # noqa: F401
    exile_plays,
    exile_self_then,  # noqa: F401
    exile_self_tokens,  # noqa: F401
    exile_until,  # noqa: F401
    exiled_with,
    extra_blocks,  # noqa: F401
    extra_phases,
    flashback_grants,  # noqa: F401
    graveyard_arrivals,
    graveyard_auras,
    graveyard_cards,  # noqa: F401
    graveyard_end_steps,
    graveyard_returns,
    graveyard_selections,  # noqa: F401
    graveyard_swaps,  # noqa: F401
    graveyard_targets,
    graveyard_triggers,
    group_untap_skips,  # noqa: F401
    hand_disruption,  # noqa: F401
    hand_exchanges,  # noqa: F401
    hands_revealed,
    joined_clauses,  # noqa: F401
    keep_and_sacrifice,  # noqa: F401
    keyword_pairs,  # noqa: F401
    kicked_instead,  # noqa: F401
    kicker_riders,
    land_mana,
    land_riders,  # noqa: F401
    land_type_changes,  # noqa: F401
    library_bottom,  # noqa: F401
    library_looks,
    library_searches,  # noqa: F401
    library_top,
    life_and_attack_rules,
    life_per_creature,  # noqa: F401
    life_totals,  # noqa: F401
    linked_exile,
    linked_tokens,
    lki_damage,  # noqa: F401
    lki_life,  # noqa: F401
    look_loops,  # noqa: F401
    madness,
    main_phase_mana,
    mana_amounts,
    mana_types,
    mana_value_damage,  # noqa: F401
    mass_bounce,  # noqa: F401
    mass_destroy,  # noqa: F401
    mass_reanimation,  # noqa: F401
    mass_to_top,  # noqa: F401
    mass_variants,  # noqa: F401
    mass_x_pumps,  # noqa: F401
    mechanics,
    mill,  # noqa: F401
    named_cards,  # noqa: F401
    next_draw_instead,
    next_spell,
    opponents_unless,  # noqa: F401
    outside_game,  # noqa: F401
    paid_untaps,  # noqa: F401
    per_player,
    phase_out,  # noqa: F401
    player_prevention,  # noqa: F401
    player_replacements,
    players,  # noqa: F401
    positions_in_graveyard,
    power_sacrifices,  # noqa: F401
    pump_colors,  # noqa: F401
    reanimation_auras,
    reanimation_life,  # noqa: F401
    restricted,
    restricted_spells,  # noqa: F401
    reveal_mana_values,  # noqa: F401
    reveal_to_hand,  # noqa: F401
    reveal_until,  # noqa: F401
    rider_tokens,  # noqa: F401
    rulings,
    sacrifice_any,  # noqa: F401
    sacrifice_returns,  # noqa: F401
    sacrifice_searches,
    sacrificed_kinds,  # noqa: F401
    same_name,  # noqa: F401
    search_pairs,  # noqa: F401
    self_costs,
    self_exchange,  # noqa: F401
    self_sacrifice_damage,
    shared_color_discards,  # noqa: F401
    shared_type_anthems,
    sleepers,
    spell_cards,  # noqa: F401
    spell_combat,  # noqa: F401
    spell_counts,  # noqa: F401
    spell_lines,
    spell_permanents,  # noqa: F401
    stacked_searches,  # noqa: F401
    static_combat,
    static_costs,
    static_counts,  # noqa: F401
    static_entry,
    static_kinds,  # noqa: F401
    static_prevention,
    tap_all_yours,  # noqa: F401
    tap_hold,
    tap_or_untap_type,  # noqa: F401
    tapped_for_mana,
    target_changes,
    target_riders,  # noqa: F401
    targeted_punishers,
    temporary_control,
    their_library,  # noqa: F401
    threshold_grants,
    threshold_instead,  # noqa: F401
    tokens_per_domain,  # noqa: F401
    trigger_bodies,  # noqa: F401
    trigger_damage,  # noqa: F401
    turn_bans,
    turn_skips,
    turns_hands,  # noqa: F401
    two_exiles,  # noqa: F401
    two_kickers,  # noqa: F401
    two_on_top,  # noqa: F401
    type_blocked,
    type_deaths,
    type_targeted,
    typed_from_hand,  # noqa: F401
    uncounterable_spells,
    unless_you_pay,  # noqa: F401
    unopposed,
    untap_groups,  # noqa: F401
    untap_limits,
    untap_returns,
    untapped_land_damage,
    upkeep_players,
    upkeep_quorums,
    upkeep_untap_payments,  # noqa: F401
    x_costs,
    x_mana_values,  # noqa: F401
    x_targets,  # noqa: F401
)
from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.characteristics import CDA_PT, PT_MODIFIERS
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.table import TABLE
from oldframe.rules.events import Event, StepBegan, TurnedFaceUp
from oldframe.rules.magical_war import NAME as MAGICAL_WAR
from oldframe.rules.magical_war import errata as mw_errata
from oldframe.rules.magical_war import last_gasp as mw_last_gasp
from oldframe.rules.magical_war import pipeline as mw_pipeline
from oldframe.rules.magical_war import setup as mw_setup
from oldframe.rules.magical_war import stock as mw_stock
from oldframe.rules.magical_war.state import MagicalWar
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, Obj, Step
from oldframe.rules.trigger_matchers import MATCHERS

#: Order of the providers of order-sensitive registries filled as their modules load (replacement and
#: prevention effects offered to the affected player, zone-change replacements): by module, stably.
_PROVIDER_ORDER = tuple(f"oldframe.rules.{m}" for m in (
    "protection", "atoms.restricted", "atoms.compiled", "atoms.durations", "atoms.mechanics", "replacement",
    "atoms.rulings", "atoms.static_prevention", "atoms.kicker_riders", "atoms.color_prevention",
    "atoms.chosen_source_shields", "atoms.player_prevention", "atoms.entry_sacrifices",
    "atoms.player_replacements", "atoms.damage_reductions"))

_registered = False


def _draw_from_outside(state: GameState, player: int) -> bool:
    """Ring of Ma'rûf's replacement waits in ``state.effects``; most draws find nothing to replace."""
    return bool(state.effects) and any(e.kind == "draw_from_outside" for e in state.effects) \
        and choices.draw_replaced(state, player)


def _hand_size(state: GameState, player: int, limit: int | None) -> int | None:
    return None if limit is None else static_costs.max_hand_size(state, player, limit)


def _one_spell_limit(state: GameState, player: int, card: object) -> bool:
    return not altcosts.one_spell_limit(state, player)


def _in_order(registry: list[Any]) -> None:
    registry.sort(key=lambda fn: _PROVIDER_ORDER.index(fn.__module__))


def _aura_on_creature_or_land(state: GameState, obj: Obj) -> bool:
    return choices.aura_on_creature_or_land(state, obj.oid)


def _turned_face_up(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """"When CARDNAME is turned face up" (CR 702.37f; 2003: 502.26e)."""
    return altcosts.trigger_info(ab, event, obj) if isinstance(event, TurnedFaceUp) else None


def _chosen_player_upkeep(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """Black Vise: "At the beginning of the chosen player's upkeep" (CR 503.1; 2003: 303.1)."""
    if not isinstance(event, StepBegan) or event.step != Step.UPKEEP:
        return None
    return {"player": event.active} if event.active == static_entry.chosen_player(state, obj.oid) else None


def _never(state: GameState, obj: Obj, ab: TriggeredAbility, event: Event) -> dict[str, Any] | None:
    """A graveyard ability never triggers from the battlefield (CR 113.6k): an event hook finds it."""
    return None


def register() -> None:
    """Plug every feature into the core's extension points (once; importing this module does it)."""
    global _registered
    if _registered:
        return
    _registered = True
    ext = extensions
    ext.PLUGGED_IN = True
    # A permanent spell resolving (CR 608.3, 614.12, 614.1c).
    ext.ENTRY_CHOICES += [choices.entry_choice, restricted.mox_entry_choice, entry_life.entry_life_choice,
                          entry_exiles.entry_exile_choice]  # Sutured Ghoul's exile as it enters (CR 614.12)
    ext.BEFORE_ENTERING += [restricted.mox_before_entering, entry_exiles.exile_before_entering]
    ext.AFTER_ENTERING += [choices.record_entry_choices, altcosts.after_resolving_permanent,
                           counters.enter_with_x_counters, entry_life.pay_entry_life, entry_exiles.keep_total]
    ext.COPIABLE += [copies.copiable]
    ext.LEAVE_STACK += [altcosts.leave_stack_zone]
    ext.DELAYED_RESOLUTION += [combat_exits.resolve_delayed]  # Saprazzan Outrigger (CR 603.7)
    ext.DELAYED_RESOLUTION += [restricted.resolve_delayed, end_step_returns.resolve_delayed,
                               delayed_draws.resolve_delayed_draw, madness.resolve_madness_trigger]  # CR 702.35b
    ext.DELAYED_CHOICES += [delayed_draws.delayed_draw_choice]
    ext.RETURN_CHOICES += [restricted.mox_choices]
    # Zones.
    ext.EXILED_WHILE_RESOLVING += [linked_exile.note_exiled, exiled_with.note_exiled]
    ext.LEAVING_BATTLEFIELD += [enchanted_dies.note_host]  # "When enchanted creature dies" looks back
    ext.DRAW_REPLACEMENTS += [_draw_from_outside, player_replacements.draw_chosen_kind,  # Abundance
                              draw_step_skips.skip_draw,  # Island Sanctuary
                              next_draw_instead.replace_draw]  # Words of Worship
    ext.LIFE_GAIN_REPLACEMENTS += [player_replacements.no_life_gain]  # Sulfuric Vortex
    ext.UNCOUNTERABLE += [uncounterable_spells.uncounterable]  # Gaea's Herald (CR 101.2)
    # The turn.
    ext.TURN_SKIPPED += [turn_skips.turn_skipped]
    MATCHERS[TriggerEvent.LAND_TO_GRAVEYARD_BY_OPPONENT] = graveyard_triggers.land_to_graveyard_by_opponent
    MATCHERS[TriggerEvent.DISCARDED_BY_OPPONENT] = graveyard_triggers.discarded_by_opponent  # Spiritual Focus
    MATCHERS[TriggerEvent.YOUR_SPELL_COUNTERED] = graveyard_triggers.your_spell_countered  # Multani's Presence
    characteristics.layer_builder("4")(sleepers.type_setting_effects)  # "becomes a 4/4 Ape creature" (2003: 214.4)
    ext.SKIP_TURN += [restricted.skip_turn_decision]
    ext.SKIP_STEP += [restricted.skipped_step, untap_limits.untap_step_skipped]
    combat.block_rule(0)(combat_restrictions.fewest_blockers)  # Phyrexian Colossus (CR 509.1b)
    combat.block_rule(0)(combat_restrictions.one_blocker)  # Dueling Grounds (CR 509.1b)
    combat.ATTACK_RESTRICTIONS.append(combat_restrictions.one_attacker)  # Dueling Grounds (CR 508.1c)
    conditions.CONDITIONS[combat_restrictions.ENCHANTED_COLOR] = combat_restrictions.enchanted_color  # Hobble
    ext.UNTIL_END_OF_TURN_ENDS += [temporary_control.control_returns]  # Threaten (CR 514.2)
    ext.DAMAGE_UNPREVENTABLE += [damage_rules.damage_unpreventable]  # Flaring Pain (CR 615.12)
    ext.SKIP_STEP += [combat_skips.combat_skipped]  # Blinding Angel (CR 614.10)
    triggers.EVENT_HOOKS += [combat_skips.combat_skip_used]
    ext.UNTAP_STEP_BEGINS += [phasing.phasing_step, untap_returns.return_as_untapping]
    ext.UNTAP_CHOICES += [untap_limits.untap_choice]
    ext.PLAYER_TARGET_FILTERS += [catch_up.player_filter]
    ext.TARGET_CHOOSER += [catch_up.target_chooser, entering_damage.target_chooser]
    ext.LEAVING_BATTLEFIELD += [self_sacrifice_damage.note_source_leaving]  # a source sacrificed as a cost
    ext.LEAVING_BATTLEFIELD += [entering_damage.note_leaving]  # Pandemonium's creature, as it last existed
    ext.MANA_RIDERS += [tapped_for_mana.riders]  # Wild Growth: triggered mana abilities (CR 605.4a)
    ext.EFFECT_GRANTED += [animate.granted_by]  # Spawning Pool: 'with "{B}: Regenerate this creature"'
    ext.MANA_ECHOES += [tapped_for_mana.echoes]  # Mirari's Wake: "one mana of any type that land produced"
    ext.TAPPED_FOR_MANA += [tapped_for_mana.tapped_damage]  # Overabundance's damage (CR 605.4a)
    ext.ENTERS_TAPPED += [entering_tapped.enters_tapped]  # Root Maze, Kismet (CR 614.1c)
    ext.DEFENDER_IGNORED += [defender_attacks.ignores_defender]  # Rolling Stones, Prison Barricade (CR 702.3b)
    MATCHERS[TriggerEvent.ENCHANTED_TAPPED_FOR_MANA] = tapped_for_mana.never
    MATCHERS[TriggerEvent.TAPS_FOR_MANA] = tapped_for_mana.taps_for_mana  # Scald (CR 106.12)
    MATCHERS[TriggerEvent.SELF_OR_TYPE_DIES] = type_deaths.other_died  # Rotlung Reanimator (CR 603.10a)
    MATCHERS[TriggerEvent.CREATURE_TO_OPPONENT_GRAVEYARD] = type_deaths.to_opponent_graveyard  # Lurking Skirge
    MATCHERS[TriggerEvent.TYPE_YOURS_BECOMES_TARGET] = type_targeted.becomes_target  # Daru Spiritualist
    MATCHERS[TriggerEvent.YOUR_MAIN_PHASE] = main_phase_mana.your_main_phase  # Carpet of Flowers
    MATCHERS[TriggerEvent.CREATURE_ENTERS_YOURS] = entering_permanents.creature_enters_yours  # Aura Shards
    MATCHERS[TriggerEvent.LAND_ENTERS] = entering_permanents.land_enters  # Ankh of Mishra (CR 603.6a)
    MATCHERS[TriggerEvent.TARGETED_BY] = targeted_punishers.targeted_by  # Forsaken Wastes, Lava Runner
    triggers.EVENT_HOOKS += [type_deaths.on_event]  # its own death, and deaths at the same time
    combat.ATTACK_RESTRICTIONS.append(life_and_attack_rules.can_attack)  # Form of the Dragon (CR 508.1c)
    CDA_PT.append(linked_tokens.linked_pt)  # a linked token's P/T from its source's counters (layer 7a)
    CDA_PT.append(entry_exiles.exiled_pt)  # Sutured Ghoul's P/T from the cards it exiled (layer 7a)
    PT_MODIFIERS.append(shared_type_anthems.shared_type_pt)  # Coat of Arms (layer 7c)
    PT_MODIFIERS.append(color_auras.color_aura_pt)  # "Enchanted creature gets +3/+1 and is black." (layer 7c)
    conditions.CONDITIONS[unopposed.NO_OPPONENT_CONTROLS] = unopposed.no_opponent_controls
    ext.UNTAP_RESTRICTIONS += [static_combat.untap_prevented_by_power, tap_hold.untap_held,
                               lambda state, obj: counters.untap_held_by_counter(obj)]
    ext.HAND_SIZE += [_hand_size]
    ext.ACTIVATION_RESTRICTIONS[mana_types.COULD_PRODUCE] = mana_types.could_produce_allows  # CR 106.7
    ext.ACTIVATION_RESTRICTIONS[positions_in_graveyard.CREATURES_ABOVE] = positions_in_graveyard.activation_allows
    effects.COUNTS[mana_amounts.IF_CONTROL_BOTH] = mana_amounts.count_if_control_both  # the Urza lands
    effects.COUNTS[mana_amounts.GY_CARDS] = mana_amounts.count_graveyard_cards  # Songs of the Damned
    effects.COUNTS[untapped_land_damage.THEIR_UNTAPPED_LANDS] = untapped_land_damage.their_untapped_lands  # Citadel
    # Casting and paying.
    CAST_RESTRICTIONS.insert(0, _one_spell_limit)
    # X's color first (CR 107.3), then increases and reductions from permanents and the card's own
    ext.SPELL_COST += [x_costs.x_color_cost, static_costs.spell_cost, self_costs.self_cost]
    ext.ABILITY_COST += [ability_costs.ability_cost]  # Gloom, Fluctuator (CR 602.2b)
    ext.LAND_MANA += [land_mana.land_mana_instead]  # Contamination (CR 106.6)
    conditions.CONDITIONS[self_costs.IF] = self_costs.static_condition  # the Avatars' conditions
    ext.KICKER_ONLY_TARGET += [spell_lines.kicker_only_target]
    ext.CHOSEN_COLOR_MANA += [static_entry.chosen_color_mana]
    ext.LIFE_FOR_MANA += [restricted.channel_life_for]
    ext.LIFE_PAYMENT += [restricted.channel_pay]
    ext.GIVE_LIFE += [mechanics.give_life]
    ext.ABILITY_BANS += [turn_bans.activation_banned]
    ext.EXTRA_COSTS += [altcosts.pending_extra_cost]
    ext.AFTER_CAST += [altcosts.after_cast, next_spell.spell_cast, cast_limits.note_cast]  # Mana Maze's last spell
    CAST_RESTRICTIONS.append(cast_limits.may_cast)  # Mana Maze, City of Solitude
    CAST_RESTRICTIONS.append(cast_conditions.allows)  # "Cast this spell only if …" (Skyshroud Condor)
    ext.ABILITY_BANS += [cast_limits.activation_banned]  # City of Solitude
    # Targets, protection, damage.
    ext.PROTECTS += [protection.protects]
    ext.TARGET_KINDS["Aura attached to a creature or land"] = _aura_on_creature_or_land  # 2003 "local enchantment"
    ext.UNTARGETABLE_COLORS += [static_combat.untargetable_colors]
    ext.PLAYER_SHROUD += [static_combat.player_has_shroud, per_player.has_shroud_this_turn]
    # What a spell or ability on the stack is doing, as a target requirement (CR 115.1, 115.7).
    ext.STACK_TARGET_FILTERS.update({target_changes.SINGLE_TARGET: target_changes.has_single_target,
                                     target_changes.TARGETS: target_changes.targets_a_permanent,
                                     target_changes.ABILITY_KIND: target_changes.is_ability_kind})
    ext.ASSIGNS_AS_UNBLOCKED += [static_combat.assigns_as_unblocked]
    ext.LIFE_FLOOR += [static_prevention.has_life_floor]
    ext.DAMAGE_TO_PLAYER += [choices.note_damage_to_player]
    ext.DISCARD_REPLACEMENTS += [altcost_atoms.discard_with_madness,
                                 discard_replacements.enters_when_discarded_by_opponent,  # Dodecapod
                                 discard_replacements.may_put_on_library]  # Library of Leng
    replacement.DAMAGE_EFFECTS.insert(0, protection.prevent_damage)
    replacement.DAMAGE_EFFECTS.append(color_prevention.prevent_chosen_color)  # Prismatic Strands (CR 615)
    _in_order(replacement.DAMAGE_EFFECTS)
    zones.MOVE_REPLACEMENTS.append(kicker_riders.exile_instead_of_dying)  # CR 614.6 (Scorching Lava)
    zones.MOVE_REPLACEMENTS.append(entry_sacrifices.enter_sacrificing_land)  # CR 614.1c (Kjeldoran Outpost)
    _in_order(zones.MOVE_REPLACEMENTS)
    # Combat: bands and creatures that block several attackers (CR 702.22, 509.1a).
    ext.ATTACKER_GROUP += [banding.band_members]
    ext.DEFENDER_ASSIGNS += [banding.defender_assigns]
    ext.ATTACKER_ASSIGNS_FOR += [banding.attacker_assigns_for]
    ext.BLOCKS_MORE += [multiblock.can_block_more]
    ext.ALSO_BLOCKS += [multiblock.already_blocks]
    ext.ADD_BLOCK += [multiblock.add_block]
    ext.EXTRA_BLOCKERS += [multiblock.extra_blockers]
    ext.EXTRA_BLOCKED += [multiblock.extra_blocked]
    ext.ASSIGNED_THIS_STEP += [multiblock.assigned_this_step]
    # Combat: evasion and attack restrictions (CR 509.1b, 508.1c).
    combat.BLOCK_RESTRICTIONS[:0] = evasion.BLOCK_RULES
    combat.ATTACK_RESTRICTIONS[:0] = evasion.ATTACK_RULES
    combat.ATTACK_RESTRICTIONS += [attack_bans.may_attack, draw_step_skips.may_attack]
    # State-based actions and what is checked as often.
    ext.ENTRY_CHOICE_DUE += [static_entry.entry_choice_due]
    ext.ALONG_WITH_SBA += [phasing.tokens_cease_to_exist, durations.end_expired, rulings.apply_control_auras]
    ext.WARD_EXEMPT += [static_prevention.ward_exempt]
    ext.GRANTED_WHILE += [threshold_grants.granted_while]  # a trigger granted while threshold (CR 613.1f)
    ext.ENCHANT_LEGALITY += [reanimation_auras.enchant_legality]  # Animate Dead's enchant (CR 303.4, 704.5m)
    # Rules modules that notice events themselves (CR 603.2): an extra turn's loss, the upkeep scan of
    # graveyards for abilities that work there (CR 113.6k), cards drawn this turn (Sylvan Library).
    triggers.EVENT_HOOKS += [spell_lines.extra_turn_begins, graveyard_returns.upkeep_hook,
                             graveyard_end_steps.end_step_hook, upkeep_players.upkeep_ends_effects,
                             library_looks.note_draw,
                             graveyard_targets.milled_hook,  # Gaea's Blessing's trigger (CR 603.6c)
                             discard_triggers.discarded_hook,  # Guerrilla Tactics' trigger (CR 603.6c)
                             altcosts.on_control_change]  # echo after a change of control (2003 502.19)
    triggers.EVENT_HOOKS += [died_this_turn.note_death,  # creatures put into graveyards this turn
                             graveyard_auras.creature_enters_hook]  # Auras waiting in graveyards (CR 113.6k)
    # Pending decisions: the decision table (rules/decisions), whose families answer features' decisions.
    ext.DECISION_RULES.update(TABLE)
    # Triggered abilities: conditions, and events features note before abilities are looked for.
    ext.TRIGGER_CONDITIONS += [altcosts.condition, upkeep_players.condition, upkeep_quorums.condition]
    ext.TRIGGER_CONDITIONS += [altcosts.condition, upkeep_players.condition, sacrifice_searches.condition]
    ext.ENTERED_PLAY += [altcosts.on_enter_play]
    ext.CLEANUP_PRIORITY += [choices.madness_waiting]  # 2003 314.3, 502.24
    ext.CYCLED += [altcosts.cycled_self]
    ext.DELAYED_TRIGGER_EVENTS += [restricted.on_event]
    # Trigger events that only features know (CR 603.2): Necropotence's and Fastbond's, morph's, Black Vise's.
    MATCHERS[TriggerEvent.R_YOU_DISCARD] = restricted.trigger_info
    MATCHERS[TriggerEvent.R_YOU_PLAY_LAND] = restricted.trigger_info
    MATCHERS[TriggerEvent.TURNED_FACE_UP] = _turned_face_up
    MATCHERS[TriggerEvent.CHOSEN_PLAYER_UPKEEP] = _chosen_player_upkeep
    MATCHERS[TriggerEvent.CARD_TO_GRAVEYARD] = graveyard_arrivals.card_to_graveyard  # Planar Void, Compost
    MATCHERS[TriggerEvent.ENCHANTED_DIES] = enchanted_dies.enchanted_dies  # Elephant Guide
    MATCHERS[TriggerEvent.ENCHANTED_DEALT_DAMAGE] = enchanted_events.enchanted_dealt_damage  # Frozen Solid
    MATCHERS[TriggerEvent.TYPE_BECOMES_BLOCKED] = type_blocked.type_becomes_blocked  # Spined Sliver
    MATCHERS[TriggerEvent.DESTROYED_BY_OPPONENT] = destroy_triggers.destroyed_by_opponent  # Karmic Justice
    MATCHERS[TriggerEvent.BIG_CREATURE_ENTERS_FROM_GRAVEYARD] = _never  # from the graveyard only (CR 113.6k)
    # The top card of a library: revealed, and played from (Future Sight, Temporal Aperture).
    ext.PRIORITY_ACTIONS += [library_top.priority_actions, exile_plays.priority_actions]
    ext.LIBRARY_TOP_REVEALED += [library_top.top_revealed]
    ext.HAND_REVEALED += [hands_revealed.hand_revealed]  # Telepathy, Revelation (CR 400.2)
    # Additional combat and main phases "after this main phase" (CR 500.8).
    ext.STEP_REDIRECTS += [extra_phases.step_after]
    # X damage divided among any number of targets: how many, the division, the per-target cost.
    ext.TARGET_COUNTS += [divided_damage.announce_count]  # CR 601.2c (2003: 409.1c)
    ext.DIVISIONS += [divided_damage.announce_division]  # CR 601.2d (2003: 409.1d)
    ext.SPELL_COST += [divided_damage.per_target_cost]  # CR 601.2f (2003: 409.1f)
    CAST_RESTRICTIONS.append(divided_damage.has_a_target)
    MATCHERS[TriggerEvent.DISCARDED_SELF_BY_OPPONENT] = discard_triggers.never  # the discarded card's own
    _register_magical_war()


def _register_magical_war() -> None:
    """The Magical War variant (rules/magical_war, docs/magical-war.md): every point below does
    nothing unless ``state.variant`` is its state, so other games play exactly as before."""
    ext = extensions
    ext.VARIANTS[MAGICAL_WAR] = mw_stock.install  # MW 1.2: one stock
    ext.VARIANT_FROM_JSON[MAGICAL_WAR] = MagicalWar.from_json
    ext.DRAW_REPLACEMENTS.insert(0, mw_stock.draw_from_stock)  # MW 1.2, 1.4: draws from the stock
    ext.COMMON_GRAVEYARD += [mw_stock.common_graveyard]  # MW 1.3
    ext.NEW_OWNER += [mw_stock.new_owner]
    triggers.EVENT_HOOKS += [mw_stock.on_event, mw_pipeline.on_event]  # library → stock; upkeep sizes
    ext.OPENING_HAND_SIZE += [mw_setup.opening_hand_size]  # MW 2.1
    ext.PARIS_MULLIGAN += [mw_setup.paris_mulligan]  # MW 2.2
    ext.BEFORE_FIRST_TURN += [mw_setup.before_first_turn]  # MW 2.3, 2.4
    ext.TURN_DRAW += [mw_pipeline.turn_draw]  # MW 3.2
    ext.HAND_SIZE.insert(0, mw_pipeline.base_hand_size)  # MW 1.5, 6.7: nine (before other changes)
    ext.HAND_SIZE.append(mw_pipeline.pipeline_not_counted)  # MW 3.5
    ext.LEAVING += [mw_last_gasp.delay_leaving]  # MW 4.1
    ext.LEAVING_DELAYED += [mw_last_gasp.leaving_delayed]
    ext.ANY_TIME_CASTING += [mw_last_gasp.any_time]
    ext.ALONG_WITH_SBA += [mw_last_gasp.gasp_due, mw_errata.retarget_due]  # MW 4.1, 6.1
    # The variant's decisions, and the core's priority and cleanup discard as MW plays them (MW 3.3-3.6).
    for rule in (*mw_setup.RULES, *mw_pipeline.RULES, *mw_last_gasp.RULES, *mw_errata.RULES,
                 mw_pipeline.PRIORITY, mw_pipeline.DISCARD):
        ext.DECISION_RULES[rule.kind] = rule
    missing = set(DecisionKind) - set(ext.DECISION_RULES)
    if missing:  # pragma: no cover - a programming error, caught by any import
        raise RuntimeError(f"decision kinds without a rule: {sorted(missing)}")


register()
