"""Corpus ACT, LND and GYD: activated abilities and their limits (2003 CR 403, 409; current CR
602), lands and mana (2003 305.2, 406; current CR 305, 605), graveyard and library effects
(2003 217.3-217.4; current CR 401, 404).

Sources: the 2003 rulebook, the Sixth Edition rules primer, the Tempest/Weatherlight FAQs
(Icatian Javelineers, Vampire Bats), Saturday School columns on Royal Assassin and Icy Manipulator.
"""

from __future__ import annotations

from corpus_kit import BOTH, can_activate, can_cast, graveyard, hand, in_play, life, pool_total, pt

from oldframe.rules.actions import ChooseYesNo, PlayLand
from oldframe.rules.characteristics import chars
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    play_land,
    player,
    resolve_stack,
    target,
)


def _main(rules: str, active: int = 0) -> Scenario:
    s = Scenario(rules)
    s.turn(active=active, step=Step.MAIN1)
    return s


@BOTH
def test_ACT_01_royal_assassin_needs_a_tapped_target(rules: str) -> None:
    """ACT-01 (Royal Assassin; CR 115.1): with only untapped creatures, the Assassin can't be
    activated; Icy Manipulator taps the Bears, then the Assassin destroys them."""
    s = _main(rules)
    assassin = s.battlefield(0, "Royal Assassin")
    icy = s.battlefield(0, "Icy Manipulator")
    s.battlefield(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert not can_activate(g, assassin, 0)
    activate(g, icy, targets=[bears])
    resolve_stack(g)
    activate(g, assassin, targets=[bears])
    resolve_stack(g)
    assert not in_play(g, bears)


@BOTH
def test_ACT_02_summoning_sick_creature_cant_use_tap_abilities(rules: str) -> None:
    """ACT-02 (2003 212.3d; CR 302.6): a Prodigal Sorcerer that came into play this turn can't
    tap to ping."""
    s = _main(rules)
    sorc = s.battlefield(0, "Prodigal Sorcerer", sick=True)
    g = s.start()
    assert not can_activate(g, sorc)


@BOTH
def test_ACT_03_non_tap_ability_works_while_sick(rules: str) -> None:
    """ACT-03 (CR 302.6 only restricts {T}/{Q}): a summoning-sick Shivan Dragon may pump."""
    s = _main(rules)
    dragon = s.battlefield(0, "Shivan Dragon", sick=True)
    s.battlefield(0, "Mountain")
    g = s.start()
    activate(g, dragon, 0)
    resolve_stack(g)
    assert pt(g, dragon) == (6, 5)


@BOTH
def test_ACT_04_javelineers_use_their_counter_once(rules: str) -> None:
    """ACT-04 (Icatian Javelineers; CR 602.2b counter as a cost): one javelin counter: it pings
    once and then can't be activated again."""
    s = _main(rules)
    jav = s.battlefield(0, "Icatian Javelineers", counters={"javelin": 1})
    g = s.start()
    activate(g, jav, targets=[player(1)])
    resolve_stack(g)
    assert life(g, 1) == 19
    pass_until(g, Step.MAIN1, active=0, turn=5)
    assert not can_activate(g, jav)


@BOTH
def test_ACT_05_activation_limit_once_each_turn(rules: str) -> None:
    """ACT-05 (Basking Rootwalla "only once each turn"; CR 602.5b): after one pump it can't be
    activated again this turn."""
    s = _main(rules)
    root = s.battlefield(0, "Basking Rootwalla")
    s.lands(0, "Forest", 4)
    g = s.start()
    activate(g, root)
    resolve_stack(g)
    assert pt(g, root) == (3, 3)
    assert not can_activate(g, root)


@BOTH
def test_ACT_06_balloon_brigade_gains_flying_until_end_of_turn(rules: str) -> None:
    """ACT-06 (CR 611.2a): Goblin Balloon Brigade gains flying; next turn it has none."""
    s = _main(rules)
    gob = s.battlefield(0, "Goblin Balloon Brigade")
    s.battlefield(0, "Mountain")
    g = s.start()
    activate(g, gob)
    resolve_stack(g)
    assert "flying" in chars(g.state, obj(g, gob)).keywords
    pass_until(g, Step.UPKEEP, active=1)
    assert "flying" not in chars(g.state, obj(g, gob)).keywords


@BOTH
def test_LND_01_one_land_per_turn(rules: str) -> None:
    """LND-01 (2003 305.2; CR 305.2): after playing a Forest, P1 can't play a second land."""
    s = _main(rules)
    f1, f2 = s.hand(0, ["Forest", "Forest"])
    g = s.start()
    play_land(g, f1)
    assert PlayLand(f2) not in g.legal_actions()


@BOTH
def test_LND_02_no_land_in_the_opponents_turn(rules: str) -> None:
    """LND-02 (2003 305.2; CR 305.2): P1 can't play a land in P2's main phase."""
    s = _main(rules, active=1)
    forest = s.hand(0, "Forest")
    g = s.start()
    pass_priority(g)
    assert PlayLand(forest) not in g.legal_actions()


@BOTH
def test_LND_03_land_play_doesnt_use_the_stack(rules: str) -> None:
    """LND-03 (2003 408.2; CR 305.1): playing a Forest puts it into play at once; P1 keeps
    priority."""
    s = _main(rules)
    forest = s.hand(0, "Forest")
    g = s.start()
    play_land(g, forest)
    assert ids(g, "Forest") and g.state.stack == []
    assert g.pending is not None and g.pending.player == 0


@BOTH
def test_LND_04_teferis_isle_comes_into_play_tapped(rules: str) -> None:
    """LND-04 (Teferi's Isle; CR 614.1c): played, it is tapped."""
    s = _main(rules)
    isle = s.hand(0, "Teferi's Isle")
    g = s.start()
    play_land(g, isle)
    (now,) = ids(g, "Teferi's Isle")
    assert obj(g, now).tapped


@BOTH
def test_LND_05_sol_ring_makes_two(rules: str) -> None:
    """LND-05 (Sol Ring; 2003 406.1; CR 605.1a): {T}: add {2} — a mana ability."""
    s = _main(rules)
    ring = s.battlefield(0, "Sol Ring")
    g = s.start()
    activate(g, ring)
    assert pool_total(g, 0) == 2 and g.state.stack == []


@BOTH
def test_LND_06_stone_rain_destroys_a_land(rules: str) -> None:
    """LND-06 (Stone Rain; CR 701.7): P2's Island goes to the graveyard."""
    s = _main(rules)
    rain = s.hand(0, "Stone Rain")
    s.pool(0, "{2}{R}")
    island = s.battlefield(1, "Island")
    g = s.start()
    cast(g, rain, targets=[island])
    resolve_stack(g)
    assert graveyard(g, 1) == ["Island"]


@BOTH
def test_LND_07_armageddon_destroys_every_land(rules: str) -> None:
    """LND-07 (Armageddon; CR 701.7): both players' lands go to the graveyard."""
    s = _main(rules)
    ged = s.hand(0, "Armageddon")
    s.lands(0, "Plains", 4)
    s.lands(1, "Island", 2)
    g = s.start()
    cast(g, ged)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD) == []
    assert len(graveyard(g, 0)) == 5 and len(graveyard(g, 1)) == 2


@BOTH
def test_GYD_01_raise_dead_returns_a_creature_card(rules: str) -> None:
    """GYD-01 (Raise Dead; CR 115.1): the Bears in P1's graveyard return to P1's hand."""
    s = _main(rules)
    bears = s.graveyard(0, "Grizzly Bears")
    rd = s.hand(0, "Raise Dead")
    s.pool(0, "{B}")
    g = s.start()
    cast(g, rd, targets=[bears])
    resolve_stack(g)
    assert hand(g, 0) == ["Grizzly Bears"]


@BOTH
def test_GYD_02_raise_dead_cant_target_an_opponents_card(rules: str) -> None:
    """GYD-02 (Raise Dead: "your graveyard"; CR 115.1): with only P2's Bears in a graveyard, Raise
    Dead has no target."""
    s = _main(rules)
    s.graveyard(1, "Grizzly Bears")
    rd = s.hand(0, "Raise Dead")
    s.pool(0, "{B}")
    g = s.start()
    assert not can_cast(g, rd)


@BOTH
def test_GYD_03_zombify_puts_into_play(rules: str) -> None:
    """GYD-03 (Zombify; CR 110.2): Craw Wurm returns to play under P1's control."""
    s = _main(rules)
    wurm = s.graveyard(0, "Craw Wurm")
    z = s.hand(0, "Zombify")
    s.pool(0, "{3}{B}")
    g = s.start()
    cast(g, z, targets=[wurm])
    resolve_stack(g)
    assert ids(g, "Craw Wurm")


@BOTH
def test_GYD_04_withered_wretch_in_response_makes_zombify_fizzle(rules: str) -> None:
    """GYD-04 (2003 413.2a; CR 608.2b): P2 removes the targeted Wurm card with Withered Wretch in
    response; Zombify is countered."""
    s = _main(rules)
    wurm = s.graveyard(0, "Craw Wurm")
    z = s.hand(0, "Zombify")
    s.pool(0, "{3}{B}")
    wretch = s.battlefield(1, "Withered Wretch")
    s.battlefield(1, "Swamp")
    g = s.start()
    cast(g, z, targets=[wurm])
    pass_priority(g)
    activate(g, wretch, targets=[wurm])
    resolve_stack(g)
    resolve_stack(g)
    assert not ids(g, "Craw Wurm") and names(g, Zone.EXILE, 0) == ["Craw Wurm"]


@BOTH
def test_GYD_05_gravedigger_returns_a_creature_card(rules: str) -> None:
    """GYD-05 (Gravedigger; CR 603.6a): its comes-into-play trigger returns the Bears card to
    hand."""
    s = _main(rules)
    bears = s.graveyard(0, "Grizzly Bears")
    gd = s.hand(0, "Gravedigger")
    s.pool(0, "{3}{B}")
    g = s.start()
    cast(g, gd)
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "target":
        target(g, bears)
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "may":
        g.apply(ChooseYesNo(True))
    assert hand(g, 0) == ["Grizzly Bears"]


@BOTH
def test_GYD_06_demonic_tutor_finds_a_card(rules: str) -> None:
    """GYD-06 (Demonic Tutor; CR 701.23 search): P1 searches for Craw Wurm and puts it into
    hand."""
    s = _main(rules)
    tutor = s.hand(0, "Demonic Tutor")
    s.pool(0, "{1}{B}")
    s.library(0, ["Island", "Craw Wurm", "Island"])
    g = s.start()
    cast(g, tutor)
    resolve_stack(g)
    (wurm,) = ids(g, "Craw Wurm", Zone.LIBRARY)
    choose(g, wurm)
    assert hand(g, 0) == ["Craw Wurm"]
