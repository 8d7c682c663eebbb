"""The view of a pending damage assignment (rules/view.py, combat.assignment_status): whose damage is
being divided, its power, what has been assigned and what is left, and each creature it may go to with
the damage that is lethal for it — what a board needs to draw the prompt (CR 510.1c-d, 702.19c,
702.22j-k; 2003: 310.4, 502.9, 502.10h). The legal answers stay the engine's."""

from __future__ import annotations

import pytest

from oldframe import Game
from oldframe.rules.actions import AssignDamage, DeclareAttacker, FinishDeclaring
from oldframe.rules.state import Step
from oldframe.testing import Scenario, block, pass_priority


def _to_assignment(g: Game) -> None:
    while g.pending is not None and g.pending.kind != "damage_assignment":
        pass_priority(g)


def _attack(g: Game, attackers: list[int]) -> None:
    for a in attackers:
        g.apply(DeclareAttacker(a, 1))
    if g.pending is not None and g.pending.kind == "attackers":
        g.apply(FinishDeclaring())


@pytest.mark.parametrize("rules", ["oldframe", "modern"])
def test_a_trampler_s_assignment_shows_lethal_marked_damage_and_what_is_left(rules: str) -> None:
    s = Scenario(rules)
    rhinos = s.battlefield(0, "Crash of Rhinos")  # 8/4 trample
    wurm = s.battlefield(1, "Craw Wurm", damage=2)  # 6/4 with 2 marked: 2 more is lethal (2003 502.9b)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    _attack(g, [rhinos])
    block(g, {wurm: rhinos})
    _to_assignment(g)
    pending = g.view(0)["pending"]
    assert pending["assignment"] == {"source": rhinos, "power": 8, "remaining": 8, "assigned": [],
                                     "creatures": [[wurm, 2]], "trample": True, "defender": 1}
    assert g.view(1)["pending"] == pending  # public: the assignment is announced as it is made
    g.apply(AssignDamage(("object", wurm), 2))
    a = g.view(0)["pending"]["assignment"]
    assert (a["assigned"], a["remaining"]) == ([["object", wurm, 2]], 6)
    assert AssignDamage(("player", 1), 6) in g.legal_actions()  # lethal is on the Wurm: the rest tramples


@pytest.mark.parametrize("rules", ["oldframe", "scourge2003"])
def test_the_defending_bander_s_decision_shows_the_attacker_s_damage(rules: str) -> None:
    """2003 502.10h / CR 702.22k: Benalish Hero (banding) and Wall of Wood block Hill Giant; P2 divides
    the Giant's 3 damage, and the view says so."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    hero, wall = s.battlefield(1, "Benalish Hero"), s.battlefield(1, "Wall of Wood")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    _attack(g, [giant])
    block(g, {hero: giant, wall: giant})
    _to_assignment(g)
    pending = g.view(1)["pending"]
    assert pending["player"] == 1
    assert pending["assignment"]["source"] == giant and pending["assignment"]["power"] == 3
    assert sorted(pending["assignment"]["creatures"]) == sorted([[hero, 1], [wall, 3]])
    assert not any(t[0] == "player" for t, _ in ((a.target, a.amount) for a in g.legal_actions()))


def test_no_assignment_in_the_view_of_other_decisions() -> None:
    s = Scenario("oldframe")
    s.battlefield(0, "Hill Giant")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert g.view(0)["pending"] == {"kind": "priority", "player": 0}
