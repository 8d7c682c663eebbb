"""Domain looks: "Domain — Look at the top X cards of your library, where X is the number of basic land types
among lands you control. Put one of those cards into your hand and the rest on the bottom of your library in
any order." (Worldly Counsel). X is counted as it resolves (CR 608.2h), the way every Domain count is
(``mechanics.domain_count``); the look and the sort are Impulse's (``library_looks.LookTopPickOne``), so only
the caster sees the cards."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.library_looks import LookTopPickOne
from oldframe.rules.atoms.mechanics import domain_count
from oldframe.rules.effects import EXECUTORS, executes
from oldframe.rules.model.cards import Effect
from oldframe.rules.state import Decision, GameState, StackItem


@dataclass(frozen=True, slots=True)
class DomainLookPickOne(Effect):
    """"Domain — Look at the top X cards …, where X is the number of basic land types among lands you
    control. Put one of those cards into your hand and the rest on the bottom … in any order." """


@executes(DomainLookPickOne)
def _domain_look(state: GameState, item: StackItem, eff: DomainLookPickOne) -> Decision | None:
    n = domain_count(state, item.controller)
    return EXECUTORS[LookTopPickOne](state, item, LookTopPickOne(n, those=True))
