"""Resolving the top object of the stack (CR 608; 2003: 413) and combat damage objects (2003 310.4)."""

from __future__ import annotations

from oldframe.rules import extensions as ext
from oldframe.rules import zones
from oldframe.rules.characteristics import is_creature
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import deal_damage, destroy, execute, sacrifice
from oldframe.rules.events import CombatDamageResolved, Fizzled, Resolved, TriggerFailed
from oldframe.rules.model.cards import CardDef, TriggeredAbility
from oldframe.rules.model.forms import copy_form, copy_of
from oldframe.rules.ruleset import WishSideboard
from oldframe.rules.sba import lose
from oldframe.rules.state import DRAW_ACTION, Decision, GameState, StackItem, Target, Zone
from oldframe.rules.targets import event_player_of, is_legal_target, spec_with_event_player, spec_with_x
from oldframe.rules.triggers import condition_holds


def resolve_top(state: GameState) -> None:
    """Start resolving the top item; it may stop at a choice (``state.resolving`` stays set)."""
    item = state.stack.pop()
    if item.kind == "combat_damage":
        resolve_combat_damage(state, item)
        return
    if item.kind == DRAW_ACTION:  # 2003 304.1: the draw step action
        zones.emit(state, Resolved(item.controller, item.oid, item.source_name, item.kind))
        zones.draw(state, item.controller, 1)
        return
    if item.kind == "delayed":
        zones.emit(state, Resolved(item.controller, item.oid, item.source_name, item.kind))
        state.resolving = item  # it may stop at a choice (Mox Diamond's replacement)
        continue_resolution(state)
        return
    _effects, specs = item.effects_and_targets(
        state.objects[item.oid].card if item.kind == "spell" else None
    )
    colors = frozenset(item.choices.get("source_colors", ()))
    if specs:
        legal: list[Target | None] = []
        for spec, t in zip(specs, item.targets, strict=False):
            spec = spec_with_event_player(spec, event_player_of(item))  # "that player controls"
            ok = t is not None and is_legal_target(state, spec_with_x(spec, item.x), t, item.controller,
                                                   item.source, colors)  # X: the announced one (CR 608.2b)
            legal.append(t if ok else None)
        chosen = any(t is not None for t in item.targets)  # "up to one/N targets": maybe none (CR 601.2c)
        if legal and chosen and all(t is None for t in legal) \
                and not any(e.resolves_without_legal_target for e in _effects):
            # CR 608.2b (2003: 413.2a): every target illegal -> countered on resolution
            zones.emit(state, Fizzled(item.controller, item.oid, item.source_name))
            if item.kind == "spell":  # flashback: removed from the game instead (2003 502.22a)
                zones.move(state, item.oid, zones.leave_stack_zone(item, resolved=False))
            return
        item.targets = legal  # type: ignore[assignment]
    if item.kind == "triggered" and isinstance(item.ability, TriggeredAbility):
        if not condition_holds(state, item.ability.trigger.condition, item.source):
            zones.emit(state, TriggerFailed(item.controller, item.source_name))
            return
    state.resolving = item
    state.resolve_index = 0
    spell = state.objects.get(item.oid) if item.kind == "spell" else None
    shown = "" if spell is not None and spell.face_down else item.source_name  # CR 708.2: not named
    zones.emit(state, Resolved(item.controller, item.oid, shown, item.kind))
    continue_resolution(state)


def continue_resolution(state: GameState) -> None:
    item = state.resolving
    assert item is not None
    if item.kind == "delayed":
        decision = _resolve_delayed(state, item)
        if decision is not None:
            state.decision = decision
            return
        state.resolving = None
        return
    effects, _ = item.effects_and_targets(state.objects[item.oid].card if item.kind == "spell" else None)
    if item.kind == "triggered" and isinstance(item.ability, TriggeredAbility) and item.ability.optional:
        # CR 603.5 (2003: 410.5): "may" is chosen on resolution; declining does nothing.
        if "may" not in item.choices:
            state.decision = Decision(DecisionKind.MAY, item.controller, {"source": item.source_name,
                                                               "text": item.ability.text})
            return
        if not item.choices["may"]:
            state.resolving = None
            return
    while state.resolve_index < len(effects):
        decision = execute(state, item, effects[state.resolve_index])
        if decision is not None:
            state.decision = decision
            return
        state.resolve_index += 1
    if item.kind == "spell":
        card = state.objects[item.oid].card
        spec = card.behaviour.enters_as_copy
        if spec is not None and "copy_of" not in item.choices:
            options = [o for o in state.battlefield if is_creature(state, state.objects[o])]
            if options:  # CR 707.5 (2003: 503.5): "you may have it come into play as a copy"
                state.decision = Decision(DecisionKind.COPY_CHOICE, item.controller, {"options": options})
                return
            item.choices["copy_of"] = None
    if item.kind == "spell":  # "as CARDNAME comes into play, choose …" (CR 614.12; 2003: 410.10e)
        for point in ext.ENTRY_CHOICES:
            entry = point(state, item)
            if entry is not None:
                state.decision = entry
                return
    state.resolving = None
    if item.kind == "spell":
        card = state.objects[item.oid].card
        if card.is_permanent_card:
            as_card = None
            for before in ext.BEFORE_ENTERING:  # replacements as it enters (CR 614.1c)
                before(state, item)
            spec = card.behaviour.enters_as_copy
            copied_from = item.choices.get("copy_of")
            if spec is not None and copied_from is not None and copied_from in state.objects:
                name, copied = ext.COPIABLE[0](state, copied_from)  # CR 707.2
                assert isinstance(copied, CardDef)
                as_card = (copy_of(card, copied, spec), copy_form(name, spec))
            new = zones.move(state, item.oid, Zone.BATTLEFIELD, controller=item.controller,  # CR 608.3
                             as_card=as_card, face_down=state.objects[item.oid].face_down)  # CR 708.4 (2003: 504.1)
            if new is not None:
                for after in ext.AFTER_ENTERING:  # chosen values, kicker, X counters (CR 614.1c, 614.12)
                    after(state, item, new)
            if card.behaviour.enchant is not None and new is not None and item.targets:
                target = item.targets[0]
                if target is not None:  # CR 303.4f (2003: 214.8c): it comes into play attached
                    state.objects[new].attached_to = target[1]
                    state.version += 1
        elif item.choices.get("exile_self"):
            # October 2002 tournament procedure (WishSideboard.SWAPPED_INTO_SIDEBOARD, scourge2003): a
            # Wish that took a card from the sideboard goes into the sideboard face up instead of
            # being removed from the game, so the sideboard stays at 15 (today: CR 400.11a-b, it stays
            # removed). A copy of the Wish just ceases to exist (the sideboard then holds 14).
            swap = (state.rules.wish_sideboard == WishSideboard.SWAPPED_INTO_SIDEBOARD
                    and item.choices.get("wish_from") == int(Zone.SIDEBOARD))
            zones.move(state, item.oid, Zone.SIDEBOARD if swap else Zone.EXILE)
        else:  # CR 608.2n; flashback and buyback (2003 502.22a, 502.16a)
            zones.move(state, item.oid, zones.leave_stack_zone(item, resolved=True))


def _resolve_delayed(state: GameState, item: StackItem) -> Decision | None:
    for asks in ext.DELAYED_CHOICES:  # a feature's delayed trigger that asks first (CR 608.2d)
        question = asks(state, item)
        if question is not None:
            return question
    for feature in ext.DELAYED_RESOLUTION:  # a feature's own delayed trigger: done, or a choice to make
        done = feature(state, item)
        if isinstance(done, Decision):
            return done
        if done:
            return None
    card_oid = int(item.event["card"])
    obj = state.objects.get(card_oid)
    if item.event.get("action") in ("return_to_play", "return_from_graveyard") and obj is not None:
        for point in ext.RETURN_CHOICES:  # a replacement that asks first (CR 614.12)
            ask = point(state, item, [card_oid], obj.owner)
            if ask is not None:
                return ask
    obj = state.objects.get(card_oid)
    if item.event.get("action") == "draw":  # "draw a card at the beginning of the next turn's upkeep"
        zones.draw(state, item.controller, 1)  # (CR 603.7; 2003: 404.4)
        return None
    if item.event.get("action") == "sacrifice":  # "at end of turn, sacrifice it" (CR 603.7; 2003: 404.4)
        if obj is not None and obj.zone == Zone.BATTLEFIELD and obj.controller == item.controller:
            sacrifice(state, card_oid)
        return None
    if item.event.get("action") == "return_from_graveyard":  # Lifeline (CR 603.7; 2003: 404.4)
        if obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, card_oid, Zone.BATTLEFIELD, controller=obj.owner)
        return None
    if item.event.get("action") == "lose_game":  # "at the beginning of that turn's end step, you lose the
        if not state.players[item.controller].lost:
            lose(state, item.controller, item.source_name)
        return None
    if item.event.get("action") == "destroy":
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            destroy(state, card_oid)
        return None
    if obj is not None and obj.zone == Zone.EXILE:
        zones.move(state, card_oid, Zone.BATTLEFIELD, controller=obj.owner)
    return None


def resolve_combat_damage(state: GameState, item: StackItem) -> None:
    """2003 310.4: deal the frozen assignments. A source that left play still deals its damage
    (last known information); a creature that left play or stopped being a creature is dealt none.
    """
    zones.emit(state, CombatDamageResolved())
    for a in item.damage:
        kind, ident = a.target
        if kind == "object":
            obj = state.objects.get(ident)
            if obj is None or obj.zone != Zone.BATTLEFIELD or not is_creature(state, obj):
                continue
        deal_damage(state, a.source, a.source_controller, a.source_colors, a.target, a.amount, combat=True)
