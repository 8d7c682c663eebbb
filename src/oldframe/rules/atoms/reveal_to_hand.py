""""When CARDNAME enters the battlefield, reveal the top four cards of your library. Put all Goblin cards
revealed this way into your hand and the rest on the bottom of your library in any order." (Goblin
Ringleader, Enlistment Officer, Grave Defiler).

Every player sees the cards (CR 701.15a; ``Revealed`` events); fewer are revealed from a smaller
library (CR 401.5). The cards of the creature type (CR 205.3) go to the hand at once; the others go on
the bottom in the order their owner picks them (``library_looks``' bottom ordering: a ``PICK`` per
card while more than one is left, each put beneath the ones before).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.library_looks import _put_rest_on_bottom
from oldframe.rules.effects import executes
from oldframe.rules.events import Revealed
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem, Zone


@dataclass(frozen=True, slots=True)
class RevealTopTypeToHand(Effect):
    """Reveal the top ``count`` cards; every ``subtype`` card to the hand, the rest on the bottom in any order."""

    count: int
    subtype: str


@executes(RevealTopTypeToHand)
def _reveal_type_to_hand(state: GameState, item: StackItem, eff: RevealTopTypeToHand) -> Decision | None:
    me = item.controller
    ch = item.choices
    if "looked" not in ch:
        lib = state.library(me)
        cards = list(reversed(lib[-eff.count:])) if eff.count else []  # top card first
        for o in cards:
            zones.emit(state, Revealed(me, o, state.objects[o].card.name))
        rest = []
        for o in cards:
            if eff.subtype in state.objects[o].card.subtypes:
                zones.move(state, o, Zone.HAND)
            else:
                rest.append(o)
        ch["looked"] = rest
    d = _put_rest_on_bottom(state, item, me, list(ch["looked"]))
    if d is None:
        ch.pop("looked", None)
    return d
