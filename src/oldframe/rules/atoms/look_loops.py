"""Looking at the top of a library again and again for a price: "Look at the top five cards of your
library. As many times as you choose, you may pay 1 life, put those cards on the bottom of your library in
any order, then look at the top five cards of your library. Then shuffle and put the last cards you looked
at this way on top in any order." (Lim-Dûl's Vault).

Each step is one decision with listed answers: a ``may`` (pay the life and look again, or stop), then a
``pick`` per card put on the bottom (each beneath the ones before) or back on top (each above the ones
before, the last picked is the new top card). Life is paid only if the total is at least that much (CR
119.4), so the loop ends. Only the controller sees the cards looked at
(``LibraryLooked``, redacted for others); the order on the bottom and on top is known to them alone, and the
shuffle gives the rest of the library new ids (CR 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules import zones
from oldframe.rules.atoms.library_looks import look
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, lose_life
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class LookPayLoop(Effect):
    """"Look at the top ``count`` cards of your library. As many times as you choose, you may pay ``life``
    life, put those cards on the bottom …, then look at the top ``count`` cards … Then shuffle and put the
    last cards you looked at this way on top in any order." """

    count: int
    life: int


def _look_top(state: GameState, item: StackItem, count: int) -> None:
    me = item.controller
    library = state.library(me)
    looked = list(reversed(library[-count:])) if count else []  # top card first
    item.choices["loop_looked"] = looked
    look(state, me, looked)


def _place(state: GameState, item: StackItem, bottom: bool) -> Decision | None:
    """Put the looked-at cards still in the library on the bottom (or on top) one at a time, in the order
    picked; the last one needs no choice. None when done."""
    me = item.controller
    ch = item.choices
    library = state.library(me)
    if ch.get("loop_pick") is not None:
        picked = ch.pop("loop_pick")
        if picked in library:
            library.remove(picked)
            library.insert(0, picked) if bottom else library.append(picked)
            ch["loop_placed"] = [*ch.get("loop_placed", []), picked]
    placed = ch.get("loop_placed", [])
    rest = [o for o in ch.get("loop_looked", []) if o in library and o not in placed]
    if len(rest) > 1:
        return Decision(DecisionKind.PICK, me, {"key": "loop_pick", "options": rest})
    for o in rest:
        library.remove(o)
        library.insert(0, o) if bottom else library.append(o)
    ch.pop("loop_placed", None)
    return None


@executes(LookPayLoop)
def _look_pay_loop(state: GameState, item: StackItem, eff: LookPayLoop) -> Decision | None:
    me = item.controller
    ch = item.choices
    if "loop_looked" not in ch:
        _look_top(state, item, eff.count)
        ch["loop_phase"] = "ask"
    while True:
        phase = ch["loop_phase"]
        if phase == "ask":
            if "may" not in ch:
                if state.players[me].life < eff.life:  # CR 119.4: no more life than the total
                    ch["loop_phase"] = "shuffle"
                    continue
                return Decision(DecisionKind.MAY, me, {"source": item.source_name,
                                                       "text": f"Pay {eff.life} life and look again?"})
            again = bool(ch.pop("may")) and state.players[me].life >= eff.life
            if again:
                lose_life(state, me, eff.life)  # paying life (CR 119.4)
            ch["loop_phase"] = "bottom" if again else "shuffle"
        elif phase == "bottom":
            ask = _place(state, item, bottom=True)
            if ask is not None:
                return ask
            _look_top(state, item, eff.count)
            ch["loop_phase"] = "ask"
        elif phase == "shuffle":  # the last cards looked at are set aside during the shuffle
            library = state.library(me)
            looked = [o for o in ch["loop_looked"] if o in library]
            library[:] = [o for o in library if o not in looked]
            zones.shuffle_library(state, me)
            library.extend(reversed(looked))  # (their order is chosen next)
            ch["loop_phase"] = "top"
        else:
            ask = _place(state, item, bottom=False)
            if ask is not None:
                return ask
            ch.pop("loop_looked", None)
            ch.pop("loop_phase", None)
            return None
