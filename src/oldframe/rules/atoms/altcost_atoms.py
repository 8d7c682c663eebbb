"""Atoms of face-down permanents, kicker, echo, storm, threshold, cycling and the Onslaught-block and
Odyssey-block cards around them (each cites its rule)."""

from __future__ import annotations

from oldframe.rules import altcosts, casting, zones
from oldframe.rules.atoms.choices import remove_for_madness
from oldframe.rules.atoms.madness import exile_for_madness
from oldframe.rules.atoms.restricted import mox_choices
from oldframe.rules.characteristics import is_creature
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import _amount, cant_be_countered, counter, execute, executes, resolve_targets, sacrifice
from oldframe.rules.events import Countered, Moved
from oldframe.rules.mana import ManaCost
from oldframe.rules.model import cards as m
from oldframe.rules.replacement import ask
from oldframe.rules.ruleset import Madness, TokenNames
from oldframe.rules.state import ContinuousEffect, Decision, DelayedTrigger, GameState, Obj, StackItem, Zone
from oldframe.rules.targets import legal_targets


def _in_play(state: GameState, item: StackItem, ref: str) -> list[int]:
    out = []
    for kind, ident in resolve_targets(state, item, ref):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.BATTLEFIELD:
            out.append(ident)
    return out


@executes(m.TurnFaceUp)
def _turn_face_up(state: GameState, item: StackItem, eff: m.TurnFaceUp) -> Decision | None:
    """An effect turns it face up: no morph cost is paid, so X is 0 (2003 409.1b, glossary "X")."""
    for oid in _in_play(state, item, eff.what):
        if state.objects[oid].face_down:
            altcosts.turn_face_up(state, oid, 0)
    return None


@executes(m.TurnFaceDown)
def _turn_face_down(state: GameState, item: StackItem, eff: m.TurnFaceDown) -> Decision | None:
    """Same object, so effects on it persist (2003 504.5; CR 708.2)."""
    for oid in _in_play(state, item, eff.what):
        if not state.objects[oid].face_down:
            altcosts.turn_face_down(state, oid)
    return None


@executes(m.SacrificeAtEndOfTurn)
def _sacrifice_eot(state: GameState, item: StackItem, eff: m.SacrificeAtEndOfTurn) -> Decision | None:
    """A delayed trigger for the next end-of-turn step (CR 603.7; 2003: 404.4)."""
    for oid in _in_play(state, item, eff.what):
        state.delayed.append(DelayedTrigger("end_of_turn", item.controller, item.source_name, "sacrifice", oid,
                                            state.turn, int(state.step)))
    return None


@executes(m.PumpAllMinusX)
def _minus_x_all(state: GameState, item: StackItem, eff: m.PumpAllMinusX) -> Decision | None:
    """All creatures get -X/-X until end of turn; X is the X paid for the morph cost (0 if turned
    face up by an effect)."""
    x = int(item.event.get("x", 0))
    ts = state.new_timestamp()
    for oid in list(state.battlefield):
        if is_creature(state, state.objects[oid]):
            state.effects.append(ContinuousEffect("pt", oid, ts, "end_of_turn", -x, -x))
    return None


@executes(m.SetBasePT)
def _set_base_pt(state: GameState, item: StackItem, eff: m.SetBasePT) -> Decision | None:
    """Layer 7b (CR 613.4b)."""
    for oid in _in_play(state, item, eff.who):
        state.effects.append(ContinuousEffect("set_pt", oid, state.new_timestamp(), "end_of_turn",
                                              eff.power, eff.toughness))
    return None


@executes(m.LoseAllAbilities)
def _lose_all(state: GameState, item: StackItem, eff: m.LoseAllAbilities) -> Decision | None:
    """Layer 6 (CR 613.1f; 2003: 418.5a)."""
    for oid in _in_play(state, item, eff.who):
        state.effects.append(ContinuousEffect("lose_abilities", oid, state.new_timestamp(), "end_of_turn"))
    return None


@executes(m.ReturnFromGraveyardToPlay)
def _reanimate(state: GameState, item: StackItem, eff: m.ReturnFromGraveyardToPlay) -> Decision | None:
    """Put into play, not played: it comes into play face up, no morph or kicker (2003 502.26b,
    502.21a)."""
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.GRAVEYARD:
            ask = mox_choices(state, item, [ident], obj.owner)
            if ask is not None:
                return ask
            zones.move(state, ident, Zone.BATTLEFIELD, controller=obj.owner)
    return None


@executes(m.ExileCard)
def _exile_card(state: GameState, item: StackItem, eff: m.ExileCard) -> Decision | None:
    for kind, ident in resolve_targets(state, item, eff.what):
        obj = state.objects.get(ident)
        if kind == "object" and obj is not None and obj.zone == Zone.GRAVEYARD:
            zones.move(state, ident, Zone.EXILE)
    return None


def create_tokens(state: GameState, player: int, eff: m.CreateTokens, count: int) -> list[int]:
    """CR 111.1 (2003: 216.1): tokens come into play under ``player``'s control."""
    # CR 111.4: a token without a name of its own is named for its subtypes plus "Token"; under the
    # 2003 rules (216, 415.4) its name is its creature type words alone ("Goblin"). Either way the name
    # is fixed as it is created, so later text changes alter its type, never its name (CR 612.4)
    words = eff.subtypes if state.rules.token_names == TokenNames.CREATURE_TYPES else (*eff.subtypes, "Token")
    name = eff.name or " ".join(words)
    card = m.token_card(name, eff.colors, frozenset({"Creature"}), eff.subtypes, eff.power, eff.toughness,
                        eff.keywords)
    out = []
    for _ in range(count):
        tok = Obj(state.new_id(), card, player, Zone.BATTLEFIELD, state.new_timestamp(), is_token=True)
        tok.sick = True
        state.objects[tok.oid] = tok
        state.battlefield.append(tok.oid)
        zones.emit(state, Moved(player, None, name, -1, int(Zone.BATTLEFIELD), tok.oid, player))
        out.append(tok.oid)
    return out


def _count(state: GameState, item: StackItem, amount: m.Amount) -> int:
    if isinstance(amount, m.Count) and amount.what == "kicker_x":
        e = altcosts.marked(state, item.source, "kicked")
        return 0 if e is None else e.power
    if isinstance(amount, m.Count) and amount.what == "x_paid":
        return int(item.choices.get("x_paid", 0))
    return _amount(state, item, amount)


@executes(m.CreateTokens)
def _create_tokens(state: GameState, item: StackItem, eff: m.CreateTokens) -> Decision | None:
    n = _count(state, item, eff.count)
    for kind, p in resolve_targets(state, item, eff.who):
        if kind == "player":
            create_tokens(state, p, eff, n)
    return None


@executes(m.DestroyAllNoRegenerate)
def _destroy_all(state: GameState, item: StackItem, eff: m.DestroyAllNoRegenerate) -> Decision | None:
    """Simultaneous destruction; no regeneration (CR 701.15c; 2003: 419.6b)."""
    for oid in [o for o in state.battlefield if is_creature(state, state.objects[o])]:
        if oid in state.objects and state.objects[oid].zone == Zone.BATTLEFIELD:
            zones.move(state, oid, Zone.GRAVEYARD)
    return None


def threshold(state: GameState, player: int) -> bool:
    """Seven or more cards in the player's graveyard (CR 702.38; 2003: 502.23)."""
    return len(state.players[player].graveyard) >= 7


@executes(m.IfThreshold)
def _if_threshold(state: GameState, item: StackItem, eff: m.IfThreshold) -> Decision | None:
    """Checked as the spell resolves (2003 502.23c)."""
    if "threshold" not in item.choices:
        item.choices["threshold"] = threshold(state, item.controller)
    branch = eff.then if item.choices["threshold"] else eff.otherwise
    done = int(item.choices.get("threshold_done", 0))
    while done < len(branch):
        d = execute(state, item, branch[done])
        if d is not None:
            return d
        done += 1
        item.choices["threshold_done"] = done
    return None


@executes(m.Storm)
def _storm(state: GameState, item: StackItem, eff: m.Storm) -> Decision | None:
    """Copy the spell once for each spell played before it this turn (CR 702.40a; 2003: 502.30a);
    for each copy its controller may choose new targets (CR 707.10c; 2003: 502.30a "new targets
    allowed per copy"), one target at a time, keeping a target by choosing it again."""
    spell = int(item.event.get("spell", -1))
    copies: list[int] = item.choices.setdefault("storm_copies", [])
    original = next((it for it in state.stack if it.oid == spell and it.kind == "spell"), None)
    if original is None and not copies:
        return None  # the spell left the stack before its storm trigger resolved
    while True:
        if copies:
            copy_item = next((it for it in state.stack if it.oid == copies[-1]), None)
            if copy_item is not None:
                need = _new_target_for(state, item, copy_item, len(copies))
                if need is not None:
                    return need
        if len(copies) >= int(item.event.get("storm_count", 0)) or original is None:
            return None
        copies.append(altcosts.copy_spell(state, original, item.controller))


def _new_target_for(state: GameState, item: StackItem, copy_item: StackItem, n: int) -> Decision | None:
    _effects, specs = copy_item.effects_and_targets(state.objects[copy_item.oid].card)
    colors = frozenset(copy_item.choices.get("source_colors", ()))
    for i, spec in enumerate(specs[:len(copy_item.targets)]):
        key = f"{n}.{i}"
        if f"new_target:{key}" not in item.choices:
            opts = legal_targets(state, spec, copy_item.controller, copy_item.oid, colors)
            current = copy_item.targets[i]
            if current is not None and current not in opts:
                opts.append(current)
            if len(opts) <= 1:  # nothing else to choose
                set_answer(item.choices, f"new_target:{key}", list(current) if current is not None else None)
                continue
            return Decision(DecisionKind.NEW_TARGET, item.controller,
                            {"index": key, "options": opts, "current": current})
        chosen = indexed(item.choices)[f"new_target:{key}"]
        if chosen is not None:
            copy_item.targets[i] = (str(chosen[0]), int(chosen[1]))
    return None


@executes(m.EchoUpkeep)
def _echo(state: GameState, item: StackItem, eff: m.EchoUpkeep) -> Decision | None:
    """Pay the echo cost or sacrifice the permanent (CR 702.30a; 2003: 502.19a); either way echo is
    done with."""
    obj = state.objects.get(item.source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return None
    if "may" not in item.choices:
        if casting.can_pay_mana(state, item.controller, eff.cost):
            return Decision(DecisionKind.MAY, item.controller,
                            {"source": item.source_name, "text": f"Pay echo {eff.cost}?"})
        item.choices["may"] = False
    altcosts.unmark(state, item.source, "echo_due")
    if item.choices["may"]:
        casting.pay_mana_cost(state, item.controller, eff.cost)
    elif obj.controller == item.controller:
        sacrifice(state, item.source)
    return None


@executes(m.CounterRemoveMayPlay)
def _spelljack(state: GameState, item: StackItem, eff: m.CounterRemoveMayPlay) -> Decision | None:
    for _kind, ident in resolve_targets(state, item, eff.what):
        spell = next((it for it in state.stack if it.oid == ident), None)
        if spell is None or spell.kind != "spell" or cant_be_countered(state, ident):
            continue
        state.stack.remove(spell)
        zones.emit(state, Countered(spell.controller, ident, spell.source_name))
        new = zones.move(state, ident, Zone.EXILE)
        if new is not None:
            altcosts.mark(state, new, "play_free", item.controller)
    return None


@executes(m.OpponentsPutPermanentsFromHand)
def _tempting(state: GameState, item: StackItem, eff: m.OpponentsPutPermanentsFromHand) -> Decision | None:
    """Each opponent in turn order picks cards one at a time ("wish"-style choice: a card or stop);
    they come into play together at the end."""
    chosen: dict[str, list[int]] = item.choices.setdefault("tempting", {})
    done: list[int] = item.choices.setdefault("tempting_done", [])
    for p in state.apnap():
        if p == item.controller or p in done:
            continue
        picked = chosen.setdefault(str(p), [])
        if "wish" in item.choices:
            answer = item.choices.pop("wish")
            if answer is None:
                done.append(p)
                continue
            picked.append(int(answer))
        options = [h for h in state.players[p].hand if h not in picked
                   and state.objects[h].card.types & {"Artifact", "Creature", "Enchantment", "Land"}]
        if not options:
            done.append(p)
            continue
        return Decision(DecisionKind.WISH, p, {"options": options})
    for who, oids in chosen.items():
        ask = mox_choices(state, item, oids, int(who))
        if ask is not None:
            return ask
    ts = state.new_timestamp()
    for who, oids in chosen.items():
        for oid in oids:
            new = zones.move(state, oid, Zone.BATTLEFIELD, controller=int(who))
            if new is not None:
                state.objects[new].timestamp = ts
    return None


@executes(m.MayPayXForTokens)
def _pay_x_tokens(state: GameState, item: StackItem, eff: m.MayPayXForTokens) -> Decision | None:
    """X is chosen and paid as the trigger resolves (Scourge FAQ, Decree of Justice)."""
    if "x_paid" not in item.choices:
        options = [x for x in range(altcosts.MAX_X + 1)
                   if casting.can_pay_mana(state, item.controller, ManaCost(generic=x))]
        return Decision(DecisionKind.CHOOSE_X, item.controller, {"options": options})
    x = int(item.choices["x_paid"])
    if x:
        casting.pay_mana_cost(state, item.controller, ManaCost(generic=x))
        create_tokens(state, item.controller, eff.tokens, x)
    return None


__all__ = ["counter", "create_tokens", "threshold"]


def discard_with_madness(state: GameState, player: int, oid: int) -> bool:
    """Madness as a discard replacement. Today (CR 702.35a) it is not optional: the card is exiled and
    its madness trigger waits (:mod:`oldframe.rules.atoms.madness`). Under ``Madness.PLAY_UNTIL_PASS``
    (2003 502.24: "If you discard this card, you may remove it from the game instead") it is an
    optional replacement its owner is asked about (CR 616.1). True if the card didn't go to the
    graveyard."""
    obj = state.objects[oid]
    if not any(k.keyword == "madness" for k in obj.card.behaviour.cost_keywords):
        return False
    if state.rules.madness == Madness.TRIGGER_CAST_OR_GRAVEYARD:
        exile_for_madness(state, player, oid)
        return True
    if ask(state, player, ["remove it from the game (madness)", "put it into the graveyard"],
           {"source": obj.card.name, "what": "madness"}) != 0:
        return False
    remove_for_madness(state, player, oid)
    return True
