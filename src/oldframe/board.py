"""A game position as text, the way python-chess prints a board: ``print(game)``.

Only what every player may see (CR 400.2: hands and libraries are hidden zones): hand and library
sizes, never their cards, and a face-down permanent as "face-down" (CR 708.2; 2003: 504.1). Nothing
here changes the game or reads its random generator.

    >>> from oldframe import Game
    >>> g = Game([["Forest"] * 20, ["Island"] * 20], seed=7, starting_player=0)
    >>> print(g.board())  # doctest: +NORMALIZE_WHITESPACE
    turn 0 (P1), untap step; P1 decides: mulligan
    P1  life 20  hand 7  library 13  graveyard 0
      (no permanents)
    P2  life 20  hand 7  library 13  graveyard 0
      (no permanents)
    stack: empty
"""

from __future__ import annotations

from oldframe.rules.characteristics import is_creature, power, toughness
from oldframe.rules.state import GameState, Obj

_STEP_NAMES = ("untap step", "upkeep", "draw step", "first main phase", "beginning of combat",
               "declare attackers step", "declare blockers step", "first-strike combat damage step",
               "combat damage step", "end of combat", "second main phase", "end step", "cleanup step")


def _permanent(state: GameState, obj: Obj) -> str:
    """One permanent: name (or "face-down"), P/T for a creature, damage, counters, tapped, attached."""
    name = "face-down" if obj.face_down else obj.card.name
    parts = [name]
    if is_creature(state, obj):
        parts.append(f"{power(state, obj)}/{toughness(state, obj)}")
    if obj.damage:
        parts.append(f"damage {obj.damage}")
    for kind, n in sorted((obj.counters or {}).items()):
        parts.append(f"{n}×{kind}")
    if obj.tapped:
        parts.append("tapped")
    if obj.attached_to is not None and obj.attached_to in state.objects:
        host = state.objects[obj.attached_to]
        parts.append(f"on {'face-down' if host.face_down else host.card.name}")
    return " ".join(parts)


def board(state: GameState) -> str:
    """The public position: turn and step, who decides, each player's life and zone sizes with their
    permanents (in the order they came into play), and the stack from top to bottom."""
    lines = [f"turn {state.turn} (P{state.active + 1}), {_STEP_NAMES[int(state.step)]}; " + _who_decides(state)]
    for p in state.players:
        status = " (lost)" if p.lost else ""
        poison = f"  poison {p.poison}" if p.poison else ""
        lines.append(f"P{p.index + 1}  life {p.life}{poison}  hand {len(p.hand)}  library {len(p.library)}  "
                     f"graveyard {len(p.graveyard)}{status}")
        mine = [state.objects[o] for o in state.battlefield if state.objects[o].controller == p.index]
        lines += [f"  {_permanent(state, o)}" for o in mine] or ["  (no permanents)"]
    if state.variant is not None:  # Magical War's stock and pipelines (counts only)
        lines.append(state.variant.describe(state))
    if state.stack:
        lines.append("stack (top first):")
        for item in reversed(state.stack):
            spell = state.objects.get(item.oid) if item.kind == "spell" else None
            shown = "face-down spell" if spell is not None and spell.face_down else item.source_name
            lines.append(f"  {shown} ({item.kind}, P{item.controller + 1})")
    else:
        lines.append("stack: empty")
    return "\n".join(lines)


def _who_decides(state: GameState) -> str:
    if state.decision is not None:
        return f"P{state.decision.player + 1} decides: {state.decision.kind}"
    if state.priority is not None:
        return f"P{state.priority + 1} has priority"
    return "game over" if any(p.lost for p in state.players) else "nobody to act"
