"""After exiling a target: "Search its controller's graveyard, hand, and library for all cards with the
same name as that artifact and exile them. Then that player shuffles." (Splinter, Eradicate, Scour).

The name and the controller are the target's as it last existed on the battlefield (CR 608.2h; 2003:
413.2f), read from the zone change that exiled it (``events.Moved``: the name it left play with — a
copy's is the copied card's, CR 707.2). Every card of that name in the three zones is exiled — the
searcher finds all of them (failing to find, CR 701.19b, is not offered) — then the library is
shuffled (CR 701.20a). A target that was illegal as the spell resolved names nothing (CR 608.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.effects import executes
from oldframe.rules.events import Moved
from oldframe.rules.model.cards import Effect, Ref
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class ExileAllSameName(Effect):
    """``what``: the target the sentence before exiled ("that artifact"); ``noun`` its card type word."""

    what: Ref
    noun: str


def _last_known(state: GameState, item: StackItem, what: Ref) -> tuple[str, int] | None:
    index = int(what[7:]) if what.startswith("target:") else -1
    target = item.targets[index] if 0 <= index < len(item.targets) else None
    if target is None or target[0] != "object":
        return None
    oid = target[1]
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == Zone.BATTLEFIELD:
        return obj.card.name, obj.controller
    for event in reversed(state.events):
        if isinstance(event, Moved) and event.old == oid and event.name:
            return event.name, event.controller
    return None


@executes(ExileAllSameName)
def _exile_all_same_name(state: GameState, item: StackItem, eff: ExileAllSameName) -> Decision | None:
    known = _last_known(state, item, eff.what)
    if known is None:
        return None
    name, player = known
    p = state.players[player]
    for zone in (p.graveyard, p.hand, state.library(player)):
        for oid in [o for o in zone if state.objects[o].card.name == name]:
            zones.move(state, oid, Zone.EXILE)
    zones.shuffle_library(state, player)
    return None
