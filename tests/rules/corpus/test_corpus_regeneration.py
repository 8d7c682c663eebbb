"""Corpus RGN: regeneration shields (2003 CR 419.6b; current CR 701.19).

A regeneration shield replaces the next destruction of that permanent this turn: tap it, remove
all damage, remove it from combat. It doesn't stop sacrifice, removal from the game, toughness 0,
or "can't be regenerated", and an unused shield vanishes at end of turn. Sources: the 2003 rulebook
(419.6b, 420.5b/c, 306.2) and Saturday School (magic.wizards.com, 2002-2003) on regeneration.
"""

from __future__ import annotations

from corpus_kit import BOTH, OLDFRAME, graveyard, in_play, life

from oldframe.rules.state import Step
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    choose,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)


def _skeletons(rules: str, spell: str, swamps: int = 1, extra: tuple[str, ...] = ()) -> tuple:
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    for _ in range(swamps):
        s.battlefield(0, "Swamp")
    spell_id = s.hand(1, spell)
    for land in ("Mountain", "Mountain", "Plains", "Plains", "Swamp", "Swamp", "Island", "Plains"):
        s.battlefield(1, land)
    for name in extra:
        s.battlefield(1, name)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skel)  # {B}: regenerate
    resolve_stack(g)
    pass_priority(g)  # P2 has priority
    return g, skel, spell_id


@BOTH
def test_RGN_01_shield_saves_from_lethal_damage(rules: str) -> None:
    """RGN-01 (2003 419.6b, 420.5c; CR 701.19c): Lightning Bolt deals lethal damage, the
    destruction is replaced: the Skeletons stay in play, tapped, with no damage."""
    g, skel, bolt = _skeletons(rules, "Lightning Bolt")
    cast(g, bolt, targets=[skel])
    resolve_stack(g)
    assert in_play(g, skel)
    assert obj(g, skel).tapped and obj(g, skel).damage == 0


@BOTH
def test_RGN_02_terror_cant_be_regenerated(rules: str) -> None:
    """RGN-02 (Terror's "It can't be regenerated"; 2003 419.6b; CR 701.19c): the River Boa's
    shield is ignored and it goes to the graveyard."""
    s = Scenario(rules)
    boa = s.battlefield(0, "River Boa")
    s.battlefield(0, "Forest")
    terror = s.hand(1, "Terror")
    s.battlefield(1, "Swamp")
    s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, boa)
    resolve_stack(g)
    pass_priority(g)
    cast(g, terror, targets=[boa])
    resolve_stack(g)
    assert not in_play(g, boa)
    assert graveyard(g, 0) == ["River Boa"]


@BOTH
def test_RGN_03_unused_shield_expires_at_end_of_turn(rules: str) -> None:
    """RGN-03 (2003 419.6b "this turn", 314.2; CR 701.19a, 514.2): a shield made in P1's turn is
    gone in P2's turn, so a Bolt then destroys the Skeletons."""
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    activate(g, skel)
    resolve_stack(g)
    pass_until(g, Step.MAIN1, active=1, player=1)
    cast(g, bolt, targets=[skel])
    resolve_stack(g)
    assert not in_play(g, skel)
    assert graveyard(g, 0) == ["Drudge Skeletons"]


@BOTH
def test_RGN_04_swords_to_plowshares_removes_despite_shield(rules: str) -> None:
    """RGN-04 (2003 419.6b: only destruction is replaced; CR 701.19): removal from the game isn't
    destruction, the shield doesn't apply."""
    g, skel, swords = _skeletons(rules, "Swords to Plowshares")
    cast(g, swords, targets=[skel])
    resolve_stack(g)
    assert not in_play(g, skel)
    assert life(g, 0) == 21


@BOTH
def test_RGN_05_sacrifice_ignores_shield(rules: str) -> None:
    """RGN-05 (Saturday School; 2003 419.6b, glossary "Sacrifice"; CR 701.21a): Diabolic Edict makes
    P1 sacrifice — sacrificing isn't destroying, the shield does nothing."""
    g, skel, edict = _skeletons(rules, "Diabolic Edict")
    cast(g, edict, targets=[player(0)])
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "sacrifice":
        choose(g, skel)
    assert not in_play(g, skel)
    assert graveyard(g, 0) == ["Drudge Skeletons"]


@BOTH
def test_RGN_06_two_shields_two_destructions(rules: str) -> None:
    """RGN-06 (2003 419.6b: each shield replaces one destruction; CR 701.19a): two activations,
    two Bolts resolving one by one: the Skeletons survive both."""
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    bolts = s.hand(1, ["Lightning Bolt", "Lightning Bolt"])
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skel)
    resolve_stack(g)
    activate(g, skel)
    resolve_stack(g)
    pass_priority(g)
    cast(g, bolts[0], targets=[skel])
    resolve_stack(g)
    pass_priority(g)
    cast(g, bolts[1], targets=[skel])
    resolve_stack(g)
    assert in_play(g, skel) and obj(g, skel).damage == 0


@BOTH
def test_RGN_07_one_shield_two_destructions_second_kills(rules: str) -> None:
    """RGN-07 (2003 419.6b; CR 701.19a): one shield is used up by the first Bolt; the second
    destroys the Skeletons."""
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    bolts = s.hand(1, ["Lightning Bolt", "Lightning Bolt"])
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skel)
    resolve_stack(g)
    pass_priority(g)
    cast(g, bolts[0], targets=[skel])
    resolve_stack(g)
    assert in_play(g, skel)
    pass_priority(g)
    cast(g, bolts[1], targets=[skel])
    resolve_stack(g)
    assert not in_play(g, skel)


@BOTH
def test_RGN_08_regenerated_blocker_leaves_combat_attacker_stays_blocked(rules: str) -> None:
    """RGN-08 (2003 419.6b, 306.2, 502.9 (no trample); CR 701.19c, 506.4, 509.1h): the Skeletons
    block Hill Giant and regenerate; they leave combat, and the Giant, still blocked, deals no
    damage to P2."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    skel = s.battlefield(1, "Drudge Skeletons")
    s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    block(g, {skel: giant})
    pass_priority(g)  # P1 passes in declare blockers
    activate(g, skel)
    resolve_stack(g)
    pass_until(g, Step.END_COMBAT)
    assert in_play(g, skel) and obj(g, skel).tapped
    assert life(g, 1) == 20
    assert g.state.combat is None or skel not in getattr(g.state.combat, "blockers", {})


@BOTH
def test_RGN_09_shield_survives_losing_the_ability(rules: str) -> None:
    """RGN-09 (2003 419.6b: the shield is an effect independent of its source once made;
    CR 701.19, 113.7a): Humble makes the Skeletons a 0/1 without abilities after the shield
    resolved; Shock is still replaced by regeneration."""
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    humble, shock = s.hand(1, ["Humble", "Shock"])
    for land in ("Plains", "Plains", "Mountain"):
        s.battlefield(1, land)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skel)
    resolve_stack(g)
    pass_priority(g)
    cast(g, humble, targets=[skel])
    resolve_stack(g)
    pass_priority(g)
    cast(g, shock, targets=[skel])
    resolve_stack(g)
    assert in_play(g, skel) and obj(g, skel).tapped


@BOTH
def test_RGN_10_shield_works_against_mass_damage(rules: str) -> None:
    """RGN-10 (2003 419.6b, 420.5c; CR 701.19c): Pyroclasm deals 2 to each creature: the shielded
    Skeletons regenerate, the Bears without a shield die."""
    s = Scenario(rules)
    skel = s.battlefield(0, "Drudge Skeletons")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Swamp")
    clasm = s.hand(1, "Pyroclasm")
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)  # P2 passes, P1 may act in P2's main phase
    activate(g, skel)
    resolve_stack(g)
    cast(g, clasm)
    resolve_stack(g)
    assert in_play(g, skel)
    assert not in_play(g, bears)


@BOTH
def test_RGN_11_tapped_creature_can_still_regenerate(rules: str) -> None:
    """RGN-11 (2003 419.6b: "tap it" is part of the replacement, not a cost; CR 701.19c): a
    tapped River Boa with a shield survives Lightning Bolt."""
    s = Scenario(rules)
    boa = s.battlefield(0, "River Boa", tapped=True)
    s.battlefield(0, "Forest")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, boa)
    resolve_stack(g)
    pass_priority(g)
    cast(g, bolt, targets=[boa])
    resolve_stack(g)
    assert in_play(g, boa) and obj(g, boa).tapped


@OLDFRAME
def test_RGN_12_regenerate_with_combat_damage_on_the_stack(rules: str) -> None:
    """RGN-12 (2003 310.3-310.4 damage on the stack, 419.6b): the Skeletons block the Bears;
    with the combat damage on the stack P2 regenerates them; the damage resolves and the shield
    saves them."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    skel = s.battlefield(1, "Drudge Skeletons")
    s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    block(g, {skel: bears})
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.state.stack and g.state.stack[-1].kind == "combat_damage"
    pass_priority(g)
    activate(g, skel)
    resolve_stack(g)
    resolve_stack(g)
    assert in_play(g, skel) and obj(g, skel).tapped
    assert obj(g, bears).damage == 1
