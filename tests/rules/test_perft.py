"""Legal-action counts for fixed positions (perft-style reference data, depth 1).

Each count is worked out by hand from the rules in the docstring, so a change in move generation
shows up as a wrong count here.
"""

from __future__ import annotations

from collections import Counter

from oldframe.game import Game
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, block, cast, pass_priority


def kinds(g: Game) -> Counter[str]:
    return Counter(a.kind for a in g.legal_actions())


def test_main_phase_priority() -> None:
    """P1 main phase, two untapped Forests and a non-sick Llanowar Elves; hand: Grizzly Bears, Giant
    Growth, Forest. Legal: pass; play the Forest (one land per turn, CR 305.2); cast Bears ({1}{G}
    payable); cast Giant Growth (a creature to target, CR 601.2c); the two Forests' mana abilities
    (identical permanents: offered once); the Elves' mana ability. Total 6."""
    s = Scenario()
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Llanowar Elves")
    s.hand(0, ["Grizzly Bears", "Giant Growth", "Forest"])
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert kinds(g) == Counter({"pass": 1, "land": 1, "cast": 2, "activate": 2})
    assert len(g.legal_actions()) == 6


def test_declare_attackers() -> None:
    """Grizzly Bears may attack; a summoning-sick Hill Giant may not (CR 302.6); Wall of Hope has
    defender (CR 702.3b; 2003 308.1: Walls can't attack). Legal: attack with Bears, or finish: 2."""
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant", sick=True)
    s.battlefield(0, "Wall of Hope")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert g.pending is not None and g.pending.kind == "attackers"
    assert kinds(g) == Counter({"attack": 1, "done": 1})


def test_declare_blockers_with_flying() -> None:
    """Wind Drake (flying) and Grizzly Bears attack. Storm Crow (flying) can block either; Hill Giant
    only the Bears (CR 702.9b). Legal: Crow→Drake, Crow→Bears, Giant→Bears, finish: 4."""
    s = Scenario()
    drake = s.battlefield(0, "Wind Drake")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Storm Crow")
    s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {drake: 1, bears: 1})
    while g.pending is not None and g.pending.kind == "priority":
        pass_priority(g)  # both players pass in the declare attackers step
    assert g.pending is not None and g.pending.kind == "blockers"
    assert kinds(g) == Counter({"block": 3, "done": 1})


def test_damage_assignment_among_two_blockers() -> None:
    """Hill Giant (3 power, no trample) blocked by two creatures: its controller divides 3 damage
    freely among them (no ordering, CR 510.1c): 1–3 to either blocker first: 6 options."""
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    a = s.battlefield(1, "Llanowar Elves")
    b = s.battlefield(1, "Storm Crow")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    block(g, {a: giant, b: giant})
    while g.pending is not None and g.pending.kind == "priority":
        pass_priority(g)
    assert g.pending is not None and g.pending.kind == "damage_assignment"
    assert kinds(g) == Counter({"assign": 6})


def test_response_to_a_spell() -> None:
    """P1 plays Lightning Bolt at P2 and passes; P2 holds Counterspell with two untapped Islands. Legal for P2:
    pass; Counterspell (a spell to target); the Islands' mana ability (offered once): 3."""
    s = Scenario()
    s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    s.hand(1, "Counterspell")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[("player", 1)])
    pass_priority(g)  # the caster gets priority first (CR 117.3c)
    assert g.pending is not None and g.pending.player == 1
    assert kinds(g) == Counter({"pass": 1, "cast": 1, "activate": 1})
