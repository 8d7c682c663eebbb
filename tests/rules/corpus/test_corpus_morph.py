"""Corpus MRF: face-down creatures and morph (2003 CR 502.26, 504; current CR 702.37, 708).

Sources: the 2003 rulebook and the Onslaught FAQ (Barclay, DeLaney, Jordan, Laugel, Gottlieb, 2002),
which quotes rules 502.26a-d:
a face-down spell or permanent is a colorless, nameless 2/2 with no text; turning it face up is a
special action that doesn't use the stack; a face-down card leaving play is revealed.
"""

from __future__ import annotations

from corpus_kit import BOTH, graveyard, in_play, life, pt, stack_kinds

from oldframe.rules.actions import CastWith, Unmorph
from oldframe.rules.characteristics import chars, colors_of
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    attack,
    block,
    cast,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
    target,
)


def _face_down(rules: str, name: str, *, pool: str = "", active: int = 0, step: Step = Step.MAIN1) -> tuple:
    s = Scenario(rules)
    fd = s.battlefield(0, name, face_down=True)
    if pool:
        s.pool(0, pool)
    s.turn(active=active, step=step)
    return s, fd


@BOTH
def test_MRF_01_morph_spell_costs_three_and_is_a_2_2(rules: str) -> None:
    """MRF-01 (Onslaught FAQ; 2003 502.26a, 504.2; CR 702.37c, 708.2): Exalted Angel played face
    down for {3} is a colorless 2/2 with no name and no flying."""
    s = Scenario(rules)
    angel = s.hand(0, "Exalted Angel")
    s.pool(0, "{3}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(angel, "morph", 0))
    resolve_stack(g)
    (fd,) = [o for o in g.state.battlefield if obj(g, o).face_down]
    assert pt(g, fd) == (2, 2) and colors_of(g.state, obj(g, fd)) == frozenset()
    assert "flying" not in chars(g.state, obj(g, fd)).keywords


@BOTH
def test_MRF_02_turning_face_up_uses_no_stack(rules: str) -> None:
    """MRF-02 (2003 408.2h, 502.26d; CR 116.2b): paying {2}{W}{W} turns the Angel face up at
    once: 4/5 flying, nothing on the stack."""
    s, fd = _face_down(rules, "Exalted Angel", pool="{2}{W}{W}")
    g = s.start()
    g.apply(Unmorph(fd))
    assert stack_kinds(g) == [] and pt(g, fd) == (4, 5)
    assert "flying" in chars(g.state, obj(g, fd)).keywords


@BOTH
def test_MRF_03_cant_turn_face_up_without_the_morph_cost(rules: str) -> None:
    """MRF-03 (CR 702.37e): with only {W}{W} the Angel (morph {2}{W}{W}) can't be turned up."""
    s, fd = _face_down(rules, "Exalted Angel", pool="{W}{W}")
    g = s.start()
    assert Unmorph(fd) not in g.legal_actions()


@BOTH
def test_MRF_04_face_down_creature_dies_and_is_revealed(rules: str) -> None:
    """MRF-04 (2003 504.4; CR 708.9): Bolt kills the face-down 2/2; the Exalted Angel card is in
    P1's graveyard."""
    s, fd = _face_down(rules, "Exalted Angel")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[fd])
    resolve_stack(g)
    assert graveyard(g, 0) == ["Exalted Angel"]


@BOTH
def test_MRF_05_unmorph_after_blocks_changes_the_fight(rules: str) -> None:
    """MRF-05 (Onslaught FAQ; CR 702.37e): the face-down Daru Lancer, blocked by Hill Giant,
    turns face up (3/4 first strike) and kills the Giant without dying."""
    s = Scenario(rules)
    fd = s.battlefield(0, "Daru Lancer", face_down=True)
    s.lands(0, "Plains", 4)
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {fd: 1})
    block(g, {giant: fd})
    g.apply(Unmorph(fd))
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, fd) and not in_play(g, giant)


@BOTH
def test_MRF_06_turned_face_up_trigger(rules: str) -> None:
    """MRF-06 (Skinthinner; Legions FAQ; CR 702.37e, 603.2): turning it face up triggers "destroy
    target nonblack creature": the Bears die."""
    s = Scenario(rules)
    fd = s.battlefield(0, "Skinthinner", face_down=True)
    s.pool(0, "{3}{B}{B}")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(Unmorph(fd))
    if g.pending is not None and g.pending.kind == "target":
        target(g, bears)
    resolve_stack(g)
    assert not in_play(g, bears)


@BOTH
def test_MRF_07_face_down_spell_countered_goes_to_graveyard(rules: str) -> None:
    """MRF-07 (2003 504.4, 414; CR 708.9, 701.5a): Counterspell on a face-down spell: the card
    (Exalted Angel) goes to P1's graveyard, revealed."""
    s = Scenario(rules)
    angel = s.hand(0, "Exalted Angel")
    s.pool(0, "{3}")
    counter = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(angel, "morph", 0))
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, counter, targets=[spell])
    resolve_stack(g)
    assert graveyard(g, 0) == ["Exalted Angel"]


@BOTH
def test_MRF_08_exalted_angel_face_up_gains_life_on_damage(rules: str) -> None:
    """MRF-08 (Exalted Angel; CR 603.2): turned face up and attacking unblocked, it deals 4 and
    P1 gains 4."""
    s = Scenario(rules)
    fd = s.battlefield(0, "Exalted Angel", face_down=True)
    s.lands(0, "Plains", 4)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {fd: 1})
    g.apply(Unmorph(fd))  # after attackers are declared, with priority
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 16 and life(g, 0) == 24


@BOTH
def test_MRF_09_two_face_down_creatures_are_plain_2_2s(rules: str) -> None:
    """MRF-09 (2003 504.2; CR 708.2): two face-down Krosan Colossi are both colorless 2/2s with
    no abilities, whatever their 9/9 face."""
    s = Scenario(rules)
    a = s.battlefield(0, "Krosan Colossus", face_down=True)
    b = s.battlefield(0, "Krosan Colossus", face_down=True)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, a) == (2, 2) and pt(g, b) == (2, 2)
    assert colors_of(g.state, obj(g, b)) == frozenset()
