""""When CARDNAME enters the battlefield, each opponent sacrifices a permanent unless they pay {1}."
(Rishadan Cutpurse, Rishadan Brigand's kin; 2003: "… unless he or she pays {1}").

Each opponent in turn order (CR 101.4; 2003: 101.4) decides as the ability resolves (CR 118.12; 2003:
409.1 "unless"): a ``MAY`` decision of theirs, asked only if they can pay the mana; one who pays
keeps everything, one who can't or won't sacrifices a permanent of their choice (a ``SACRIFICE``
decision when there is more than one; CR 701.17a).
"""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.casting import can_pay_mana, pay_mana_cost
from oldframe.rules.characteristics import is_type
from oldframe.rules.decisions.choice_record import indexed, set_answer
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.effects import executes, sacrifice
from oldframe.rules.mana import ManaCost
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class EachOpponentSacrificesUnlessPays(Effect):
    """"each opponent sacrifices a ``kind`` unless they pay {``cost``}"."""

    cost: ManaCost
    kind: str = "permanent"


@executes(EachOpponentSacrificesUnlessPays)
def _each_opponent(state: GameState, item: StackItem, eff: EachOpponentSacrificesUnlessPays) -> Decision | None:
    answers = indexed(item.choices)
    for p in state.apnap():
        if p == item.controller or state.players[p].lost:
            continue
        done, pay = f"unless_done:{p}", f"unless_pay:{p}"
        if answers.get(done):
            continue
        if pay not in answers:
            if can_pay_mana(state, p, eff.cost):
                return Decision(DecisionKind.MAY, p, {"key": pay, "source": item.source_name,
                                                      "text": f"Pay {eff.cost}? (else sacrifice a {eff.kind})"})
            set_answer(item.choices, pay, False)
        if answers[pay] and can_pay_mana(state, p, eff.cost):
            pay_mana_cost(state, p, eff.cost)
        else:
            options = [o for o in state.battlefield
                       if state.objects[o].controller == p and is_type(state, state.objects[o], eff.kind)]
            chosen = item.choices.pop("sacrifice", None)
            if chosen is None and len(options) > 1:
                return Decision(DecisionKind.SACRIFICE, p, {"options": options})
            if chosen is None and options:
                chosen = options[0]
            if chosen is not None:
                sacrifice(state, int(chosen))
        set_answer(item.choices, done, True)
    return None
