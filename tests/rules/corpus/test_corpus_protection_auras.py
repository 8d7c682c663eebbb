"""Corpus PRA: protection (2003 CR 502.7; current CR 702.16) and Auras falling off (2003 420.5d,
214.8; current CR 704.5m, 303.4).

Protection from a quality: can't be blocked, targeted, dealt damage or enchanted by that quality
("DEBT"); an Aura that becomes illegal is put into its owner's graveyard as a state-based effect.
Sources: the 2003 rulebook, the Sixth Edition rules primer on protection, Saturday School columns
on Mother of Runes and Wrath of God vs protection.
"""

from __future__ import annotations

from corpus_kit import BOTH, can_cast, graveyard, in_play, life, pt

from oldframe import Game
from oldframe.rules.actions import CastSpell, ChooseColor, DeclareAttacker, DeclareBlocker
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
    player,
    resolve_stack,
)


def _give_protection(g: Game, color: str) -> None:
    """Answer "the color of your choice" if the engine asks it on resolution."""
    if g.pending is not None and g.pending.kind == "choose_color":
        g.apply(ChooseColor(color))


@BOTH
def test_PRA_01_protection_from_red_cant_be_bolted(rules: str) -> None:
    """PRA-01 (2003 502.7; CR 702.16b): Paladin en-Vec (pro red) isn't a legal target for
    Lightning Bolt; with no other target but players, the Bolt can only go at a player."""
    s = Scenario(rules)
    paladin = s.battlefield(1, "Paladin en-Vec")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(CastSpell(bolt))
    assert ("object", paladin) not in [getattr(a, "target", None) for a in g.legal_actions()]


@BOTH
def test_PRA_02_protection_prevents_untargeted_damage(rules: str) -> None:
    """PRA-02 (2003 502.7; CR 702.16e): Pyroclasm's 2 damage to Paladin en-Vec (pro red) is
    prevented; the Bears die."""
    s = Scenario(rules)
    paladin = s.battlefield(1, "Paladin en-Vec")
    bears = s.battlefield(1, "Grizzly Bears")
    clasm = s.hand(0, "Pyroclasm")
    s.pool(0, "{1}{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, clasm)
    resolve_stack(g)
    assert in_play(g, paladin) and obj(g, paladin).damage == 0
    assert not in_play(g, bears)


@BOTH
def test_PRA_03_mother_of_runes_makes_the_bolt_fizzle(rules: str) -> None:
    """PRA-03 (Saturday School on Mother of Runes; 2003 413.2a; CR 608.2b): in response to Bolt,
    Mother gives the Bears protection from red: the Bolt is countered on resolution."""
    s = Scenario(rules)
    mother = s.battlefield(0, "Mother of Runes")
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[bears])
    pass_priority(g)
    activate(g, mother, targets=[bears])
    resolve_stack(g)
    _give_protection(g, "R")
    resolve_stack(g)
    assert in_play(g, bears) and obj(g, bears).damage == 0


@BOTH
def test_PRA_04_protection_makes_an_aura_fall_off(rules: str) -> None:
    """PRA-04 (2003 502.7, 420.5d; CR 702.16c, 704.5m): the Bears with Unholy Strength (black)
    gain protection from black: the Aura goes to the graveyard and the Bears are 2/2."""
    s = Scenario(rules)
    mother = s.battlefield(0, "Mother of Runes")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Unholy Strength", attached_to=bears)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert pt(g, bears) == (4, 3)
    activate(g, mother, targets=[bears])
    resolve_stack(g)
    _give_protection(g, "B")
    assert graveyard(g, 0) == ["Unholy Strength"]
    assert pt(g, bears) == (2, 2)


@BOTH
def test_PRA_05_pacifism_falls_off_with_protection_from_white(rules: str) -> None:
    """PRA-05 (2003 420.5d; CR 704.5m): Benevolent Bodyguard gives the pacified Bears protection
    from white; Pacifism (P2's) goes to P2's graveyard."""
    s = Scenario(rules)
    guard = s.battlefield(0, "Benevolent Bodyguard")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=bears)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, guard, targets=[bears])
    resolve_stack(g)
    _give_protection(g, "W")
    assert graveyard(g, 1) == ["Pacifism"]
    assert sorted(graveyard(g, 0)) == ["Benevolent Bodyguard"]


@BOTH
def test_PRA_06_protection_from_white_cant_be_blocked_by_white(rules: str) -> None:
    """PRA-06 (2003 502.7; CR 702.16f): Black Knight (pro white) attacking can't be blocked by
    Savannah Lions (white)."""
    s = Scenario(rules)
    knight = s.battlefield(0, "Black Knight")
    lions = s.battlefield(1, "Savannah Lions")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {knight: 1})
    pass_until(g, Step.DECLARE_BLOCKERS)
    assert DeclareBlocker(lions, knight) not in g.legal_actions()


@BOTH
def test_PRA_07_protection_from_black_can_be_blocked_by_nonblack(rules: str) -> None:
    """PRA-07 (2003 502.7; CR 702.16f): White Knight (pro black) can be blocked by the green
    Bears but not by black Drudge Skeletons."""
    s = Scenario(rules)
    knight = s.battlefield(0, "White Knight")
    bears = s.battlefield(1, "Grizzly Bears")
    skel = s.battlefield(1, "Drudge Skeletons")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {knight: 1})
    pass_until(g, Step.DECLARE_BLOCKERS)
    legal = g.legal_actions()
    assert DeclareBlocker(bears, knight) in legal
    assert DeclareBlocker(skel, knight) not in legal


@BOTH
def test_PRA_08_protection_creature_can_block_and_takes_no_damage(rules: str) -> None:
    """PRA-08 (2003 502.7; CR 702.16e): Black Knight (pro white) blocks Savannah Lions: the
    Lions' damage is prevented, the Knight survives and kills them."""
    s = Scenario(rules)
    lions = s.battlefield(0, "Savannah Lions")
    knight = s.battlefield(1, "Black Knight")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {lions: 1})
    block(g, {knight: lions})
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, knight) and obj(g, knight).damage == 0
    assert not in_play(g, lions)


@BOTH
def test_PRA_09_wrath_ignores_protection(rules: str) -> None:
    """PRA-09 (Saturday School on Wrath of God; 2003 502.7: protection stops DEBT only;
    CR 702.16): Wrath of God destroys Black Knight (pro white)."""
    s = Scenario(rules)
    knight = s.battlefield(1, "Black Knight")
    wrath = s.hand(0, "Wrath of God")
    s.pool(0, "{2}{W}{W}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    assert not in_play(g, knight)


@BOTH
def test_PRA_10_aura_cant_target_a_protected_creature(rules: str) -> None:
    """PRA-10 (2003 502.7, 401.2 Aura spells target; CR 702.16b, 303.4a): Holy Strength (white)
    can't be played on Black Knight (pro white) when that is the only creature."""
    s = Scenario(rules)
    s.battlefield(0, "Black Knight")
    hs = s.hand(0, "Holy Strength")
    s.pool(0, "{W}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert not can_cast(g, hs)


@BOTH
def test_PRA_11_aura_goes_when_its_creature_leaves(rules: str) -> None:
    """PRA-11 (2003 420.5d; CR 704.5m): Bolt kills the Bears with Unholy Strength (4/3); the
    Aura, attached to nothing, follows them to the graveyard."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Unholy Strength", attached_to=bears)
    bolt = s.hand(1, "Lightning Bolt")
    s.pool(1, "{R}")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    assert sorted(graveyard(g, 0)) == ["Grizzly Bears", "Unholy Strength"]


@BOTH
def test_PRA_12_protection_until_end_of_turn_wears_off(rules: str) -> None:
    """PRA-12 (2003 314.2; CR 514.2): Mother's protection from red lasts the turn; in the next turn
    a Bolt kills the Bears."""
    s = Scenario(rules)
    mother = s.battlefield(0, "Mother of Runes")
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    activate(g, mother, targets=[bears])
    resolve_stack(g)
    _give_protection(g, "R")
    pass_until(g, Step.MAIN1, active=1, player=1)
    cast(g, bolt, targets=[bears])
    resolve_stack(g)
    assert not in_play(g, bears)


@BOTH
def test_PRA_13_protection_doesnt_stop_damage_to_the_player(rules: str) -> None:
    """PRA-13 (2003 502.7 protects the permanent only; CR 702.16): Paladin en-Vec's controller is
    still Bolted for 3."""
    s = Scenario(rules)
    s.battlefield(1, "Paladin en-Vec")
    bolt = s.hand(0, "Lightning Bolt")
    s.pool(0, "{R}")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, bolt, targets=[player(1)])
    resolve_stack(g)
    assert life(g, 1) == 17


@BOTH
def test_PRA_14_pacifism_stops_attacks(rules: str) -> None:
    """PRA-14 (Pacifism; CR 508.1c): the enchanted Bears can't be declared as an attacker."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Pacifism", attached_to=bears)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert DeclareAttacker(bears, 1) not in g.legal_actions()
