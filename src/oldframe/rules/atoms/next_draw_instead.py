"""A draw replaced once by something else: "{1}: The next time you would draw a card this turn, you gain 5
life instead." (Words of Worship), "… create a 2/2 green Bear creature token instead." (Words of Wilding).

The ability's resolution sets up a replacement (CR 614.1a; 2003: 419.6a) that waits, until the end of the
turn, for its controller's next draw — in a resolving spell or the turn's draw — and is then used up: that
draw doesn't happen and the instructions happen instead (one per activation; several wait in the order
they were made). The instructions are ones that need no choice (life gained, tokens created); they run as
the source would run them (its controller, its last known information), with ``DrawReplaced`` saying why the
card wasn't drawn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from oldframe.rules import zones
from oldframe.rules.effects import execute, executes
from oldframe.rules.events import DrawReplaced
from oldframe.rules.model.cards import ActivatedAbility, Effect
from oldframe.rules.state import ContinuousEffect, Decision, GameState, StackItem, player_marker

#: The waiting replacement on a player (``power``: the source's object id; ``value``: its ability index).
NEXT_DRAW: Final = "next_draw_instead"


@dataclass(frozen=True, slots=True)
class NextDrawInstead(Effect):
    """"The next time you would draw a card this turn, ``instead`` instead." """

    instead: tuple[Effect, ...]


@executes(NextDrawInstead)
def _next_draw_instead(state: GameState, item: StackItem, eff: NextDrawInstead) -> Decision | None:
    index = int(item.choices.get("ability_index", 0))
    state.effects.append(ContinuousEffect(NEXT_DRAW, player_marker(item.controller), state.new_timestamp(),
                                          "end_of_turn", item.source, value=str(index)))
    state.version += 1
    return None


def _instead_of(state: GameState, source: int, index: int) -> tuple[Effect, ...]:
    obj = state.objects.get(source)
    if obj is None:
        return ()
    abilities: tuple[ActivatedAbility, ...] = obj.card.behaviour.activated
    ordered = abilities[index:index + 1] + abilities  # its own ability first
    return next((e.instead for ab in ordered for e in ab.effects if isinstance(e, NextDrawInstead)), ())


def replace_draw(state: GameState, player: int) -> bool:
    """The ``extensions.DRAW_REPLACEMENTS`` point: use up the oldest waiting replacement of ``player``."""
    if not state.effects:
        return False
    me = player_marker(player)
    mark = next((e for e in state.effects if e.kind == NEXT_DRAW and e.affected == me), None)
    if mark is None:
        return False
    state.effects.remove(mark)
    state.version += 1
    zones.emit(state, DrawReplaced(player))
    source = mark.power
    obj = state.objects.get(source)
    item = StackItem("replacement", state.new_id(), player, source, obj.card.name if obj else "")
    for eff in _instead_of(state, source, int(mark.value or 0)):
        execute(state, item, eff)
    return True
