"""Whole game states to JSON-ready dicts and back (card definitions by name, abilities by index)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oldframe.rules import extensions as ext
from oldframe.rules import ruleset as rs
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.granted import ability_from_ref
from oldframe.rules.model.cards import ActivatedAbility, CardDef, TriggeredAbility, token_card
from oldframe.rules.model.forms import derive
from oldframe.rules.rng import Rng
from oldframe.rules.ruleset import RuleSet, rules_for
from oldframe.rules.state import (
    Combat,
    ContinuousEffect,
    DamageAssignment,
    Decision,
    DelayedTrigger,
    GameState,
    Obj,
    PendingTrigger,
    PlayerState,
    StackItem,
    Step,
    Zone,
)
from oldframe.rules.text_change import rewrite

CardLookup = Callable[[str], CardDef]
SCHEMA = 1


def _ability_ref(card: CardDef | None, ab: ActivatedAbility | TriggeredAbility | None) -> list[Any] | None:
    if ab is None or card is None:
        return None
    if isinstance(ab, ActivatedAbility):
        return [card.name, "activated", card.behaviour.activated.index(ab)]
    return [card.name, "triggered", card.behaviour.triggered.index(ab)]


def _ability_ref_of(state: GameState, source: int, name: str, ab: ActivatedAbility | TriggeredAbility,
                    fallback_index: int) -> list[Any]:
    """[card name, kind, index, form]: the ability is looked up on the card the source had in effect
    (a copy or a Licid form adds abilities the printed card lacks)."""
    kind = "activated" if isinstance(ab, ActivatedAbility) else "triggered"
    src = state.objects.get(source)
    if src is not None:
        listed = getattr(src.card.behaviour, kind)
        for i, cand in enumerate(listed):
            if cand is ab or cand == ab:
                return [src.printed.name, kind, i, src.form]
    return [name, kind, fallback_index, None]


def _ability_from(ref: list[Any] | None, cards: CardLookup) -> ActivatedAbility | TriggeredAbility | None:
    if ref is None:
        return None
    card = cards(ref[0])
    if len(ref) > 3 and ref[3] is not None:
        card = derive(card, ref[3], cards)
    index = int(ref[2])
    if ref[1] == "granted":  # a static ability's granted ability (CR 613.1f; rules.granted)
        return ability_from_ref(card.behaviour, index)
    if ref[1] == "activated":
        return card.behaviour.activated[index]
    return card.behaviour.triggered[index]


def _jsonable(v: Any) -> Any:
    if isinstance(v, tuple | list):
        return [_jsonable(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in sorted(v.items(), key=lambda kv: str(kv[0]))}
    if isinstance(v, set | frozenset):
        return sorted(_jsonable(x) for x in v)
    return v


def _targets_in(v: Any) -> Any:
    """JSON lists that were (kind, id) target tuples become tuples again."""
    if isinstance(v, list):
        if len(v) == 2 and v[0] in ("player", "object") and isinstance(v[1], int):
            return (v[0], v[1])
        return [_targets_in(x) for x in v]
    if isinstance(v, dict):
        return {k: _targets_in(x) for k, x in v.items()}
    return v


def _item_json(state: GameState, it: StackItem) -> dict[str, Any]:
    ref = None
    if it.ability is not None and "granted" in it.choices:  # granted by another card (rules.granted)
        ref = [str(it.choices["granted"][0]), "granted", int(it.choices["granted"][1]), None]
    elif it.ability is not None:
        ref = _ability_ref_of(state, it.source, it.source_name, it.ability, int(it.choices["ability_index"]))
    return {
        "kind": it.kind, "oid": it.oid, "controller": it.controller, "source": it.source,
        "source_name": it.source_name, "ability": ref,
        "targets": _jsonable(it.targets), "x": it.x, "choices": _jsonable(it.choices), "event": _jsonable(it.event),
        "damage": [[a.source, a.source_name, a.source_controller, sorted(a.source_colors), list(a.target), a.amount]
                   for a in it.damage],
    }


def state_to_json(state: GameState) -> dict[str, Any]:
    out = _core_state_json(state)
    if state.variant is not None:  # only then, so records of plain games read back unchanged
        out["variant"] = {"name": state.variant.name, "state": state.variant.to_json()}
    return out


def _core_state_json(state: GameState) -> dict[str, Any]:
    objs = []
    for oid in sorted(state.objects):
        o = state.objects[oid]
        objs.append({
            "oid": o.oid, "card": o.card.name, "owner": o.owner, "controller": o.controller, "zone": int(o.zone),
            "timestamp": o.timestamp, "tapped": o.tapped, "damage": o.damage,
            "counters": None if o.counters is None else dict(sorted(o.counters.items())), "sick": o.sick,
            "attached_to": o.attached_to, "token": o.is_token, "face_down": o.face_down,
            "regen_shields": o.regen_shields, "printed": o.printed.name, "form": o.form, "phased": o.phased,
            "token_def": _token_def(o.printed) if o.is_token else None,
            # a copy of a token: the token's values, since no card of that name exists (CR 707.2)
            "copied_def": _token_def(o.card) if o.form and o.form.startswith("copy|") else None,
        })
    players = [{
        "life": p.life, "poison": p.poison, "pool": list(p.pool), "library": list(p.library), "hand": list(p.hand),
        "graveyard": list(p.graveyard), "exile": list(p.exile), "sideboard": list(p.sideboard),
        "lands_played": p.lands_played, "mulligans": p.mulligans, "kept": p.kept, "lost": p.lost,
        "conceded": p.conceded, "drew_from_empty": p.drew_from_empty,
    } for p in state.players]
    c = state.combat
    combat = None if c is None else {
        "attackers": [[a, d] for a, d in sorted(c.attackers.items())],
        "blockers": [[b, a] for b, a in sorted(c.blockers.items())],
        "blocked": sorted(c.blocked), "first_strike_dealt": sorted(c.first_strike_dealt),
        "attackers_declared": c.attackers_declared, "blockers_declared": c.blockers_declared,
        "queue": list(c.queue),
        "assignments": [[a.source, a.source_name, a.source_controller, sorted(a.source_colors), list(a.target),
                         a.amount] for a in c.assignments],
        "partial": [list(p) for p in c.partial], "first_strike_step": c.first_strike_step,
    }
    return {
        "schema": SCHEMA,
        "rules": rules_json(state.rules),
        "players": players,
        "objects": objs,
        "battlefield": list(state.battlefield),
        "phased_out": list(state.phased_out),
        "stack": [_item_json(state, it) for it in state.stack],
        "next_id": state.next_id, "next_timestamp": state.next_timestamp, "turn": state.turn,
        "active": state.active, "starting_player": state.starting_player, "step": int(state.step),
        "priority": state.priority, "passes": state.passes, "combat": combat,
        "effects": [[e.kind, e.affected, e.timestamp, e.until, e.power, e.toughness, e.value] for e in state.effects],
        "delayed": [[d.event, d.controller, d.source_name, d.action, d.card_oid, d.created_turn, d.created_step]
                    for d in state.delayed],
        "pending_triggers": [
            {"controller": t.controller, "source": t.source, "source_name": t.source_name,
             "ability": None if t.ability is None else _ability_ref_of(
                 state, t.source, t.source_name, t.ability, int(t.event["ability_index"])),
             "event": _jsonable(t.event),
             "delayed": None if t.delayed is None else [t.delayed.event, t.delayed.controller, t.delayed.source_name,
                                                         t.delayed.action, t.delayed.card_oid, t.delayed.created_turn,
                                                         t.delayed.created_step]}
            for t in state.pending_triggers
        ],
        "decision": None if state.decision is None else {
            "kind": state.decision.kind.value, "player": state.decision.player, "data": _jsonable(state.decision.data)},
        "resolving": None if state.resolving is None else _item_json(state, state.resolving),
        "resolve_index": state.resolve_index,
        "casting": None if state.casting is None else _item_json(state, state.casting),
        "spells_cast_this_turn": state.spells_cast_this_turn,
        "rng": state.rng.state, "over": state.over, "winners": list(state.winners),
        "mull_round": list(state.mull_round), "mull_redraw": list(state.mull_redraw),
        "bottomed": [[k, v] for k, v in sorted(state.bottomed.items())],
        "block_queue": list(state.block_queue), "cleanup_check": state.cleanup_check,
        "again_cleanup": state.again_cleanup, "extra_turns": list(state.extra_turns),
        "keep_tapped": list(state.keep_tapped), "untap_asked": list(state.untap_asked),
        "replacement_pending": _pending_json(state.replacement_pending),
        **({"attack_left_only": True} if state.attack_left_only else {}),  # only when set (old records)
    }


def _pending_json(p: dict[str, Any] | None) -> Any:
    if p is None:
        return None
    prior = p["prior"]
    return {"action": p["action"], "answers": list(p["answers"]), "prior": None if prior is None else {
        "kind": prior.kind.value, "player": prior.player, "data": _jsonable(prior.data)}}


def _token_def(card: CardDef) -> dict[str, Any]:
    """A token's characteristics (CR 111.3: set by the effect that made it, no card behind it)."""
    return {"name": card.name, "colors": sorted(card.colors), "supertypes": sorted(card.supertypes),
            "types": sorted(card.types), "subtypes": list(card.subtypes), "power": card.power,
            "toughness": card.toughness, "keywords": sorted(card.behaviour.keywords)}


def _token_from(d: dict[str, Any]) -> CardDef:
    return token_card(d["name"], frozenset(d["colors"]), frozenset(d["types"]), tuple(d["subtypes"]),
                      d["power"], d["toughness"], frozenset(d["keywords"]), frozenset(d["supertypes"]))


class StateFormatError(ValueError):
    """A JSON document that is not a game state of this schema."""


def state_from_json(data: dict[str, Any], cards: CardLookup) -> GameState:
    try:
        return _state_from_json(data, cards)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise StateFormatError(f"not a valid oldframe game state: {type(exc).__name__}: {exc}") from exc


def rules_json(rules: RuleSet) -> str | dict[str, str]:
    """A preset by its name; any other RuleSet by its axis positions."""
    return rules.name if rs.PRESETS.get(rules.name) == rules else rules.axes()


def _rules_from(v: Any) -> RuleSet:
    if isinstance(v, str):
        return rules_for(v)
    return RuleSet.from_axes("custom", dict(v))


def _item_from(d: dict[str, Any], state: GameState, cards: CardLookup) -> StackItem:
    ab = _ability_from(d["ability"], cards)
    it = StackItem(d["kind"], d["oid"], d["controller"], d["source"], d["source_name"], ab)
    it.targets = [(t[0], t[1]) if t is not None else None for t in d["targets"]]  # type: ignore[misc]
    it.x = d["x"]
    it.choices = _targets_in(d["choices"])
    it.event = d["event"]
    it.damage = [DamageAssignment(a[0], a[1], a[2], frozenset(a[3]), (a[4][0], a[4][1]), a[5]) for a in d["damage"]]
    return it


def _state_from_json(data: dict[str, Any], cards: CardLookup) -> GameState:
    if data.get("schema") != SCHEMA:
        raise StateFormatError(f"unsupported state schema {data.get('schema')!r}; expected {SCHEMA}")
    s = GameState(_rules_from(data["rules"]), len(data["players"]), 0)
    for i, pd in enumerate(data["players"]):
        p = PlayerState(i, pd["life"])
        p.poison = pd["poison"]
        p.pool = list(pd["pool"])
        p.library, p.hand, p.graveyard = list(pd["library"]), list(pd["hand"]), list(pd["graveyard"])
        p.exile, p.sideboard = list(pd["exile"]), list(pd["sideboard"])
        p.lands_played, p.mulligans, p.kept, p.lost = pd["lands_played"], pd["mulligans"], pd["kept"], pd["lost"]
        p.conceded, p.drew_from_empty = pd["conceded"], pd["drew_from_empty"]
        s.players[i] = p
    for od in data["objects"]:
        printed = _token_from(od["token_def"]) if od.get("token_def") else cards(od["printed"])
        o = Obj(od["oid"], printed, od["owner"], Zone(od["zone"]), od["timestamp"], od["token"])
        o.form, o.phased = od["form"], od["phased"]
        if o.form is not None:
            copied = od.get("copied_def")

            def lookup(name: str, copied: Any = copied) -> CardDef:
                try:
                    return cards(name)
                except KeyError:
                    if copied is None:
                        raise
                    return _token_from(copied)

            o.card = derive(o.printed, o.form, lookup)
        o.controller, o.tapped, o.damage = od["controller"], od["tapped"], od["damage"]
        o.counters = None if od["counters"] is None else dict(od["counters"])
        o.sick, o.attached_to, o.face_down, o.regen_shields = od["sick"], od["attached_to"], od["face_down"], \
            od["regen_shields"]
        s.objects[o.oid] = o
    s.battlefield = list(data["battlefield"])
    s.phased_out = list(data["phased_out"])
    s.stack = [_item_from(d, s, cards) for d in data["stack"]]
    s.next_id, s.next_timestamp, s.turn = data["next_id"], data["next_timestamp"], data["turn"]
    s.active, s.starting_player, s.step = data["active"], data["starting_player"], Step(data["step"])
    s.priority, s.passes = data["priority"], data["passes"]
    c = data["combat"]
    if c is not None:
        s.combat = Combat(
            {a: d for a, d in c["attackers"]}, {b: a for b, a in c["blockers"]}, set(c["blocked"]),
            set(c["first_strike_dealt"]), c["attackers_declared"], c["blockers_declared"], list(c["queue"]),
            [DamageAssignment(a[0], a[1], a[2], frozenset(a[3]), (a[4][0], a[4][1]), a[5]) for a in c["assignments"]],
            [(p[0], p[1], p[2]) for p in c["partial"]], c["first_strike_step"],
        )
    s.effects = [ContinuousEffect(*e) for e in data["effects"]]
    for e in sorted(s.effects, key=lambda e: e.timestamp):  # text changes are re-applied (CR 613.1c)
        if e.kind == "text_change" and e.affected in s.objects:
            kind, old, new = str(e.value).split(":")
            s.objects[e.affected].card = rewrite(s.objects[e.affected].card, kind, old, new)
    s.delayed = [DelayedTrigger(*d) for d in data["delayed"]]
    s.pending_triggers = [
        PendingTrigger(t["controller"], t["source"], t["source_name"],
                       _ability_from(t["ability"], cards) if t["ability"] else None,  # type: ignore[arg-type]
                       t["event"], None if t["delayed"] is None else DelayedTrigger(*t["delayed"]))
        for t in data["pending_triggers"]
    ]
    d = data["decision"]
    s.decision = None if d is None else Decision(DecisionKind(d["kind"]), d["player"], _targets_in(d["data"]))
    s.resolving = None if data["resolving"] is None else _item_from(data["resolving"], s, cards)
    s.resolve_index = data["resolve_index"]
    s.casting = None if data["casting"] is None else _item_from(data["casting"], s, cards)
    s.spells_cast_this_turn = data["spells_cast_this_turn"]
    s.rng = Rng(state=data["rng"])
    s.over, s.winners = data["over"], tuple(data["winners"])
    s.mull_round, s.mull_redraw = list(data["mull_round"]), list(data["mull_redraw"])
    s.bottomed = {k: v for k, v in data["bottomed"]}
    s.block_queue, s.cleanup_check = list(data["block_queue"]), data["cleanup_check"]
    s.again_cleanup, s.extra_turns = data["again_cleanup"], list(data["extra_turns"])
    s.keep_tapped, s.untap_asked = list(data.get("keep_tapped", [])), list(data.get("untap_asked", []))
    pend = data.get("replacement_pending")
    if pend is not None:
        prior = pend["prior"]
        s.replacement_pending = {"action": pend["action"], "answers": [int(a) for a in pend["answers"]],
                                 "prior": None if prior is None else Decision(
                                     DecisionKind(prior["kind"]), prior["player"], _targets_in(prior["data"]))}
    if data.get("attack_left_only", False) is not False:
        if data["attack_left_only"] is not True:
            raise StateFormatError(f"'attack_left_only' must be true or absent, got {data['attack_left_only']!r:.40}")
        s.attack_left_only = True
    variant = data.get("variant")
    if variant is not None:
        if variant.get("name") not in ext.VARIANT_FROM_JSON:
            raise StateFormatError(f"unknown variant {variant.get('name')!r}; known: {sorted(ext.VARIANT_FROM_JSON)}")
        s.variant = ext.VARIANT_FROM_JSON[variant["name"]](variant["state"])
    return s
