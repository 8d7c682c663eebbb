"""Corpus CMB: declaring attackers and blockers and the combat keywords (2003 CR 308-310, 502.2
first strike, 502.4 flying, 502.5 haste, 502.6 landwalk, 502.9 trample, 212.3d summoning
sickness; current CR 508-510, 702.7, 702.9, 702.10, 702.14, 702.19, 302.6).

Sources: the 2003 rulebook, the Sixth Edition rules primer on combat, Saturday School columns on
trample assignment and landwalk.
"""

from __future__ import annotations

from corpus_kit import BOTH, in_play, life

from oldframe.rules.actions import AssignDamage, DeclareAttacker, DeclareBlocker
from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    attack,
    block,
    cast,
    obj,
    pass_until,
    pass_until_decision,
    resolve_stack,
)


def _attack_start(rules: str, mine: list[str], theirs: list[str], *, p2_lands: tuple[str, ...] = (),
                  sick: bool = False) -> tuple:
    s = Scenario(rules)
    a = [s.battlefield(0, n, sick=sick) for n in mine]
    b = [s.battlefield(1, n) for n in theirs]
    for land in p2_lands:
        s.battlefield(1, land)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    return s.start(), a, b


def _blockers_offered(g, attacker: int, blocker: int) -> bool:  # type: ignore[no-untyped-def]
    pass_until(g, Step.DECLARE_BLOCKERS)
    return DeclareBlocker(blocker, attacker) in g.legal_actions()


@BOTH
def test_CMB_01_trample_assigns_lethal_then_the_rest(rules: str) -> None:
    """CMB-01 (2003 502.9; CR 702.19b): War Mammoth (3/3 trample) blocked by Llanowar Elves
    assigns 1 to the Elves and 2 to P2."""
    g, (mammoth,), (elves,) = _attack_start(rules, ["War Mammoth"], ["Llanowar Elves"])
    attack(g, {mammoth: 1})
    block(g, {elves: mammoth})
    pass_until_decision(g, "damage_assignment")
    assert AssignDamage(("player", 1), 3) not in g.legal_actions()  # lethal to the Elves first
    g.apply(AssignDamage(("object", elves), 1))
    g.apply(AssignDamage(("player", 1), 2))
    pass_until(g, Step.END_COMBAT)
    assert not in_play(g, elves)
    assert life(g, 1) == 18


@BOTH
def test_CMB_02_no_trample_all_damage_stays_on_the_blocker(rules: str) -> None:
    """CMB-02 (2003 310.1; CR 510.1a): Craw Wurm (6/4, no trample) blocked by the Elves: P2 takes
    nothing."""
    g, (wurm,), (elves,) = _attack_start(rules, ["Craw Wurm"], ["Llanowar Elves"])
    attack(g, {wurm: 1})
    block(g, {elves: wurm})
    pass_until(g, Step.END_COMBAT)
    assert life(g, 1) == 20 and not in_play(g, elves)


@BOTH
def test_CMB_03_flying_cant_be_blocked_by_ground_creature(rules: str) -> None:
    """CMB-03 (2003 502.4; CR 702.9b): Wind Drake can't be blocked by the Bears."""
    g, (drake,), (bears,) = _attack_start(rules, ["Wind Drake"], ["Grizzly Bears"])
    attack(g, {drake: 1})
    assert not _blockers_offered(g, drake, bears)


@BOTH
def test_CMB_04_reach_blocks_a_flyer(rules: str) -> None:
    """CMB-04 (Giant Spider "can block as though it had flying"; CR 702.17b): Giant Spider may
    block Wind Drake."""
    g, (drake,), (spider,) = _attack_start(rules, ["Wind Drake"], ["Giant Spider"])
    attack(g, {drake: 1})
    assert _blockers_offered(g, drake, spider)


@BOTH
def test_CMB_05_wall_of_air_blocks_a_flyer(rules: str) -> None:
    """CMB-05 (2003 502.4: a flyer may block a flyer; CR 702.9b): Wall of Air blocks Wind Drake."""
    g, (drake,), (wall,) = _attack_start(rules, ["Wind Drake"], ["Wall of Air"])
    attack(g, {drake: 1})
    assert _blockers_offered(g, drake, wall)


@BOTH
def test_CMB_06_swampwalk_unblockable_against_a_swamp(rules: str) -> None:
    """CMB-06 (2003 502.6; CR 702.14c): Bog Wraith can't be blocked when P2 controls a Swamp."""
    g, (wraith,), (bears,) = _attack_start(rules, ["Bog Wraith"], ["Grizzly Bears"], p2_lands=("Swamp",))
    attack(g, {wraith: 1})
    assert not _blockers_offered(g, wraith, bears)


@BOTH
def test_CMB_07_swampwalk_blockable_without_a_swamp(rules: str) -> None:
    """CMB-07 (2003 502.6; CR 702.14c): with only a Forest, the Bears may block Bog Wraith."""
    g, (wraith,), (bears,) = _attack_start(rules, ["Bog Wraith"], ["Grizzly Bears"], p2_lands=("Forest",))
    attack(g, {wraith: 1})
    assert _blockers_offered(g, wraith, bears)


@BOTH
def test_CMB_08_summoning_sick_creature_cant_attack(rules: str) -> None:
    """CMB-08 (2003 212.3d; CR 302.6): Bears that came under P1's control this turn can't attack."""
    g, (bears,), _ = _attack_start(rules, ["Grizzly Bears"], [], sick=True)
    assert DeclareAttacker(bears, 1) not in g.legal_actions()


@BOTH
def test_CMB_09_haste_attacks_at_once(rules: str) -> None:
    """CMB-09 (2003 502.5; CR 702.10b): a summoning-sick Raging Goblin may attack."""
    g, (goblin,), _ = _attack_start(rules, ["Raging Goblin"], [], sick=True)
    assert DeclareAttacker(goblin, 1) in g.legal_actions()


@BOTH
def test_CMB_10_walls_cant_attack(rules: str) -> None:
    """CMB-10 (2003 308.1 Walls; CR 702.3b defender): Wall of Wood can't be declared as an
    attacker."""
    g, (wall,), _ = _attack_start(rules, ["Wall of Wood"], [])
    assert DeclareAttacker(wall, 1) not in g.legal_actions()


@BOTH
def test_CMB_11_tapped_creature_cant_block(rules: str) -> None:
    """CMB-11 (2003 309.1; CR 509.1a): a tapped Bears can't block."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    assert not _blockers_offered(g, giant, bears)


@BOTH
def test_CMB_12_first_strike_kills_before_damage_back(rules: str) -> None:
    """CMB-12 (2003 502.2; CR 702.7b): Elvish Archers (2/1 first strike) blocked by the Bears
    kill them first and take no damage."""
    g, (archers,), (bears,) = _attack_start(rules, ["Elvish Archers"], ["Grizzly Bears"])
    attack(g, {archers: 1})
    block(g, {bears: archers})
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, archers) and not in_play(g, bears)


@BOTH
def test_CMB_13_first_strike_against_first_strike_trade(rules: str) -> None:
    """CMB-13 (2003 502.2; CR 702.7b): Elvish Archers vs Youthful Knight — both first strike,
    damage is simultaneous: both die."""
    g, (archers,), (knight,) = _attack_start(rules, ["Elvish Archers"], ["Youthful Knight"])
    attack(g, {archers: 1})
    block(g, {knight: archers})
    pass_until(g, Step.END_COMBAT)
    assert not in_play(g, archers) and not in_play(g, knight)


@BOTH
def test_CMB_14_cant_block_creature(rules: str) -> None:
    """CMB-14 (Goblin Raider "can't block"; CR 509.1b): it can't be declared as a blocker."""
    g, (bears,), (raider,) = _attack_start(rules, ["Grizzly Bears"], ["Goblin Raider"])
    attack(g, {bears: 1})
    assert not _blockers_offered(g, bears, raider)


@BOTH
def test_CMB_15_several_blockers_on_one_attacker(rules: str) -> None:
    """CMB-15 (2003 309.1: any number may block one attacker; CR 509.1a): two Bears block Hill
    Giant and kill it."""
    g, (giant,), (b1, b2) = _attack_start(rules, ["Hill Giant"], ["Grizzly Bears", "Grizzly Bears"])
    attack(g, {giant: 1})
    block(g, {b1: giant, b2: giant})
    pass_until_decision(g, "damage_assignment")
    g.apply(AssignDamage(("object", b1), 2))
    g.apply(AssignDamage(("object", b2), 1))
    pass_until(g, Step.END_COMBAT)
    assert not in_play(g, giant) and not in_play(g, b1) and in_play(g, b2)


@BOTH
def test_CMB_16_vigilance_doesnt_tap(rules: str) -> None:
    """CMB-16 (Serra Angel's vigilance, printed as "attacking doesn't cause it to tap";
    CR 702.20b): the attacking Angel stays untapped."""
    g, (angel,), _ = _attack_start(rules, ["Serra Angel"], [])
    attack(g, {angel: 1})
    assert not obj(g, angel).tapped


@BOTH
def test_CMB_17_royal_trooper_blocks_and_grows(rules: str) -> None:
    """CMB-17 (Royal Trooper; 2003 410 triggered on blocking; CR 509.3c): blocking Hill Giant it
    becomes 4/4 and survives, killing the Giant."""
    g, (giant,), (trooper,) = _attack_start(rules, ["Hill Giant"], ["Royal Trooper"])
    attack(g, {giant: 1})
    block(g, {trooper: giant})
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, trooper) and not in_play(g, giant)


@BOTH
def test_CMB_18_giant_growth_before_blocks_decides_the_fight(rules: str) -> None:
    """CMB-18 (CR 510.1): after blocks, Giant Growth on the blocked Bears vs Hill Giant: the Bears
    (5/5) kill the Giant and survive."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    block(g, {giant: bears})
    cast(g, growth, targets=[bears])
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, bears) and not in_play(g, giant)
