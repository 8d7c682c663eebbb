"""The priority decision (CR 117; 2003: 408): pass, play a land, cast a spell, activate an ability,
or take a special action (turn a face-down creature face up, end a Licid's effect, Channel's life
for mana)."""

from __future__ import annotations

from oldframe.rules import altcosts, casting, resolve, turn, zones
from oldframe.rules import extensions as ext
from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    CastWith,
    EndEffect,
    PassPriority,
    PlayLand,
    Unmorph,
)
from oldframe.rules.atoms import choices, restricted
from oldframe.rules.atoms.licids import end_licid
from oldframe.rules.atoms.restricted import PayLifeForMana
from oldframe.rules.atoms.static_costs import land_drops
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.decisions.rule import DecisionRule, distinct_by_name
from oldframe.rules.events import LandPlayed
from oldframe.rules.granted import granted_in_play
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.model.forms import LICID, licid_end_cost
from oldframe.rules.state import Decision, GameState, Zone


def priority_actions(state: GameState, d: Decision) -> list[Action]:
    """Everything the player with priority may do now, passing first."""
    p = d.player
    acts: list[Action] = [PassPriority()]
    ps = state.players[p]
    land_ok = (
        state.active == p and state.step in casting.MAIN_STEPS and not state.stack
        and ps.lands_played < land_drops(state, p)  # Exploration, Fastbond (CR 305.2a)
    )  # CR 305.2, 505.6b (2003: 305.4, 214.9)
    for oid in distinct_by_name(state, ps.hand):
        card = state.objects[oid].card
        if card.is_land:
            if land_ok and card.playable:
                acts.append(PlayLand(oid))
        elif casting.can_cast(state, p, oid):
            acts.append(CastSpell(oid))
        for i, ab in enumerate(card.behaviour.activated):
            if ab.zone == "hand" and casting.can_activate(state, p, oid, i):
                acts.append(ActivateAbility(oid, i))
    for oid in ps.graveyard:  # abilities of cards in the graveyard (Shard Phoenix; CR 113.6k)
        for i, ab in enumerate(state.objects[oid].card.behaviour.activated):
            if ab.zone == "graveyard" and casting.can_activate(state, p, oid, i):
                acts.append(ActivateAbility(oid, i))
    seen_lands: set[tuple[str, int]] = set()
    granted = granted_in_play(state)  # abilities other permanents grant (CR 613.1f)
    for oid in state.battlefield:
        obj = state.objects[oid]
        if obj.form == LICID and obj.controller == p:  # CR 116.2e special action
            end = licid_end_cost(obj.printed)
            if end is not None and casting.can_pay_mana(state, p, end.end_cost):
                acts.append(EndEffect(oid))
        if obj.controller != p:
            if not casting.any_player_may_activate(obj):  # "Any player may activate this ability." (CR 602.1)
                continue
        elif not (obj.card.behaviour.activated or obj.card.is_land or granted):
            continue
        plain_land = obj.card.is_land and not obj.counters and not obj.damage
        for i, ab in enumerate(activated_abilities(state, obj)):
            if ab.zone != "battlefield":
                continue
            if plain_land and ab.is_mana:
                key = (obj.card.name, i)
                if key in seen_lands and not obj.tapped:
                    continue
            if obj.tapped and ab.cost.tap:  # can_activate says no (its earlier checks only look)
                continue
            if casting.can_activate(state, p, oid, i):
                if plain_land and ab.is_mana:
                    seen_lands.add((obj.card.name, i))
                acts.append(ActivateAbility(oid, i))
    # Other ways to play a card (morph, kicker, buyback, flashback, alternative costs, X) and turning a
    # face-down permanent face up, a special action (CR 116.2b; 2003: 502.26d).
    acts.extend(altcosts.priority_actions(state, p))
    acts.extend(restricted.priority_actions(state, p, land_ok))  # Fastbond, Yawgmoth's Will, Channel
    for point in ext.PRIORITY_ACTIONS:  # the top card of the library (atoms.library_top)
        acts.extend(point(state, p, land_ok))
    return acts


def _apply(state: GameState, d: Decision, action: Action) -> None:
    p = d.player
    state.decision = None
    if isinstance(action, PassPriority):
        choices.madness_window_closes(state, p)  # 2003 502.24: until that player next passes priority
        state.passes += 1
        if state.passes >= len(state.living()):  # CR 117.4: all players passed in succession
            state.passes = 0
            if state.stack:
                state.priority = state.active
                resolve.resolve_top(state)
            else:
                state.priority = None
                turn.end_step(state)
        else:
            state.priority = state.next_living(p)
    elif isinstance(action, PlayLand):
        state.players[p].lands_played += 1
        new = zones.move(state, action.oid, Zone.BATTLEFIELD, controller=p)
        zones.emit(state, LandPlayed(p, new, state.objects[new].card.name if new else ""))
        state.passes = 0
    elif isinstance(action, CastSpell):
        state.passes = 0
        casting.begin_cast(state, p, action.oid)
    elif isinstance(action, ActivateAbility):
        state.passes = 0
        casting.begin_activate(state, p, action.oid, action.index)
    elif isinstance(action, CastWith):
        state.passes = 0
        altcosts.begin_cast_with(state, p, action.oid, action.name, action.x)
    elif isinstance(action, Unmorph):  # special action: no stack, priority stays (CR 116.3; 2003: 502.26d)
        state.passes = 0
        altcosts.unmorph(state, p, action.oid)
        state.priority = p
    elif isinstance(action, EndEffect):  # a Licid's end cost, a special action (CR 116.2e)
        licid = state.objects[action.oid]
        end = licid_end_cost(licid.printed)
        assert end is not None
        casting.pay_mana_cost(state, p, end.end_cost)
        end_licid(state, action.oid)
    elif isinstance(action, PayLifeForMana):  # Channel: no stack, priority stays (CR 605.3a)
        restricted.pay_life_for_mana(state, p)
    else:
        raise AssertionError(f"unhandled priority action {action!r}")


def _explain(state: GameState, d: Decision, action: Action) -> str | None:
    """The reason a priority action of the right type is illegal, where one is cheap to name."""
    p = d.player
    oid = getattr(action, "oid", None)
    if oid is not None and oid not in state.objects:
        return f"there is no object #{oid}"
    if isinstance(action, PlayLand):
        if not state.objects[action.oid].card.is_land:
            return f"#{action.oid} is not a land"
        if state.active != p or state.step not in casting.MAIN_STEPS or state.stack:
            return "a land is played only in your own main phase with an empty stack (CR 305.2)"
        if state.players[p].lands_played >= land_drops(state, p):
            return "no land drop is left this turn (CR 305.2)"
    if isinstance(action, CastSpell) and not casting.can_cast(state, p, action.oid):
        return f"#{action.oid} can't be cast now (timing, targets or cost; CR 601.2)"
    if isinstance(action, ActivateAbility) and not casting.can_activate(state, p, action.oid, action.index):
        return f"ability {action.index} of #{action.oid} can't be activated now (CR 602.2)"
    return None


RULE = DecisionRule(
    DecisionKind.PRIORITY,
    (PassPriority, PlayLand, CastSpell, ActivateAbility, CastWith, Unmorph, EndEffect, PayLifeForMana),
    priority_actions, _apply, _explain,
)
RULES = (RULE,)
