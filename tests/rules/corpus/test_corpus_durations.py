"""Corpus DUR: durations — "as long as", "until end of turn", static abilities vs. resolved
effects (2003 CR 418.3b-d, 300.3, 314.2; current CR 611.2-611.3, 514.2).

A resolved spell's characteristic-changing effect locks in the set of objects it affects
(418.3b; CR 611.2c); a static ability applies to whatever matches at every moment (CR 611.3a);
an "as long as" duration that ends never resumes (418.3d; CR 611.2b). Sources: the 2003 rulebook,
the Sixth Edition rules primer on continuous effects, Saturday School on Castle and Crusade.
"""

from __future__ import annotations

from corpus_kit import BOTH, in_play, pt

from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    attack,
    cast,
    ids,
    pass_priority,
    pass_until,
    play_land,
    resolve_stack,
)


def _main(rules: str, active: int = 0) -> Scenario:
    s = Scenario(rules)
    s.turn(active=active, step=Step.MAIN1)
    return s


@BOTH
def test_DUR_01_kird_ape_as_long_as_a_forest(rules: str) -> None:
    """DUR-01 (Kird Ape; CR 611.3a): 2/3 with a Forest; Stone Rain on the Forest makes it 1/1."""
    s = _main(rules, active=1)
    ape = s.battlefield(0, "Kird Ape")
    forest = s.battlefield(0, "Forest")
    rain = s.hand(1, "Stone Rain")
    s.pool(1, "{2}{R}")
    g = s.start()
    assert pt(g, ape) == (2, 3)
    cast(g, rain, targets=[forest])
    resolve_stack(g)
    assert pt(g, ape) == (1, 1)


@BOTH
def test_DUR_02_kird_ape_gets_the_bonus_as_soon_as_a_forest_arrives(rules: str) -> None:
    """DUR-02 (CR 611.3a: statics apply continuously): playing a Forest makes the Ape 2/3 at once."""
    s = _main(rules)
    ape = s.battlefield(0, "Kird Ape")
    forest = s.hand(0, "Forest")
    g = s.start()
    assert pt(g, ape) == (1, 1)
    play_land(g, forest)
    assert pt(g, ape) == (2, 3)


@BOTH
def test_DUR_03_sedge_troll_with_a_swamp(rules: str) -> None:
    """DUR-03 (Sedge Troll; CR 611.3a): 3/3 while P1 controls a Swamp."""
    s = _main(rules)
    troll = s.battlefield(0, "Sedge Troll")
    s.battlefield(0, "Swamp")
    g = s.start()
    assert pt(g, troll) == (3, 3)


@BOTH
def test_DUR_04_castle_bonus_lost_when_attacking_taps(rules: str) -> None:
    """DUR-04 (Castle; Saturday School; CR 611.3a, 508.1f): the untapped Bears are 2/4; attacking
    taps them and they become 2/2."""
    s = Scenario(rules)
    s.battlefield(0, "Castle")
    bears = s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert pt(g, bears) == (2, 4)
    attack(g, {bears: 1})
    assert pt(g, bears) == (2, 2)


@BOTH
def test_DUR_05_crusade_affects_a_white_creature_that_arrives_later(rules: str) -> None:
    """DUR-05 (Crusade; 2003 418.3b statics aren't locked in; CR 611.3a): Savannah Lions cast
    after Crusade is 3/2."""
    s = _main(rules)
    s.battlefield(0, "Crusade")
    lions = s.hand(0, "Savannah Lions")
    s.pool(0, "{W}")
    g = s.start()
    cast(g, lions)
    resolve_stack(g)
    (now,) = ids(g, "Savannah Lions")
    assert pt(g, now) == (3, 2)


@BOTH
def test_DUR_06_warriors_honor_is_locked_in(rules: str) -> None:
    """DUR-06 (2003 418.3b; CR 611.2c): Warrior's Honor affects the creatures P1 controlled when it
    resolved; the Lions cast afterwards are a plain 2/1."""
    s = _main(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    honor, lions = s.hand(0, ["Warrior's Honor", "Savannah Lions"])
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    cast(g, honor)
    resolve_stack(g)
    cast(g, lions)
    resolve_stack(g)
    (now,) = ids(g, "Savannah Lions")
    assert pt(g, bears) == (3, 3) and pt(g, now) == (2, 1)


@BOTH
def test_DUR_07_holy_light_locked_in_and_ends_at_cleanup(rules: str) -> None:
    """DUR-07 (Holy Light; 2003 418.3b, 314.2; CR 611.2c, 514.2): the Bears are 1/1 until end of
    turn, then 2/2 again."""
    s = _main(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    light = s.hand(0, "Holy Light")
    s.pool(0, "{2}{W}")
    g = s.start()
    cast(g, light)
    resolve_stack(g)
    assert pt(g, bears) == (1, 1)
    pass_until(g, Step.UPKEEP, active=1)
    assert pt(g, bears) == (2, 2)


@BOTH
def test_DUR_08_anthem_ends_when_it_leaves(rules: str) -> None:
    """DUR-08 (Glorious Anthem; CR 611.3b): Disenchant on the Anthem: the Bears go back to 2/2."""
    s = _main(rules, active=1)
    anthem = s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    dis = s.hand(1, "Disenchant")
    s.pool(1, "{1}{W}")
    g = s.start()
    assert pt(g, bears) == (3, 3)
    cast(g, dis, targets=[anthem])
    resolve_stack(g)
    assert pt(g, bears) == (2, 2)


@BOTH
def test_DUR_09_infest_kills_x_1_creatures(rules: str) -> None:
    """DUR-09 (Infest; 2003 420.5b toughness 0; CR 704.5f): -2/-2 kills the Bears and Elves; the
    Giant is 1/1 until end of turn."""
    s = _main(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    giant = s.battlefield(1, "Hill Giant")
    infest = s.hand(0, "Infest")
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    cast(g, infest)
    resolve_stack(g)
    assert not in_play(g, bears) and not in_play(g, elves)
    assert pt(g, giant) == (1, 1)


@BOTH
def test_DUR_10_anthem_and_infest_stack(rules: str) -> None:
    """DUR-10 (2003 418.5 timestamp order, P/T changes add up; CR 613.4c): with Glorious Anthem,
    P1's Bears (3/3) survive Infest as 1/1."""
    s = _main(rules)
    s.battlefield(0, "Glorious Anthem")
    bears = s.battlefield(0, "Grizzly Bears")
    infest = s.hand(0, "Infest")
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    cast(g, infest)
    resolve_stack(g)
    assert in_play(g, bears) and pt(g, bears) == (1, 1)


@BOTH
def test_DUR_11_humble_until_end_of_turn(rules: str) -> None:
    """DUR-11 (Humble; 2003 300.3; CR 514.2): Hill Giant is 0/1 this turn, 3/3 next turn."""
    s = _main(rules)
    giant = s.battlefield(1, "Hill Giant")
    humble = s.hand(0, "Humble")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, humble, targets=[giant])
    resolve_stack(g)
    assert pt(g, giant) == (0, 1)
    pass_until(g, Step.UPKEEP, active=1)
    assert pt(g, giant) == (3, 3)


@BOTH
def test_DUR_12_bad_moon_applies_to_both_players_black_creatures(rules: str) -> None:
    """DUR-12 (Bad Moon: "Black creatures", not "you control"; CR 611.3a): P2's Drudge Skeletons
    are 2/2 from P1's Bad Moon; the green Bears aren't affected."""
    s = _main(rules)
    s.battlefield(0, "Bad Moon")
    skel = s.battlefield(1, "Drudge Skeletons")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert pt(g, skel) == (2, 2) and pt(g, bears) == (2, 2)


@BOTH
def test_DUR_13_giant_growth_lasts_into_the_second_main_phase(rules: str) -> None:
    """DUR-13 (2003 300.3: "until end of turn" outlasts phases; CR 514.2): a first-main-phase
    Giant Growth is still there in main phase 2."""
    s = _main(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{G}")
    g = s.start()
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    pass_until(g, Step.MAIN2)
    assert pt(g, bears) == (5, 5)
    pass_priority(g)
