"""Corpus CDX: combat damage on the stack (2003 CR 310.2-310.4, delta D3; current CR 510.2, which
deals combat damage at once with no window).

Sources: the 2003 rulebook, Wizards' "Damage on the Stack" article (2002-12) and Saturday School
columns on Mogg Fanatic and Bottle Gnomes: once assigned, combat damage is locked in and dealt by
its source even if that source has left play or changed.
"""

from __future__ import annotations

from corpus_kit import MODERN, OLDFRAME, graveyard, hand, in_play, life, pt, stack_kinds

from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
)


def _combat(rules: str, attacker: str, blocker: str | None, p2_cards: tuple[str, ...] = (),
            p2_mana: str = "") -> tuple:
    s = Scenario(rules)
    a = s.battlefield(0, attacker)
    b = s.battlefield(1, blocker) if blocker else None
    cards = s.hand(1, list(p2_cards)) if p2_cards else []
    if p2_mana:
        s.pool(1, p2_mana)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {a: 1})
    if b is not None:
        block(g, {b: a})
    pass_until(g, Step.COMBAT_DAMAGE)
    return g, a, b, cards


@OLDFRAME
def test_CDX_01_giant_growth_on_the_blocker_after_assignment(rules: str) -> None:
    """CDX-01 ("Damage on the Stack", 2002; 2003 310.4): Hill Giant vs the Bears; with damage on
    the stack P2 Giant-Growths the Bears (5/5): they survive the 3, and deal only the 2
    assigned."""
    g, giant, bears, (growth,) = _combat(rules, "Hill Giant", "Grizzly Bears", ("Giant Growth",), "{G}")
    assert stack_kinds(g) == ["combat_damage"]
    pass_priority(g)
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert in_play(g, bears) and obj(g, bears).damage == 3
    assert obj(g, giant).damage == 2 and in_play(g, giant)


@MODERN
def test_CDX_01_modern_no_window_after_assignment(rules: str) -> None:
    """CDX-01 under modern rules (CR 510.2): the damage is dealt at once; the Bears are dead
    before P2 could cast anything."""
    g, giant, bears, _ = _combat(rules, "Hill Giant", "Grizzly Bears", ("Giant Growth",), "{G}")
    assert stack_kinds(g) == []
    assert not in_play(g, bears) and obj(g, giant).damage == 2


@OLDFRAME
def test_CDX_02_blocking_sorcerer_pings_after_assignment(rules: str) -> None:
    """CDX-02 (Saturday School on "tim" blockers; 2003 310.4): Prodigal Sorcerer blocks the
    Bears, then with damage on the stack pings them: 1 + 1 = 2 kills the Bears."""
    g, bears, sorc, _ = _combat(rules, "Grizzly Bears", "Prodigal Sorcerer")
    pass_priority(g)
    activate(g, sorc, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert not in_play(g, bears) and not in_play(g, sorc)


@OLDFRAME
def test_CDX_03_bottle_gnomes_sacrificed_after_assignment(rules: str) -> None:
    """CDX-03 (Tempest FAQ, Bottle Gnomes; 2003 310.4): the blocking Gnomes are sacrificed for 3
    life with damage on the stack; their 1 damage is still dealt to the Giant."""
    g, giant, gnomes, _ = _combat(rules, "Hill Giant", "Bottle Gnomes")
    pass_priority(g)
    activate(g, gnomes)
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 1) == 23 and obj(g, giant).damage == 1
    assert graveyard(g, 1) == ["Bottle Gnomes"]


@OLDFRAME
def test_CDX_04_killing_an_unblocked_attacker_after_assignment(rules: str) -> None:
    """CDX-04 (2003 310.4: the damage's source need not still be in play): Bolt the unblocked
    Hill Giant with its damage on the stack: it dies and P2 still loses 3."""
    g, giant, _, (bolt,) = _combat(rules, "Hill Giant", None, ("Lightning Bolt",), "{R}")
    pass_priority(g)
    cast(g, bolt, targets=[giant])
    resolve_stack(g)
    assert not in_play(g, giant)
    resolve_stack(g)
    assert life(g, 1) == 17


@OLDFRAME
def test_CDX_05_bouncing_the_attacker_after_assignment(rules: str) -> None:
    """CDX-05 (2003 310.4): Unsummon on the unblocked Bears with damage on the stack: they return
    to P1's hand and P2 still takes 2."""
    g, bears, _, (unsummon,) = _combat(rules, "Grizzly Bears", None, ("Unsummon",), "{U}")
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    assert "Grizzly Bears" in hand(g, 0) and life(g, 1) == 18


@OLDFRAME
def test_CDX_06_bouncing_the_blocker_after_assignment(rules: str) -> None:
    """CDX-06 (2003 310.4, 502.9 no trample): the blocking Elves are bounced with damage on the
    stack: the Giant's damage to them isn't dealt and P2 takes nothing; the Elves' 1 is dealt."""
    g, giant, elves, (unsummon,) = _combat(rules, "Hill Giant", "Llanowar Elves", ("Unsummon",), "{U}")
    pass_priority(g)
    cast(g, unsummon, targets=[elves])
    resolve_stack(g)
    resolve_stack(g)
    assert life(g, 1) == 20 and obj(g, giant).damage == 1


@OLDFRAME
def test_CDX_07_first_strike_gives_two_damage_objects(rules: str) -> None:
    """CDX-07 (2003 310.2, 502.2: a first-strike damage step then a regular one, each on the
    stack): White Knight blocked by the Bears: the first object holds only the Knight's 2."""
    s = Scenario(rules)
    knight = s.battlefield(0, "White Knight")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {knight: 1})
    block(g, {bears: knight})
    pass_until(g, Step.FIRST_STRIKE_DAMAGE)
    (item,) = g.state.stack
    assert [(a.source, a.amount) for a in item.damage] == [(knight, 2)]
    resolve_stack(g)
    assert not in_play(g, bears)
    pass_until(g, Step.END_COMBAT)
    assert obj(g, knight).damage == 0


@OLDFRAME
def test_CDX_08_pump_attacker_after_assignment_adds_nothing(rules: str) -> None:
    """CDX-08 ("Damage on the Stack", 2002; 2003 310.4): Giant Growth on the unblocked Bears
    after assignment: P2 still takes 2, not 5."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    assert pt(g, bears) == (5, 5)
    resolve_stack(g)
    assert life(g, 1) == 18


@MODERN
def test_CDX_08_modern_pump_before_damage_counts(rules: str) -> None:
    """CDX-08 under modern rules (CR 510.1a): the pump must come before the damage step; cast in
    declare blockers it adds 3: P2 takes 5."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=0)
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 15
