"""What one player may see (hidden information stays hidden, CR 400.2, 406.3): their own hand, every
public zone, counts of hidden zones, and never any library's order or another player's hand."""

from __future__ import annotations

from typing import Any

from oldframe.rules import extensions as ext
from oldframe.rules.characteristics import is_type, power, toughness
from oldframe.rules.combat import assignment_status
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Decision, GameState, Step


def _card(state: GameState, oid: int) -> dict[str, Any]:
    return {"oid": oid, "name": state.objects[oid].card.name}


def _permanent(state: GameState, oid: int, viewer: int) -> dict[str, Any]:
    o = state.objects[oid]
    hidden = o.face_down and o.controller != viewer
    d: dict[str, Any] = {
        "oid": oid, "name": "face-down creature" if hidden else o.card.name, "owner": o.owner,
        "controller": o.controller, "tapped": o.tapped, "damage": o.damage, "sick": o.sick,
        "face_down": o.face_down, "token": o.is_token,
    }
    if o.counters:
        d["counters"] = dict(sorted(o.counters.items()))
    if o.attached_to is not None:
        d["attached_to"] = o.attached_to
    if o.face_down or is_type(state, o, "creature"):  # as it is now: an animated land or artifact too
        d["power"], d["toughness"] = power(state, o), toughness(state, o)
    return d


def player_view(state: GameState, viewer: int) -> dict[str, Any]:
    players = []
    for p in state.players:
        entry: dict[str, Any] = {
            "index": p.index, "life": p.life, "poison": p.poison, "mana_pool": list(p.pool),
            "hand_size": len(p.hand), "library_size": len(p.library),
            "graveyard": [_card(state, o) for o in p.graveyard],
            # cards removed face down can't be examined by any player (CR 406.3; 2003: 217.7b)
            "removed_from_game": [{"oid": o, "name": "face-down card"} if state.objects[o].face_down
                                  else _card(state, o) for o in p.exile],
            "sideboard_size": len(p.sideboard), "lost": p.lost, "mulligans": p.mulligans,
        }
        if p.library and any(point(state, p.index) for point in ext.LIBRARY_TOP_REVEALED):
            entry["library_top"] = _card(state, p.library[-1])  # revealed to all (CR 400.2)
        if p.index == viewer or any(point(state, p.index) for point in ext.HAND_REVEALED):
            entry["hand"] = [_card(state, o) for o in p.hand]  # one's own, or revealed to all (CR 400.2)
        if p.index == viewer:
            entry["sideboard"] = [_card(state, o) for o in p.sideboard]
        players.append(entry)
    seen = _visible_oids(state, viewer) if state.stack else set()
    stack = []
    for it in state.stack:
        spell = state.objects.get(it.oid) if it.kind == "spell" else None
        hidden = spell is not None and spell.face_down and it.controller != viewer  # CR 708.2
        source = "face-down spell" if hidden else it.source_name
        e: dict[str, Any] = {"kind": it.kind, "oid": it.oid, "controller": it.controller, "source": source,
                             "targets": [list(t) for t in it.targets
                                         if t is not None and (t[0] == "player" or t[1] in seen)]}
        if it.kind == "combat_damage":
            e["damage"] = [[_damage_source(state, a.source, a.source_name, viewer), list(a.target), a.amount]
                           for a in it.damage]
        stack.append(e)
    d = state.decision
    combat = None
    if state.combat is not None:
        combat = {"attackers": [[a, t] for a, t in sorted(state.combat.attackers.items())],
                  "blockers": [[b, a] for b, a in sorted(state.combat.blockers.items())]}
    out = {
        "viewer": viewer, "turn": state.turn, "active_player": state.active, "step": Step(state.step).name.lower(),
        "priority": state.priority, "players": players,
        "battlefield": [_permanent(state, o, viewer) for o in state.battlefield],
        "stack": stack, "combat": combat,
        "pending": None if d is None else _pending(state, d),
        "over": state.over, "winners": list(state.winners),
    }
    if state.variant is not None:  # what the variant shows this viewer (its own hidden cards stay hidden)
        out["variant"] = state.variant.view(state, viewer)
    return out


def _pending(state: GameState, d: Decision) -> dict[str, Any]:
    """The pending decision: its kind and who decides; a damage assignment also says what is being
    divided and what is left (public: the assignment is announced as it is made, CR 510.1; 2003: 310.4),
    so a board can draw the prompt without a second message."""
    out: dict[str, Any] = {"kind": d.kind.value, "player": d.player}
    if d.kind is DecisionKind.DAMAGE_ASSIGNMENT:
        out["assignment"] = assignment_status(state)
    return out


def _visible_oids(state: GameState, viewer: int) -> set[int]:
    """The object ids ``viewer`` is shown anywhere in the view: a stack item's target outside them (a
    card in a hand or a library) is left out of the item's ``targets``, so no id of a hidden card
    reaches the viewer (CR 400.2; the board draws an arrow for each target it is sent)."""
    seen = set(state.battlefield) | {it.oid for it in state.stack}
    for p in state.players:
        seen.update(p.graveyard, p.exile)
        if p.index == viewer:
            seen.update(p.hand, p.sideboard)
    return seen


def _damage_source(state: GameState, source: int, name: str, viewer: int) -> str:
    """A face-down creature's combat damage on the stack is not named to its controller's opponents
    (CR 708.2; 2003: 504.2); once it has left play it has been revealed (CR 708.9)."""
    o = state.objects.get(source)
    return "face-down creature" if o is not None and o.face_down and o.controller != viewer else name
