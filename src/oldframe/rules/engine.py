"""The engine loop: run the game until someone must decide, list the legal actions, apply one.

Flow (CR 117): whenever a player would receive priority, state-based actions are checked until
none apply (CR 704.3), then waiting triggered abilities go on the stack in APNAP order (CR 603.3b),
and only then does the player get the priority decision.
"""

from __future__ import annotations

from oldframe.rules import casting, combat, replacement, resolve, sba, turn, zones
from oldframe.rules import extensions as ext
from oldframe.rules.actions import (
    Action,
    ActivateAbility,
    ApplyFirst,
    AssignDamage,
    Band,
    BottomCard,
    CastSpell,
    CastWith,
    ChooseObject,
    ChooseTarget,
    ChooseType,
    ChooseYesNo,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    EndEffect,
    FinishDeclaring,
    Keep,
    Mulligan,
    OrderTrigger,
    PassPriority,
    PlayLand,
    Unmorph,
    action_from_json,
)
from oldframe.rules.atoms import choices
from oldframe.rules.effects import all_creature_types, discard
from oldframe.rules.granted import granted_in_play
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.model.forms import LICID, licid_end_cost
from oldframe.rules.state import Decision, GameState, StackItem, Step, Zone


class IllegalActionError(ValueError):
    """The action is not one of the legal actions now; the game is unchanged."""


def run(state: GameState) -> None:
    """Advance until a decision is pending or the game is over."""
    if not ext.PLUGGED_IN:
        raise RuntimeError("no features are plugged into the engine: call oldframe.rules.features.register() "
                           "first (oldframe.Game and oldframe.testing do)")
    while not state.over:
        if state.decision is not None:
            return
        if state.resolving is not None:
            resolve.continue_resolution(state)
            if state.decision is None and state.resolving is None:
                state.priority = state.active  # CR 117.3b: after resolving, the active player
            continue
        if state.cleanup_check:
            state.cleanup_check = False
            acted = False
            while sba.check(state):
                acted = True
            if state.over or state.decision is not None:
                continue
            if acted or state.pending_triggers:  # CR 514.3a
                state.again_cleanup = True
                state.priority = state.active
                continue
            turn.end_step(state)
            continue
        if state.priority is not None:
            if sba.check(state):
                continue
            if state.decision is not None or state.over:
                continue
            if state.pending_triggers:
                _put_trigger(state)
                continue
            state.decision = Decision("priority", state.priority)
            return
        turn.end_step(state)


def _put_trigger(state: GameState) -> None:
    """CR 603.3b (2003: 410.3): active player's triggers first, in the order they choose, then the
    next player's, and so on; so the last player's resolve first."""
    living = set(state.living())
    state.pending_triggers = [t for t in state.pending_triggers if t.controller in living]
    for p in state.apnap():
        mine = [i for i, t in enumerate(state.pending_triggers) if t.controller == p]
        if not mine:
            continue
        kinds = {(state.pending_triggers[i].source_name, id(state.pending_triggers[i].ability)) for i in mine}
        if len(kinds) > 1:
            state.decision = Decision("trigger_order", p, {"options": mine})
            return
        _place_trigger(state, mine[0])
        return


def _place_trigger(state: GameState, index: int) -> None:
    pt = state.pending_triggers.pop(index)
    if pt.delayed is not None:
        item = StackItem("delayed", state.new_id(), pt.controller, pt.source, pt.source_name)
        item.event = dict(pt.event)
        state.stack.append(item)
        zones.emit(state, "trigger", pt.controller, item.oid, pt.source_name, ())
        return
    item = StackItem("triggered", state.new_id(), pt.controller, pt.source, pt.source_name, pt.ability)
    item.event = dict(pt.event)
    item.choices["ability_index"] = pt.event["ability_index"]
    src = state.objects.get(pt.source)
    item.choices["source_colors"] = sorted(src.card.colors) if src is not None else []
    casting.begin_trigger(state, item)


# -- legal actions ---------------------------------------------------------------------------------
def legal_actions(state: GameState) -> list[Action]:
    d = state.decision
    if d is None or state.over:
        return []
    k = d.kind
    if k == "priority":
        return _priority_actions(state, d.player)
    mine = choices.legal_for(state, d)  # colors, modes, picks, new targets (CR 601.2b, 614.12, 707.10c)
    if mine is not None:
        return mine
    if k == "mulligan":
        return [Keep(), Mulligan()]
    if k == "london_bottom":
        return [BottomCard(o) for o in _dedupe_hand(state, state.players[d.player].hand)]
    if k == "target":
        return [ChooseTarget(t) for t in d.data["options"]]
    if k == "copy_choice":  # "you may have it come into play as a copy of any creature"
        return [ChooseObject(o) for o in d.data["options"]] + [ChooseYesNo(False)]
    if k == "wish":  # "you may": a card, or nothing
        return [ChooseObject(o) for o in d.data["options"]] + [ChooseYesNo(False)]
    if k in ("cost_choice", "sacrifice", "legend_keep"):
        return [ChooseObject(o) for o in d.data["options"]]
    if k in ("discard_to_hand_size", "discard"):  # "discard" ("discards a card"): CR 701.8b (2003 glossary)
        return [ChooseObject(o) for o in _dedupe_hand(state, state.players[d.player].hand)]
    if k == "choose_word":  # a text change's words (CR 612; 2003: 415.4), rules.text_change
        return [ChooseType(w) for w in d.data["options"]]
    if k == "choose_creature_type":
        forbidden = set(d.data.get("forbidden", ()))
        return [ChooseType(t) for t in all_creature_types(state) if t not in forbidden]
    if k == "attackers":
        options = combat.attack_options(state)
        # CR 508.1d (2003: 308.2b): "attacks each combat if able" — no finishing while one still can
        unmet = any(requirement(state, options) for requirement in ext.ATTACK_REQUIREMENTS)
        done: list[Action] = [] if unmet else [FinishDeclaring()]
        bands = [act for offer in ext.ATTACK_DECLARATIONS for act in offer(state)]  # bands, CR 702.22c
        declare: list[Action] = [DeclareAttacker(a, dfd) for a, dfd in options]
        return declare + bands + done
    if k == "blockers":  # blocking requirements and menace (CR 509.1b-c, 2003: 309.2) narrow the options
        blocks, may_finish = combat.block_options(state, d.player), True
        for requirement in combat.BLOCK_REQUIREMENTS:  # menace, lures, provoke (CR 509.1b-c)
            blocks, ok = requirement(state, blocks)
            may_finish = may_finish and ok
        may_finish = may_finish or not blocks  # a requirement never demands an impossible block (CR 509.1c)
        return [DeclareBlocker(b, a) for b, a in blocks] + ([FinishDeclaring()] if may_finish else [])
    if k == "damage_assignment":
        return [AssignDamage(t, n) for t, n in combat.assignment_options(state)]
    if k == "choose_x":  # a number chosen on resolution ("you may pay {X}"), answered as ChooseObject(X)
        return [ChooseObject(n) for n in d.data["options"]]
    if k == "may_untap":  # CR 502.3: "you may choose not to untap"
        return [ChooseYesNo(True), ChooseYesNo(False)]
    if k == "trigger_order":
        return [OrderTrigger(i) for i in d.data["options"]]
    if k == "may":
        return [ChooseYesNo(True), ChooseYesNo(False)]
    if k == "replacement_order":  # CR 616.1 (2003: 419.8): which effect applies first
        return [ApplyFirst(i) for i in range(len(d.data["options"]))]
    raise AssertionError(f"unknown decision {k!r}")


def _dedupe_hand(state: GameState, oids: list[int]) -> list[int]:
    """Cards in hand with the same name are interchangeable: offer the first of each."""
    seen: set[str] = set()
    out = []
    for oid in oids:
        name = state.objects[oid].card.name
        if name not in seen:
            seen.add(name)
            out.append(oid)
    return out


def _priority_actions(state: GameState, p: int) -> list[Action]:
    acts: list[Action] = [PassPriority()]
    ps = state.players[p]
    drops = 1
    for point in ext.LAND_DROPS:  # additional land drops (CR 305.2a)
        drops = point(state, p, drops)
    land_ok = (
        state.active == p and state.step in casting.MAIN_STEPS and not state.stack
        and ps.lands_played < drops
    )  # CR 305.2, 505.6b (2003: 305.4, 214.9)
    for oid in _dedupe_hand(state, ps.hand):
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
        if obj.controller != p or not (obj.card.behaviour.activated or obj.card.is_land or granted):
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
    # face-down permanent face up, a special action (CR 116.2b; 2003: 502.26d); lands played from
    # elsewhere and paying life for mana (CR 305.2, 605.3a).
    for offer in ext.PRIORITY_ACTIONS:
        acts.extend(offer(state, p, land_ok))
    return acts


# -- applying an action ----------------------------------------------------------------------------
def apply(state: GameState, action: Action) -> None:
    """Apply a legal action (the caller has checked legality) and run to the next decision. A
    replacement-order choice (CR 616.1) that arises meanwhile is asked by replay (rules.replacement):
    its answer re-applies the original action from the position before it."""
    pending = state.replacement_pending
    if isinstance(action, Concede) and pending is not None:  # back to the position before that action
        state.replacement_pending = None
        state.decision = pending["prior"]
    elif isinstance(action, ApplyFirst) and pending is not None:
        original = action_from_json(pending["action"])
        answers = [*pending["answers"], action.index]
        state.replacement_pending = None
        state.decision = pending["prior"]
        replacement.apply_with_choices(state, lambda: _apply(state, original), pending["action"], answers)
        return
    replacement.apply_with_choices(state, lambda: _apply(state, action), action.to_json, [])


def _apply(state: GameState, action: Action) -> None:
    if isinstance(action, Concede):
        _concede(state, action.player)
        run(state)
        return
    d = state.decision
    assert d is not None
    p = d.player
    if choices.answer(state, d, action):  # colors, modes, picks, new targets (CR 601.2b, 614.12, 707.10c)
        run(state)
        return
    if isinstance(action, PassPriority):
        state.decision = None
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
    elif isinstance(action, Keep):
        state.decision = None
        turn.keep(state, p)
    elif isinstance(action, Mulligan):
        state.decision = None
        turn.mulligan(state, p)
    elif isinstance(action, BottomCard):
        state.decision = None
        turn.bottom_card(state, p, action.oid)
    elif isinstance(action, PlayLand):
        state.decision = None
        state.players[p].lands_played += 1
        new = zones.move(state, action.oid, Zone.BATTLEFIELD, controller=p)
        zones.emit(state, "play_land", p, new, state.objects[new].card.name if new else "")
        state.passes = 0
    elif isinstance(action, CastSpell):
        state.decision = None
        state.passes = 0
        casting.begin_cast(state, p, action.oid)
    elif isinstance(action, ActivateAbility):
        state.decision = None
        state.passes = 0
        casting.begin_activate(state, p, action.oid, action.index)
    elif isinstance(action, ChooseTarget):
        casting.answer_target(state, action.target)
    elif isinstance(action, ChooseObject):
        _choose_object(state, d, action.oid)
    elif isinstance(action, ChooseType):
        state.decision = None
        item = state.resolving
        assert item is not None
        if d.kind == "choose_word":  # rules.text_change (CR 612; 2003: 415.4)
            item.choices[str(d.data["key"])] = action.name
        elif "types" in item.choices and str(p) not in item.choices["types"]:
            item.choices["types"][str(p)] = action.name
        else:
            item.choices["creature_type"] = action.name
        zones.emit(state, "choose_type", p, action.name)
    elif isinstance(action, DeclareAttacker):
        combat.declare_attacker(state, action.attacker, action.defender)
        if not combat.attack_options(state) and not _more_declarations(state):
            combat.finish_attacks(state)
            state.priority = state.active
    elif isinstance(action, Band):  # CR 702.22c (2003: 502.10b): an attacking band
        ext.ACTION_HANDLERS[Band](state, p, action)
        if not combat.attack_options(state) and not _more_declarations(state):
            combat.finish_attacks(state)
            state.priority = state.active
    elif isinstance(action, DeclareBlocker):
        combat.declare_blocker(state, action.blocker, action.attacker)
        if not combat.block_options(state, p):
            turn.done_blocking(state)
    elif isinstance(action, FinishDeclaring):
        if d.kind == "attackers":
            combat.finish_attacks(state)
            state.priority = state.active
        else:
            turn.done_blocking(state)
    elif isinstance(action, AssignDamage):
        combat.assign(state, action.target, action.amount)
        if state.decision is None:
            state.priority = state.active
    elif isinstance(action, ChooseYesNo) and d.kind == "may_untap":
        turn.answer_untap(state, action.yes)
    elif isinstance(action, ChooseYesNo) and d.kind in ("wish", "copy_choice"):
        state.decision = None
        assert state.resolving is not None
        state.resolving.choices["wish" if d.kind == "wish" else "copy_of"] = None
    elif isinstance(action, ChooseYesNo):
        # CR 603.5 (2003: 410.5): a "may" choice is made as the triggered ability resolves.
        state.decision = None
        assert state.resolving is not None
        state.resolving.choices["may"] = action.yes
        zones.emit(state, "may", p, action.yes)
    elif isinstance(action, OrderTrigger):
        state.decision = None
        _place_trigger(state, action.index)
    elif isinstance(action, CastWith):
        state.decision = None
        state.passes = 0
        ext.ACTION_HANDLERS[CastWith](state, p, action)  # another way to cast it (CR 601.2b, 118.9)
    elif isinstance(action, Unmorph):  # special action: no stack, priority stays (CR 116.3; 2003: 502.26d)
        state.decision = None
        state.passes = 0
        ext.ACTION_HANDLERS[Unmorph](state, p, action)
        state.priority = p
    elif isinstance(action, EndEffect):
        state.decision = None
        licid = state.objects[action.oid]
        end = licid_end_cost(licid.printed)
        assert end is not None
        casting.pay_mana_cost(state, p, end.end_cost)
        for end_effect in ext.END_EFFECT:  # the Licid becomes a creature again (CR 116.2e)
            end_effect(state, action.oid)
    else:
        raise AssertionError(f"unhandled action {action!r}")
    run(state)


def _more_declarations(state: GameState) -> bool:
    """Whether a feature still offers a declaration while attackers are declared (a band)."""
    return any(offer(state) for offer in ext.ATTACK_DECLARATIONS)


def _choose_object(state: GameState, d: Decision, oid: int) -> None:
    if d.kind in ("wish", "copy_choice"):
        state.decision = None
        assert state.resolving is not None
        state.resolving.choices["wish" if d.kind == "wish" else "copy_of"] = oid
    elif d.kind == "cost_choice":
        casting.answer_cost_choice(state, oid)
    elif d.kind in ("sacrifice", "discard"):
        state.decision = None
        assert state.resolving is not None
        state.resolving.choices[d.kind] = oid
    elif d.kind == "choose_x":
        state.decision = None
        assert state.resolving is not None
        state.resolving.choices["x_paid"] = oid
    elif d.kind == "legend_keep":
        sba.keep_legend(state, oid)
    elif d.kind == "discard_to_hand_size":
        state.decision = None
        discard(state, d.player, oid)
        turn.cleanup(state)
    else:
        raise AssertionError(d.kind)


def _concede(state: GameState, player: int) -> None:
    sba.lose(state, player, "concede")
    if state.over:
        return
    if state.decision is not None and state.decision.player == player:
        state.decision = None
    if state.priority == player:
        state.priority = state.next_living(player)
        state.passes = 0
    if state.active == player and state.step != Step.CLEANUP:
        state.stack = [it for it in state.stack if it.controller != player]
