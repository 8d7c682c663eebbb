"""The board as one player sees it (``game.view(seat)`` only: hidden information stays hidden), in
plain text with card names — never object ids.

Two permanents with one name get a number ("Mountain", "Mountain 2") so that an action can name the
one it means; the same label is used on the board and in the action list.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from oldframe.cards.data import CardPool
from oldframe.play.narrate import STEP_WORDS
from oldframe.rules.mana import mana_str
from oldframe.rules.state import Step


def labels(view: dict[str, Any]) -> dict[int, str]:
    """A readable, unambiguous label for every object the viewer can see, by object id."""
    out: dict[int, str] = {}
    seen: Counter[str] = Counter()
    for perm in view["battlefield"]:
        seen[perm["name"]] += 1
        n = seen[perm["name"]]
        out[perm["oid"]] = perm["name"] if n == 1 else f"{perm['name']} {n}"
    for item in view["stack"]:
        out.setdefault(item["oid"], item["source"])
    for p in view["players"]:
        for zone in ("hand", "graveyard", "removed_from_game", "sideboard"):
            for card in p.get(zone, ()):
                out.setdefault(card["oid"], card["name"])
    return out


def card_names(view: dict[str, Any]) -> dict[int, str]:
    """The card name (not the label) of every object the viewer can see, by object id."""
    out = {perm["oid"]: perm["name"] for perm in view["battlefield"]}
    for p in view["players"]:
        for zone in ("hand", "graveyard", "removed_from_game", "sideboard"):
            for card in p.get(zone, ()):
                out.setdefault(card["oid"], card["name"])
    return out


def player_word(index: int, viewer: int) -> str:
    return "you" if index == viewer else f"opponent (P{index + 1})"


def _cost(pool: CardPool | None, name: str) -> str:
    rec = pool.get(name) if pool is not None else None
    return rec.mana_cost if rec is not None and rec.mana_cost else ""


def permanent_text(perm: dict[str, Any], label: str, names: dict[int, str]) -> str:
    bits = [label]
    if "power" in perm:
        pt = f"{perm['power']}/{perm['toughness']}"
        if perm.get("damage"):
            pt += f" ({perm['damage']} damage)"
        bits.append(pt)
    if perm.get("tapped"):
        bits.append("tapped")
    if perm.get("sick") and "power" in perm:
        bits.append("summoning sick")
    for kind, n in (perm.get("counters") or {}).items():
        bits.append(f"{n} {kind} counter{'s' if n != 1 else ''}")
    if perm.get("attached_to") is not None:
        bits.append(f"on {names.get(perm['attached_to'], 'a permanent')}")
    if perm.get("token"):
        bits.append("token")
    return bits[0] + (" [" + ", ".join(bits[1:]) + "]" if len(bits) > 1 else "")


def _zone_line(cards: list[dict[str, Any]]) -> str:
    if not cards:
        return "none"
    c = Counter(card["name"] for card in cards)
    return ", ".join(n if k == 1 else f"{n} ×{k}" for n, k in c.items())


def render(view: dict[str, Any], pool: CardPool | None = None, marker: str = "") -> str:
    """The whole table: turn and step, each player's life, zones and permanents, the stack (top
    first, with targets), combat, and the viewer's hand with mana costs."""
    me = view["viewer"]
    names = labels(view)
    step = Step[str(view["step"]).upper()]
    whose = "your" if view["active_player"] == me else f"P{view['active_player'] + 1}'s"
    where = f"Turn {view['turn']}, {whose} turn: {STEP_WORDS.get(step, step.name.lower())}" if view["turn"] else \
        "Before the game (mulligans)"
    lines = [f"=== {where} ===" + (f"   (auto-pass stops at: {marker})" if marker else "")]
    variant = view.get("variant")
    pipelines = {} if variant is None else {e["player"]: e for e in variant["pipelines"]}
    if variant is not None:  # Magical War: the common stock and graveyard (docs/magical-war.md)
        lines.append(f"Magical War: stock {variant['stock_size']}, common graveyard {len(variant['graveyard'])}")
    order = [p for p in view["players"] if p["index"] != me] + [p for p in view["players"] if p["index"] == me]
    for p in order:
        who = "You" if p["index"] == me else f"Opponent (P{p['index'] + 1})"
        pool_text = ""
        if any(p["mana_pool"]):
            pool_text = ", mana pool " + mana_str(p["mana_pool"])
        poison = f", {p['poison']} poison" if p.get("poison") else ""
        if p.get("lost"):  # in a free-for-all the game goes on without them (CR 800.4a)
            lines.append(f"{who}: left the game")
            continue
        lines.append(f"{who}: life {p['life']}{poison}{pool_text}; hand {p['hand_size']}, library "
                     f"{p['library_size']}, graveyard {len(p['graveyard'])}"
                     + (f", removed {len(p['removed_from_game'])}" if p["removed_from_game"] else ""))
        perms = [x for x in view["battlefield"] if x["controller"] == p["index"]]
        lands = [x for x in perms if "power" not in x and _is_land(pool, x["name"])]
        others = [x for x in perms if x not in lands]
        if lands:
            counted = Counter((x["name"], x["tapped"]) for x in lands)
            lines.append("  lands: " + ", ".join(f"{n}{' ×' + str(k) if k > 1 else ''}{' (tapped)' if t else ''}"
                                                 for (n, t), k in counted.items()))
        for x in others:
            lines.append("  " + permanent_text(x, names[x["oid"]], names))
        if p["graveyard"]:
            lines.append("  graveyard: " + _zone_line(p["graveyard"]))
        pipe = pipelines.get(p["index"])
        in_pipe = {c["oid"] for c in pipe.get("cards", [])} if pipe else set()
        if p.get("hand") is not None:
            hand = [f"{c['name']} {_cost(pool, c['name'])}".rstrip() for c in p["hand"] if c["oid"] not in in_pipe]
            lines.append("  hand: " + (", ".join(hand) if hand else "empty"))
        if pipe is not None:  # its cards only to their owner (MW 2.4)
            shown = ", ".join(c["name"] for c in pipe["cards"]) if "cards" in pipe else f"{pipe['count']} face down"
            lines.append(f"  pipeline (size {pipe['size']}, first card first): {shown or 'empty'}")
    if view["stack"]:
        lines.append("Stack (top first):")
        for item in reversed(view["stack"]):
            what = item["source"] + ("" if item["kind"] == "spell" else "'s ability")
            if item["kind"] == "combat_damage":
                what = "combat damage"
            elif item["kind"] == "draw":  # the 2003 draw step action (304.1): nobody's ability
                what = "the draw step's draw"
            targets = [names.get(t[1], "an object") if t[0] != "player" else player_word(t[1], me)
                       for t in item["targets"]]
            whose = "yours" if item["controller"] == me else f"P{item['controller'] + 1}'s"
            lines.append(f"  {what} ({whose})"
                         + (" → " + ", ".join(targets) if targets else ""))
    combat = view.get("combat")
    if combat and combat["attackers"]:
        blocked: dict[int, list[str]] = {}
        for b, a in combat["blockers"]:
            blocked.setdefault(a, []).append(names.get(b, "a creature"))
        several = len(view["players"]) > 2  # a free-for-all: say whom each creature attacks
        lines.append("Combat: " + "; ".join(
            f"{names.get(a, 'a creature')} attacks" + (f" {player_word(d, me)}" if several else "")
            + (f", blocked by {', '.join(blocked[a])}" if a in blocked else "")
            for a, d in combat["attackers"]))
    return "\n".join(lines)


def _is_land(pool: CardPool | None, name: str) -> bool:
    rec = pool.get(name) if pool is not None else None
    return rec is not None and "Land" in rec.types
