"""Where a discarded card goes instead of its owner's graveyard (CR 614.1a, 614.6; 2003: 419.6): "If a
spell or ability an opponent controls causes you to discard CARDNAME, put it onto the battlefield with two
+1/+1 counters on it instead of putting it into your graveyard." (Dodecapod) and "If an effect causes you
to discard a card, discard it, but you may put it on top of your library instead of into your graveyard."
(Library of Leng) (compiler/discard_replacements.py).

Both hook ``extensions.DISCARD_REPLACEMENTS`` (the card is discarded — the event happens — and goes
elsewhere). "Causes you to discard" means the discard is an effect of a resolving spell or ability (CR
608.2; a cost or the cleanup's hand-size discard is not an effect, CR 514.1); Dodecapod's needs that
spell or ability's controller to be an opponent. Library of Leng's "may" is its controller's choice,
asked by replay (``rules.replacement.ask``)."""

from __future__ import annotations

from oldframe.rules import zones
from oldframe.rules.atoms.static_kinds import _own_statics
from oldframe.rules.characteristics import kinds_in_play
from oldframe.rules.events import CounterPlaced
from oldframe.rules.replacement import ask, choice_possible_when
from oldframe.rules.state import GameState, Zone

#: On the discarded card itself: onto the battlefield with ``power`` ``text`` counters (Dodecapod).
OPPONENT_DISCARD_ENTERS = "opponent_discard_enters"
#: On a permanent: its controller's cards discarded by an effect may go on top of the library.
DISCARD_TO_LIBRARY_TOP = "discard_to_library_top"


def enters_when_discarded_by_opponent(state: GameState, player: int, oid: int) -> bool:
    statics = _own_statics(state.objects[oid], OPPONENT_DISCARD_ENTERS)
    cause = state.resolving
    if not statics or cause is None or cause.controller == player:
        return False
    new = zones.move(state, oid, Zone.BATTLEFIELD, controller=player)
    if new is not None and statics[0].power:
        obj = state.objects[new]
        counters = dict(obj.counters or {})
        counters[statics[0].text] = counters.get(statics[0].text, 0) + statics[0].power
        obj.counters = counters
        state.version += 1
        zones.emit(state, CounterPlaced(new, statics[0].text, statics[0].power))
    return True


@choice_possible_when
def _leng_possible(state: GameState) -> bool:
    return DISCARD_TO_LIBRARY_TOP in kinds_in_play(state)


def may_put_on_library(state: GameState, player: int, oid: int) -> bool:
    if state.resolving is None or DISCARD_TO_LIBRARY_TOP not in kinds_in_play(state):
        return False
    if not any(state.objects[o].controller == player and _own_statics(state.objects[o], DISCARD_TO_LIBRARY_TOP)
               for o in state.battlefield):
        return False
    if ask(state, player, ["put it on top of your library", "put it into your graveyard"],
           {"source": state.objects[oid].card.name, "what": "discard"}) != 0:
        return False
    zones.move(state, oid, Zone.LIBRARY)  # on top (CR 401.5 order kept)
    return True
