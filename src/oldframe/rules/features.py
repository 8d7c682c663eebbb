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
    combat,
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
    activation_bans,  # noqa: F401
    altcost_atoms,
    animate,  # noqa: F401
    catch_up_search,  # noqa: F401
    choices,
    chosen_protection,  # noqa: F401
    chosen_source_shields,  # noqa: F401
    compiled,  # noqa: F401
    control_changes,  # noqa: F401
    copies,
    cost_atoms,  # noqa: F401
    counters,
    counts,  # noqa: F401
    damage_and_life,  # noqa: F401
    distributed_counters,  # noqa: F401
    durations,
    enchantment_creatures,  # noqa: F401
    graveyard_cards,  # noqa: F401
    graveyard_returns,
    hand_disruption,  # noqa: F401
    keep_and_sacrifice,  # noqa: F401
    land_riders,  # noqa: F401
    land_type_changes,  # noqa: F401
    library_bottom,  # noqa: F401
    library_looks,
    linked_exile,
    lki_life,  # noqa: F401
    mana_value_damage,  # noqa: F401
    mass_bounce,  # noqa: F401
    mass_destroy,  # noqa: F401
    mass_reanimation,  # noqa: F401
    mechanics,
    mill,  # noqa: F401
    named_cards,  # noqa: F401
    next_spell,
    outside_game,  # noqa: F401
    per_player,
    phase_out,  # noqa: F401
    players,  # noqa: F401
    restricted,
    restricted_spells,  # noqa: F401
    reveal_until,  # noqa: F401
    rider_tokens,  # noqa: F401
    rulings,
    same_name,  # noqa: F401
    spell_cards,  # noqa: F401
    spell_combat,  # noqa: F401
    spell_counts,  # noqa: F401
    spell_lines,
    spell_permanents,  # noqa: F401
    static_combat,
    static_costs,
    static_counts,  # noqa: F401
    static_entry,
    static_kinds,  # noqa: F401
    static_prevention,
    tap_hold,
    target_riders,  # noqa: F401
    their_library,  # noqa: F401
    trigger_bodies,  # noqa: F401
    turn_bans,
    turns_hands,  # noqa: F401
    two_kickers,  # noqa: F401
    two_on_top,  # noqa: F401
    x_costs,  # noqa: F401
)
from oldframe.rules.casting import CAST_RESTRICTIONS
from oldframe.rules.decisions.table import TABLE
from oldframe.rules.events import Event, StepBegan, TurnedFaceUp
from oldframe.rules.model.cards import TriggeredAbility
from oldframe.rules.model.trigger_event import TriggerEvent
from oldframe.rules.state import GameState, Obj, Step
from oldframe.rules.trigger_matchers import MATCHERS

#: Order of the providers of order-sensitive registries filled as their modules load (replacement and
#: prevention effects offered to the affected player, zone-change replacements): by module, stably.
_PROVIDER_ORDER = tuple(f"oldframe.rules.{m}" for m in (
    "protection", "atoms.restricted", "atoms.compiled", "atoms.durations", "atoms.mechanics", "replacement",
    "atoms.rulings", "atoms.static_prevention", "atoms.chosen_source_shields"))

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


def register() -> None:
    """Plug every feature into the core's extension points (once; importing this module does it)."""
    global _registered
    if _registered:
        return
    _registered = True
    ext = extensions
    ext.PLUGGED_IN = True
    # A permanent spell resolving (CR 608.3, 614.12, 614.1c).
    ext.ENTRY_CHOICES += [choices.entry_choice, restricted.mox_entry_choice]
    ext.BEFORE_ENTERING += [restricted.mox_before_entering]
    ext.AFTER_ENTERING += [choices.record_entry_choices, altcosts.after_resolving_permanent,
                           counters.enter_with_x_counters]
    ext.COPIABLE += [copies.copiable]
    ext.LEAVE_STACK += [altcosts.leave_stack_zone]
    ext.DELAYED_RESOLUTION += [restricted.resolve_delayed]
    ext.RETURN_CHOICES += [restricted.mox_choices]
    # Zones.
    ext.EXILED_WHILE_RESOLVING += [linked_exile.note_exiled]
    ext.DRAW_REPLACEMENTS += [_draw_from_outside]
    # The turn.
    ext.SKIP_TURN += [restricted.skip_turn_decision]
    ext.SKIP_STEP += [restricted.skipped_step]
    ext.UNTAP_STEP_BEGINS += [phasing.phasing_step]
    ext.UNTAP_RESTRICTIONS += [static_combat.untap_prevented_by_power, tap_hold.untap_held,
                               lambda state, obj: counters.untap_held_by_counter(obj)]
    ext.HAND_SIZE += [_hand_size]
    # Casting and paying.
    CAST_RESTRICTIONS.insert(0, _one_spell_limit)
    ext.SPELL_COST += [static_costs.spell_cost]
    ext.KICKER_ONLY_TARGET += [spell_lines.kicker_only_target]
    ext.CHOSEN_COLOR_MANA += [static_entry.chosen_color_mana]
    ext.LIFE_FOR_MANA += [restricted.channel_life_for]
    ext.LIFE_PAYMENT += [restricted.channel_pay]
    ext.GIVE_LIFE += [mechanics.give_life]
    ext.ABILITY_BANS += [turn_bans.activation_banned]
    ext.EXTRA_COSTS += [altcosts.pending_extra_cost]
    ext.AFTER_CAST += [altcosts.after_cast, next_spell.spell_cast]
    # Targets, protection, damage.
    ext.PROTECTS += [protection.protects]
    ext.TARGET_KINDS["Aura attached to a creature or land"] = _aura_on_creature_or_land  # 2003 "local enchantment"
    ext.UNTARGETABLE_COLORS += [static_combat.untargetable_colors]
    ext.PLAYER_SHROUD += [static_combat.player_has_shroud, per_player.has_shroud_this_turn]
    ext.ASSIGNS_AS_UNBLOCKED += [static_combat.assigns_as_unblocked]
    ext.LIFE_FLOOR += [static_prevention.has_life_floor]
    ext.DAMAGE_TO_PLAYER += [choices.note_damage_to_player]
    ext.DISCARD_REPLACEMENTS += [altcost_atoms.discard_with_madness]
    replacement.DAMAGE_EFFECTS.insert(0, protection.prevent_damage)
    _in_order(replacement.DAMAGE_EFFECTS)
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
    # State-based actions and what is checked as often.
    ext.ENTRY_CHOICE_DUE += [static_entry.entry_choice_due]
    ext.ALONG_WITH_SBA += [phasing.tokens_cease_to_exist, durations.end_expired, rulings.apply_control_auras]
    ext.WARD_EXEMPT += [static_prevention.ward_exempt]
    # Rules modules that notice events themselves (CR 603.2): an extra turn's loss, the upkeep scan of
    # graveyards for abilities that work there (CR 113.6k), cards drawn this turn (Sylvan Library).
    triggers.EVENT_HOOKS += [spell_lines.extra_turn_begins, graveyard_returns.upkeep_hook, library_looks.note_draw,
                              altcosts.on_control_change]  # echo after a change of control (2003 502.19)
    # Pending decisions: the decision table (rules/decisions), whose families answer features' decisions.
    ext.DECISION_RULES.update(TABLE)
    # Triggered abilities: conditions, and events features note before abilities are looked for.
    ext.TRIGGER_CONDITIONS += [altcosts.condition]
    ext.ENTERED_PLAY += [altcosts.on_enter_play]
    ext.CLEANUP_PRIORITY += [choices.madness_waiting]  # 2003 314.3, 502.24
    ext.CYCLED += [altcosts.cycled_self]
    ext.DELAYED_TRIGGER_EVENTS += [restricted.on_event]
    # Trigger events that only features know (CR 603.2): Necropotence's and Fastbond's, morph's, Black Vise's.
    MATCHERS[TriggerEvent.R_YOU_DISCARD] = restricted.trigger_info
    MATCHERS[TriggerEvent.R_YOU_PLAY_LAND] = restricted.trigger_info
    MATCHERS[TriggerEvent.TURNED_FACE_UP] = _turned_face_up
    MATCHERS[TriggerEvent.CHOSEN_PLAYER_UPKEEP] = _chosen_player_upkeep


register()
