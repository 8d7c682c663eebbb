"""Corpus XC: spells with {X} in their cost (2003 CR 409.1b, glossary "X"; current CR 107.3,
601.2b, 202.3).

X is announced as the spell is played, before targets; on the stack X is that value, everywhere
else it is 0. Sources: the 2003 rulebook and the Sixth/Seventh Edition rules primers on X costs
(wizards.com), Saturday School on Spell Blast and Fireball-style spells.
"""

from __future__ import annotations

from corpus_kit import BOTH, graveyard, hand, in_play, life, pool_total

from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    obj,
    pass_priority,
    player,
    resolve_stack,
    target,
)


def _x_spell(rules: str, spell: str, x: int, mana: str) -> tuple:
    s = Scenario(rules)
    card = s.hand(0, spell)
    s.pool(0, mana)
    s.turn(active=0, step=Step.MAIN1)
    return s, card, x


@BOTH
def test_XC_01_blaze_deals_the_announced_x(rules: str) -> None:
    """XC-01 (2003 409.1b; CR 601.2b, 107.3): Blaze with X=3 deals 3 to Hill Giant and kills it;
    P1 paid {3}{R}."""
    s, blaze, _ = _x_spell(rules, "Blaze", 3, "{3}{R}")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start()
    g.apply(CastWith(blaze, "x", 3))  # X is announced as it is played (2003 409.1b)
    target(g, giant)
    assert pool_total(g, 0) == 0
    resolve_stack(g)
    assert not in_play(g, giant)


@BOTH
def test_XC_02_x_can_be_zero(rules: str) -> None:
    """XC-02 (2003 glossary "X"; CR 107.3): Blaze with X=0 is legal for {R} and deals no damage."""
    s, blaze, _ = _x_spell(rules, "Blaze", 0, "{R}")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    g.apply(CastSpell(blaze))  # a plain cast announces X = 0
    target(g, bears)
    resolve_stack(g)
    assert in_play(g, bears) and obj(g, bears).damage == 0
    assert graveyard(g, 0) == ["Blaze"]


@BOTH
def test_XC_03_x_cant_exceed_what_can_be_paid(rules: str) -> None:
    """XC-03 (2003 409.1f: an unpayable total cost makes the play illegal, 422 rewinds it;
    CR 601.2f-h): with {2}{R} P1 can't announce X=3 for Blaze."""
    s, blaze, _ = _x_spell(rules, "Blaze", 3, "{2}{R}")
    s.battlefield(1, "Hill Giant")
    g = s.start()
    assert CastWith(blaze, "x", 2) in g.legal_actions()
    assert CastWith(blaze, "x", 3) not in g.legal_actions()


@BOTH
def test_XC_04_earthquake_hits_ground_creatures_and_players(rules: str) -> None:
    """XC-04 (Earthquake; 2003 409.1b; CR 107.3): X=2 kills the Bears, not the flying Serra
    Angel, and each player loses 2."""
    s, quake, _ = _x_spell(rules, "Earthquake", 2, "{2}{R}")
    bears = s.battlefield(1, "Grizzly Bears")
    angel = s.battlefield(1, "Serra Angel")
    g = s.start()
    g.apply(CastWith(quake, "x", 2))
    resolve_stack(g)
    assert not in_play(g, bears) and in_play(g, angel)
    assert (life(g, 0), life(g, 1)) == (18, 18)


@BOTH
def test_XC_05_hurricane_hits_flyers_and_players(rules: str) -> None:
    """XC-05 (Hurricane; CR 107.3): X=4 kills Serra Angel, leaves the Bears, each player loses 4."""
    s, cane, _ = _x_spell(rules, "Hurricane", 4, "{4}{G}")
    bears = s.battlefield(1, "Grizzly Bears")
    angel = s.battlefield(1, "Serra Angel")
    g = s.start()
    g.apply(CastWith(cane, "x", 4))
    resolve_stack(g)
    assert in_play(g, bears) and not in_play(g, angel)
    assert (life(g, 0), life(g, 1)) == (16, 16)


@BOTH
def test_XC_06_stroke_of_genius_draws_x(rules: str) -> None:
    """XC-06 (Stroke of Genius; CR 107.3): X=3 for {3}{2}{U}: P1 draws 3."""
    s, stroke, _ = _x_spell(rules, "Stroke of Genius", 3, "{5}{U}")
    g = s.start()
    g.apply(CastWith(stroke, "x", 3))
    target(g, player(0))
    resolve_stack(g)
    assert len(hand(g, 0)) == 3


@BOTH
def test_XC_07_mind_twist_discards_x_at_random(rules: str) -> None:
    """XC-07 (Mind Twist; CR 107.3, 701.8): X=2 against a four-card hand leaves two cards."""
    s, twist, _ = _x_spell(rules, "Mind Twist", 2, "{2}{B}")
    s.hand(1, ["Shock", "Shock", "Giant Growth", "Fog"])
    g = s.start()
    g.apply(CastWith(twist, "x", 2))
    target(g, player(1))
    resolve_stack(g)
    assert len(hand(g, 1)) == 2 and len(graveyard(g, 1)) == 2




@BOTH
def test_XC_08_spell_blast_sees_x_on_the_stack(rules: str) -> None:
    """XC-08 (Spell Blast; 2003 glossary "X": X on the stack is its announced value; CR 202.3e,
    restated in Wizards' 2021 rulings on X spells — "include the value chosen for X"):
    Blaze with X=3 has converted mana cost 4: Spell Blast with X=4 counters it."""
    s = Scenario(rules)
    blaze = s.hand(0, "Blaze")
    s.pool(0, "{3}{R}")
    blast = s.hand(1, "Spell Blast")
    s.pool(1, "{4}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(blaze, "x", 3))
    target(g, player(1))
    spell = g.state.stack[-1].oid
    pass_priority(g)
    g.apply(CastWith(blast, "x", 4))
    target(g, spell)
    resolve_stack(g)
    assert life(g, 1) == 20
    assert "Blaze" in graveyard(g, 0) and not g.state.stack


@BOTH
def test_XC_09_spell_blast_with_the_wrong_x_cant_target(rules: str) -> None:
    """XC-09 (Spell Blast; 2003 409.1c targets must be legal when chosen; CR 202.3e): Blaze with
    X=3 (converted cost 4) can't be targeted by Spell Blast with X=1."""
    s = Scenario(rules)
    blaze = s.hand(0, "Blaze")
    s.pool(0, "{3}{R}")
    blast = s.hand(1, "Spell Blast")
    s.pool(1, "{1}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(blaze, "x", 3))
    target(g, player(1))
    pass_priority(g)
    assert CastWith(blast, "x", 1) not in g.legal_actions()
    assert CastWith(blast, "x", 4) not in g.legal_actions()  # only {1}{U} to spend


@BOTH
def test_XC_10_x_paid_with_ritual_mana(rules: str) -> None:
    """XC-10 (2003 409.1f: mana abilities and pool before paying; CR 601.2g): Dark Ritual's
    {B}{B}{B} pays X=3 of Mind Twist."""
    s = Scenario(rules)
    ritual, twist = s.hand(0, ["Dark Ritual", "Mind Twist"])
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    s.hand(1, ["Shock", "Shock", "Shock", "Fog"])
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, ritual)
    resolve_stack(g)
    g.apply(CastWith(twist, "x", 3))
    target(g, player(1))
    resolve_stack(g)
    assert len(hand(g, 1)) == 1


@BOTH
def test_XC_11_countered_x_spell_does_nothing_and_goes_to_graveyard(rules: str) -> None:
    """XC-11 (2003 414; CR 701.5a): Counterspell on a Blaze with X=5: no damage, Blaze in the
    graveyard, mana spent."""
    s = Scenario(rules)
    blaze = s.hand(0, "Blaze")
    s.pool(0, "{5}{R}")
    counter = s.hand(1, "Counterspell")
    s.pool(1, "{U}{U}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastWith(blaze, "x", 5))
    target(g, player(1))
    spell = g.state.stack[-1].oid
    pass_priority(g)
    cast(g, counter, targets=[spell])
    resolve_stack(g)
    assert life(g, 1) == 20 and "Blaze" in graveyard(g, 0) and pool_total(g, 0) == 0


@BOTH
def test_XC_12_x_activated_ability_counts_counters(rules: str) -> None:
    """XC-12 (Spike Feeder: a cost that removes a counter; CR 602.2b): removing one +1/+1
    counter gains 2 life and shrinks the Feeder to 1/1."""
    s = Scenario(rules)
    feeder = s.battlefield(0, "Spike Feeder", counters={"+1/+1": 2})
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, feeder, 1)
    resolve_stack(g)
    assert life(g, 0) == 22
    assert (obj(g, feeder).counters or {}).get("+1/+1") == 1
