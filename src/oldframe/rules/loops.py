"""Mandatory loops (CR 104.4b, 732; 2003: 102.6): a loop of mandatory actions that no player can stop
is a draw.

A process the engine repeats on its own (Grindstone's "repeat this process") records the position
before each repetition; a position seen before with no choice in between means the loop can never
end, and the game is a draw. A position ignores object ids, timestamps and the random generator
(CR 400.7 makes a new object of every moved card, and a shuffle draws random numbers, but neither
changes what the players can do): it is what each zone holds, by name, plus life totals and
counters.
"""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.events import GameDrawn, GameOver
from oldframe.rules.state import GameState, Obj

Position = tuple[object, ...]


def _names(state: GameState, oids: list[int], ordered: bool) -> tuple[str, ...]:
    names = [state.objects[o].card.name for o in oids if o in state.objects]
    return tuple(names) if ordered else tuple(sorted(names))


def _permanent(obj: Obj) -> tuple[object, ...]:
    return (obj.card.name, obj.controller, obj.tapped, obj.damage, tuple(sorted((obj.counters or {}).items())),
            obj.face_down)


def position(state: GameState) -> Position:
    """What the game looks like to the players, independent of object identity (see the module doc)."""
    players = tuple(
        (p.life, p.poison, _names(state, p.hand, False), _names(state, p.library, True),
         _names(state, p.graveyard, True), _names(state, p.exile, False), p.lost)
        for p in state.players
    )
    permanents = tuple(sorted((_permanent(state.objects[o]) for o in state.battlefield), key=repr))
    stack = tuple(it.source_name for it in state.stack)
    return (state.turn, int(state.step), state.active, players, permanents, stack)


def repeats(state: GameState, seen: list[Position]) -> bool:
    """Record the position before a forced repetition; True (and the game is a draw) if it was seen
    already (CR 104.4b; 2003: 102.6)."""
    now = position(state)
    if now in seen:
        draw_game(state, "mandatory loop")
        return True
    seen.append(now)
    return False


def draw_game(state: GameState, why: str) -> None:
    """The game ends in a draw for every player still in it (CR 104.4b; 2003: 102.6)."""
    if state.over:
        return
    zones.emit(state, GameDrawn(why))
    state.over = True
    state.winners = ()
    state.decision = None
    state.priority = None
    state.resolving = None
    zones.emit(state, GameOver(()))
