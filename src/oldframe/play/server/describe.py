"""What a client is shown besides the view: labels for legal actions, card faces, the game log.

:func:`log_lines` is the one adapter from the engine's per-player event stream to readable lines
(the narrator); when the events become typed records, only it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from oldframe.cards.catalog import Catalog
from oldframe.game import Game
from oldframe.play.narrate import Narrator
from oldframe.rules.actions import Action, ActivateAbility
from oldframe.rules.land_types import activated_abilities

STEP_WORDS = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "main phase",
    "begin_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "first_strike_damage": "first-strike damage step",
    "combat_damage": "combat damage step", "end_combat": "end of combat", "main2": "second main phase",
    "end_of_turn": "end of turn step", "cleanup": "cleanup step",
}
DECISION_WORDS = {
    "mulligan": "Keep this hand or mulligan?", "london_bottom": "Put a card on the bottom of your library.",
    "priority": "You have priority.", "target": "Choose a target.", "cost_choice": "Choose what to pay with.",
    "attackers": "Declare attackers: click each attacker, then Done.",
    "blockers": "Declare blockers: click a blocker, then the attacker it blocks; Done when finished.",
    "damage_assignment": "Assign combat damage.", "trigger_order": "Choose which trigger goes on the stack next.",
    "choose_creature_type": "Choose a creature type.", "sacrifice": "Choose a permanent to sacrifice.",
    "discard_to_hand_size": "Discard down to your maximum hand size.", "legend_keep": "Choose the legend to keep.",
    "may": "You may…",
    "mw_initial_round": "Put a card of converted mana cost 0 into play, or Done.",
    "mw_pipeline_setup": "Choose a card for your pipeline (face down, in order).",
    "mw_pipeline_add": "Add a card from your hand to the end of your pipeline.",
    "mw_pipeline_cast": "Cast the spell turned up from your pipeline?",
    "mw_last_gasp": "Last gasp: cast instants and sorceries, attack one opponent, then leave.",
    "mw_retarget": "Choose the opponent it affects from now on.",
}


def viewer_events(game: Game, viewer: int, start: int) -> list[Any]:
    """The events from ``start`` on as ``viewer`` may see them (-1: a spectator, who sees no hand)."""
    return game.events_for(viewer, start)


def log_lines(narrator: Narrator, events: list[Any]) -> list[str]:
    return list(narrator.lines(events))


def object_names(view: dict[str, Any]) -> dict[int, str]:
    """Every object the viewer can see, by id."""
    names: dict[int, str] = {}
    for p in view["players"]:
        for zone in ("hand", "graveyard", "removed_from_game", "sideboard"):
            for c in p.get(zone, ()):
                names[c["oid"]] = c["name"]
    for c in view["battlefield"]:
        names[c["oid"]] = c["name"]
    for s in view["stack"]:
        names.setdefault(s["oid"], s["source"])
    return names


def label(action: Action, names: dict[int, str], viewer: int,
          seats: Sequence[str] = ()) -> tuple[str, int | None, int | None]:
    """A button's words for ``action``, the object it belongs to and the player it points at.
    ``seats``: the players' names by seat, so that a free-for-all's "Attack Bea (P3)" says whom."""
    d = action.to_json()
    kind = d["type"]

    def who(p: int) -> str:
        if p == viewer:
            return "yourself"
        return f"{seats[p]} (P{p + 1})" if p < len(seats) and seats[p] else f"P{p + 1}"

    def obj(oid: int) -> str:
        return names.get(oid, f"#{oid}")

    target = d.get("target")
    if kind == "keep":
        return "Keep hand", None, None
    if kind == "mulligan":
        return "Mulligan", None, None
    if kind == "pass":
        return "Pass priority", None, None
    if kind == "done":
        return "Done", None, None
    if kind == "land":
        return f"Play {obj(d['oid'])}", d["oid"], None
    if kind == "cast":
        return f"Play {obj(d['oid'])}", d["oid"], None
    if kind == "play":
        how = {"morph": "face down (morph)", "x": f"with X={d['x']}"}.get(d["name"], f"with {d['name']}")
        return f"Play {obj(d['oid'])} {how}", d["oid"], None
    if kind == "activate":
        return f"Use {obj(d['oid'])}'s ability {d['index'] + 1}", d["oid"], None
    if kind in ("target", "assign") and target is not None:
        amount = f"{d['amount']} damage to " if kind == "assign" else ""
        if target[0] == "player":
            return f"{'Assign ' if amount else 'Target '}{amount}{who(target[1])}", None, target[1]
        return f"{'Assign ' if amount else 'Target '}{amount}{obj(target[1])}", target[1], None
    if kind == "attack":
        return f"Attack {who(d['defender'])} with {obj(d['attacker'])}", d["attacker"], None
    if kind == "block":
        return f"Block {obj(d['attacker'])} with {obj(d['blocker'])}", d["blocker"], None
    if kind in ("choose", "bottom", "unmorph", "end"):
        verb = {"choose": "Choose", "bottom": "Put on the bottom:", "unmorph": "Turn face up:", "end": "End effect of"}
        return f"{verb[kind]} {obj(d['oid'])}", d["oid"], None
    if kind == "may":
        return ("Yes" if d["yes"] else "No"), None, None
    if kind in ("type", "color"):
        return f"Choose {d['name']}", None, None
    if kind in ("mode", "trigger", "apply"):
        return f"{kind.capitalize()} {d['index'] + 1}", None, None
    if kind == "band":
        return f"Band {obj(d['attacker'])} with {obj(d['with_attacker'])}", d["attacker"], None
    return action.notation(), None, None


def variant_label(kind: str, action: Action, names: dict[int, str], text: str, turned_up: int | None = None) -> str:
    """A Magical War decision's button in the game's own words (docs/magical-war.md): the generic
    "Choose X" / "Yes" of :func:`label` say too little about where the card goes. ``turned_up``: the
    card the pipeline turned up (MW 3.3), named on the cast question's buttons."""
    d = action.to_json()
    t = d["type"]
    card = names.get(d.get("oid", -1), f"#{d.get('oid')}")
    if t == "pipeline":  # MW 3.3: the special action that starts the subphase
        return "Pipeline: add cards and turn the first one up"
    if kind in ("mw_pipeline_add", "mw_pipeline_setup") and t == "choose":
        return f"Put {card} at the end of your pipeline"
    if kind == "mw_initial_round":
        return f"Put {card} into play" if t == "choose" else "Done: no more cards into play"
    if kind == "mw_pipeline_cast" and t == "may":
        card = "the card turned up" if turned_up is None else names.get(turned_up, f"#{turned_up}")
        return f"Cast {card}" if d["yes"] else f"Don't cast {card} (it goes to the graveyard)"
    if kind == "mw_last_gasp":
        if t == "cast":
            return f"Last gasp: cast {card}"
        if t == "target":
            return text.replace("Target ", "Last gasp: attack ", 1) + " with every untapped creature"
        if t == "done":
            return "Leave the game"
    if kind == "mw_retarget" and t == "target":
        return text.replace("Target ", "Choose ", 1) + " as the opponent"
    return text


def legal_entries(game: Game, view: dict[str, Any], viewer: int,
                  seats: Sequence[str] = ()) -> list[dict[str, Any]]:
    """The viewer's legal actions as ``{action, label, oid, player}``; empty if it is not their decision."""
    if game.pending is None or game.pending.player != viewer:
        return []
    names = object_names(view)
    kind = game.pending.kind.value
    decision = game.state.decision
    # MW 3.3: the card turned up was revealed to everyone; its name goes on the buttons
    turned_up = decision.data.get("oid") if decision is not None and kind == "mw_pipeline_cast" else None
    out = []
    for a in game.legal_actions():
        text, oid, player = label(a, names, viewer, seats)
        text = variant_label(kind, a, names, text, turned_up)
        entry = {"action": a.to_json(), "label": text, "oid": oid, "player": player}
        if kind == "priority" and isinstance(a, ActivateAbility):
            mana_source_entry(game, a, entry)
        out.append(entry)
    return out


def mana_source_entry(game: Game, action: ActivateAbility, entry: dict[str, Any]) -> None:
    """Mark a mana ability (``mana``: true), so a board can tap sources by hand before casting and
    let the spell take the floating mana first (CR 605.3a, 601.2h; 2003: 409.1f-g). The engine
    offers one untapped land of each name (they are interchangeable); ``also`` lists the others a
    click may stand for, so any untapped Forest taps "a Forest"."""
    state = game.state
    obj = state.objects.get(action.oid)
    if obj is None or obj.oid not in state.battlefield:
        return
    abilities = activated_abilities(state, obj)
    if not 0 <= action.index < len(abilities) or not abilities[action.index].is_mana:
        return
    entry["mana"] = True
    if obj.card.is_land and not obj.counters and not obj.damage:
        entry["also"] = [o for o in state.battlefield if o != obj.oid and _same_land(state.objects[o], obj)]


def _same_land(other: Any, land: Any) -> bool:
    return (other.card.name == land.card.name and other.controller == land.controller and not other.tapped
            and not other.counters and not other.damage)


def view_names(view: dict[str, Any]) -> Iterator[str]:
    for p in view["players"]:
        for zone in ("hand", "graveyard", "removed_from_game", "sideboard"):
            for c in p.get(zone, ()):
                yield c["name"]
    for c in view["battlefield"]:
        yield c["name"]
    for s in view["stack"]:
        yield s["source"]


class CardFaces:
    """Card faces for the board (2003 wording), looked up in the catalog once per name."""

    def __init__(self, catalog: Callable[[], Catalog | None]) -> None:
        self._catalog = catalog
        self._cache: dict[str, dict[str, Any] | None] = {}

    def face(self, name: str) -> dict[str, Any] | None:
        if name in self._cache:
            return self._cache[name]
        catalog = self._catalog()
        card = catalog.card(name) if catalog is not None else None
        out = None if card is None else {
            "name": card.name, "cost": card.mana_cost, "type": card.type_line, "text": card.text,
            "pt": None if card.power is None else f"{card.power}/{card.toughness}",
            "colors": list(card.colors), "types": list(card.types),
        }
        self._cache[name] = out
        return out
