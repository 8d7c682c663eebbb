"""Atoms of the counter templates (compiler/counters.py).

* "CARDNAME enters the battlefield with X +1/+1 counters on it." — X is the value announced as the
  spell was cast (CR 107.3, 614.1c; 2003: 107.3, 419.6b); a permanent that enters any other way
  gets none (X is 0 when not announced, CR 107.3).
* Depletion counters (Mercadian Masques lands): "enters the battlefield tapped with N depletion
  counters on it" (CR 614.1c), "If there are no depletion counters on CARDNAME, sacrifice it" (a rider
  that keeps a mana ability a mana ability, CR 605.1a; 2003: 406.1), "doesn't untap during your untap
  step if it has a depletion counter on it" (CR 502.3; 2003: 302.1) and "remove a depletion counter
  from CARDNAME" (CR 122.1; 2003: 216.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules import zones
from oldframe.rules.costparts import _remove
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.events import CounterPlaced
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, Obj, StackItem, Zone

#: ``StaticAbility.kind`` of "CARDNAME enters the battlefield with X ``text`` counters on it."
X_COUNTERS = "tmpl3_enters_with_x_counters"
#: ``StaticAbility.kind`` of "CARDNAME enters the battlefield tapped with N ``text`` counters on it."
ENTERS_TAPPED_WITH_COUNTERS = "enters_tapped_with_counters"
#: ``StaticAbility.kind`` of "CARDNAME doesn't untap during your untap step if it has a ``text``
#: counter on it."
NO_UNTAP_WITH_COUNTER = "tmpl3_no_untap_with_counter"


@dataclass(frozen=True, slots=True)
class RemoveCounterFromSelf(Effect):
    """"Remove a ``counter`` counter from CARDNAME." (CR 122.1): nothing if it has none or has
    left play (a new object, CR 400.7)."""

    counter: str


@dataclass(frozen=True, slots=True)
class SacrificeIfNoCounters(Effect):
    """"If there are no ``counter`` counters on CARDNAME, sacrifice it." Checked as it resolves; a
    rider of a mana ability, which stays a mana ability (CR 605.1a; 2003: 406.1)."""

    counter: str
    mana_rider: ClassVar[bool] = True
    #: first in a triggered ability the words are an intervening-if (Serrated Arrows), which this
    #: isn't: checked only as it resolves, not as it triggers (CR 603.4; 2003: 404.3)
    reads_as_intervening_if: ClassVar[bool] = True


def _source(state: GameState, item: StackItem) -> Obj | None:
    obj = state.objects.get(item.source)
    return obj if obj is not None and obj.zone == Zone.BATTLEFIELD else None


@executes(RemoveCounterFromSelf)
def _remove_counter(state: GameState, item: StackItem, eff: RemoveCounterFromSelf) -> Decision | None:
    obj = _source(state, item)
    if obj is not None and (obj.counters or {}).get(eff.counter, 0) > 0:
        _remove(state, obj, eff.counter, 1)
    return None


@executes(SacrificeIfNoCounters)
def _sacrifice_if_none(state: GameState, item: StackItem, eff: SacrificeIfNoCounters) -> Decision | None:
    obj = _source(state, item)
    if obj is not None and obj.controller == item.controller and not (obj.counters or {}).get(eff.counter, 0):
        sacrifice(state, obj.oid)  # only its controller sacrifices a permanent (CR 701.17a)
    return None


def enter_with_x_counters(state: GameState, item: StackItem, new: int) -> None:
    """A resolved permanent spell enters with X counters, X as announced (CR 107.3, 614.1c; 2003:
    107.3, 419.6b): called just as it enters, before state-based actions are checked."""
    obj = state.objects[new]
    if obj.face_down or not item.x:
        return
    for st in obj.card.behaviour.static:
        if st.kind == X_COUNTERS:
            obj.counters = {**(obj.counters or {}), st.text: (obj.counters or {}).get(st.text, 0) + item.x}
            state.version += 1
            zones.emit(state, CounterPlaced(new, st.text, item.x))


def untap_held_by_counter(obj: Obj) -> bool:
    """"… doesn't untap during your untap step if it has a depletion counter on it." (CR 502.3)."""
    if obj.face_down:
        return False
    return any(st.kind == NO_UNTAP_WITH_COUNTER and (obj.counters or {}).get(st.text, 0) > 0
               for st in obj.card.behaviour.static)
