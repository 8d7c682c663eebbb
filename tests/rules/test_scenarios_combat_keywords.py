"""Ruling scenarios on combat keywords and their neighbours: first strike / double strike (FST-*),
trample and damage assignment (TRM-*), regeneration (REG-*) and protection (PRO-*)."""

from __future__ import annotations

import dataclasses

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import (
    AssignDamage,
    CastSpell,
    ChooseColor,
    ChooseMode,
    ChooseTarget,
    DeclareBlocker,
    FinishDeclaring,
)
from oldframe.rules.events import DamageDealt
from oldframe.rules.model.cards import Behaviour, CardDef, GrantKeyword, SpellAbility, TargetSpec
from oldframe.rules.state import Step, Zone
from oldframe.rules.targets import legal_targets
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    choose_type,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    resolve_stack,
)

OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])
ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def to_damage(g: Game, step: Step = Step.COMBAT_DAMAGE) -> None:
    """Reach the damage step and have its combat damage dealt (on the stack under ``oldframe``)."""
    pass_until(g, step)
    if g.state.stack and g.state.stack[-1].kind == "combat_damage":
        resolve_stack(g)


def resolve_damage(g: Game) -> None:
    if g.state.stack and g.state.stack[-1].kind == "combat_damage":
        resolve_stack(g)


def harness_instant(keyword: str) -> CardDef:
    """Harness: {G} Instant, "Target creature gains KEYWORD until end of turn"."""
    growth = default_registry().get("Giant Growth")
    return dataclasses.replace(
        growth, name=f"Harness {keyword.title()}", text=f"Target creature gains {keyword} until end of turn.",
        behaviour=Behaviour(spell=SpellAbility((GrantKeyword("target:0", keyword),), (TargetSpec(("creature",)),))),
    )


def combat_hits(g: Game, source: int) -> list[tuple[str, int, int]]:
    return [(e.target_kind, e.target, e.amount) for e in g.log
            if isinstance(e, DamageDealt) and e.source == source and e.combat]


# -- FST-02 ----------------------------------------------------------------------------------------
@presets("FST-02")
def test_FST_02_granting_first_strike_after_the_first_step_doesnt_add_damage(rules: str) -> None:
    """FST-02 (2003 502.2c): the Giant, given first strike after the first-strike damage step, still
    deals its damage once in the second step; White Knight does not deal damage again."""
    s = Scenario(rules)
    knight = s.battlefield(0, "White Knight")
    giant = s.battlefield(0, "Hill Giant")
    strike = s.custom(0, harness_instant("first strike"), Zone.HAND)
    s.battlefield(0, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {knight: 1, giant: 1})
    block(g, {bears: giant})
    to_damage(g, Step.FIRST_STRIKE_DAMAGE)
    assert g.state.players[1].life == 18
    cast(g, strike, targets=[giant])
    resolve_stack(g)
    to_damage(g)
    assert combat_hits(g, giant) == [("object", bears, 3)]
    assert combat_hits(g, knight) == [("player", 1, 2)]
    assert g.state.players[1].life == 18
    assert ids(g, "Grizzly Bears") == []


# -- FST-04 ----------------------------------------------------------------------------------------
@presets("FST-04")
def test_FST_04_removing_double_strike_during_the_first_step_stops_the_second_hit(rules: str) -> None:
    """FST-04 (2003 502.28c, 310.4): the first-step damage (2) is dealt as assigned; Humbled, the
    creature (0/1, no double strike) assigns nothing in the second step; P2 ends at 18."""
    s = Scenario(rules)
    hill = default_registry().get("Grizzly Bears")
    striker = s.custom(0, dataclasses.replace(hill, name="Harness Double Striker",
                                              behaviour=Behaviour(keywords=frozenset({"double strike"}))))
    humble = s.hand(1, "Humble")
    s.battlefield(1, "Plains")
    s.battlefield(1, "Plains")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {striker: 1})
    pass_until(g, Step.FIRST_STRIKE_DAMAGE)
    pass_priority(g)
    cast(g, humble, targets=[striker])
    resolve_stack(g)
    resolve_damage(g)
    to_damage(g)
    assert g.state.players[1].life == 18


# -- FST-05 ----------------------------------------------------------------------------------------
@presets("FST-05")
def test_FST_05_giving_double_strike_after_first_step_damage_lets_a_first_striker_hit_again(rules: str) -> None:
    """FST-05 (2003 502.28d): with its first-strike damage on the stack, White Knight gains double
    strike; it deals damage again in the second step: P2 ends at 16."""
    s = Scenario(rules)
    knight = s.battlefield(0, "White Knight")
    double = s.custom(0, harness_instant("double strike"), Zone.HAND)
    s.battlefield(0, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {knight: 1})
    pass_until(g, Step.FIRST_STRIKE_DAMAGE)
    assert [it.kind for it in g.state.stack] == ["combat_damage"]
    cast(g, double, targets=[knight])  # in response
    resolve_stack(g)
    resolve_damage(g)
    assert g.state.players[1].life == 18
    to_damage(g)
    assert g.state.players[1].life == 16


# -- TRM-03 ----------------------------------------------------------------------------------------
@presets("TRM-03")
def test_TRM_03_gaseous_form_blocker_must_still_be_assigned_lethal(rules: str) -> None:
    """TRM-03 (2003 502.9b, 502.9e, overriding seed 001's 1998 note): the Rhinos can't put all 8 on
    P2; at least 3 must go to the Gaseous Form Giant (then prevented): at most 5 to P2."""
    s = Scenario(rules)
    rhinos = s.battlefield(0, "Crash of Rhinos")
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Gaseous Form", attached_to=giant)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {rhinos: 1})
    block(g, {giant: rhinos})
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.pending is not None and g.pending.kind == "damage_assignment"
    assert AssignDamage(("player", 1), 8) not in g.legal_actions()
    assert not [a for a in g.legal_actions() if isinstance(a, AssignDamage) and a.target == ("player", 1)]
    g.apply(AssignDamage(("object", giant), 3))
    assert AssignDamage(("player", 1), 5) in g.legal_actions()
    g.apply(AssignDamage(("player", 1), 5))
    resolve_damage(g)
    assert g.state.players[1].life == 15
    assert obj(g, giant).damage == 0  # prevented by Gaseous Form
    assert obj(g, rhinos).damage == 0  # the Giant's damage too


# -- TRM-04 ----------------------------------------------------------------------------------------
@presets("TRM-04")
def test_TRM_04_damage_already_marked_counts_toward_lethal(rules: str) -> None:
    """TRM-04 (2003 502.9b; Saturday School #8): 2 + the 2 already marked is lethal for the Wurm, so
    6 may trample over. The Wurm dies, P2 loses 6, and the Rhinos die to the Wurm's 6."""
    s = Scenario(rules)
    rhinos = s.battlefield(0, "Crash of Rhinos")
    wurm = s.battlefield(1, "Craw Wurm", damage=2)  # P1 Shocked it earlier this turn
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {rhinos: 1})
    block(g, {wurm: rhinos})
    pass_until(g, Step.COMBAT_DAMAGE)
    g.apply(AssignDamage(("object", wurm), 2))
    g.apply(AssignDamage(("player", 1), 6))
    resolve_damage(g)
    assert g.state.players[1].life == 14
    assert ids(g, "Craw Wurm") == [] and ids(g, "Crash of Rhinos") == []


# -- TRM-05 ----------------------------------------------------------------------------------------
@presets("TRM-05")
def test_TRM_05_non_trampling_co_attackers_damage_maximizes_trample(rules: str) -> None:
    """TRM-05 (Saturday School #8; 2003 502.9f, 310.1): Beasts A and B already assign 8 to the
    Crusher, so Beast C (6/6 trample) may assign all 6 to P2. Crusher dies; P2 loses 6."""
    s = Scenario(rules)
    bears = default_registry().get("Grizzly Bears")
    beast = dataclasses.replace(bears, name="Beast", subtypes=("Beast",), power=4, toughness=4, text="")
    a, b, c = (s.custom(0, beast, token=True) for _ in range(3))
    might = s.hand(0, "Sylvan Might")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    crusher = s.battlefield(1, "Ironfist Crusher")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {a: 1, b: 1, c: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=1)
    for beast in (a, b, c):  # one creature blocks all three (2003 309.2a)
        g.apply(DeclareBlocker(crusher, beast))
    if g.pending is not None and g.pending.kind == "blockers":
        g.apply(FinishDeclaring())
    cast(g, might, targets=[c])
    resolve_stack(g)
    pass_until(g, Step.COMBAT_DAMAGE)
    # A and B assign their 4 each to the Crusher automatically; C may send all 6 to P2 (502.9f)
    assert g.pending is not None and g.pending.kind == "damage_assignment" and g.pending.player == 0
    assert AssignDamage(("player", 1), 6) in g.legal_actions()
    g.apply(AssignDamage(("player", 1), 6))
    assert g.pending is not None and g.pending.kind == "damage_assignment" and g.pending.player == 1
    g.apply(AssignDamage(("object", a), 2))  # P2 divides the Crusher's 2 among the Beasts it blocks
    resolve_damage(g)
    assert g.state.players[1].life == 14 and ids(g, "Ironfist Crusher") == []


# -- TRM-06 ----------------------------------------------------------------------------------------

@presets("TRM-06")
@pytest.mark.parametrize("to_player", [0, 3], ids=["all-on-blockers", "some-to-P2"])
def test_TRM_06_banding_defender_assigns_the_trample_damage(rules: str, to_player: int) -> None:
    """TRM-06 (scourge2003: 2003 502.10h, 502.9b): P2, controlling a banding blocker, decides how the
    Rhinos' 8 damage is assigned, among the blockers and P2 as trample would allow, and can't be forced
    to take any: all 8 to the Hero (Hero dies, Giant lives, P2 loses 0), or, as P2 chooses, some to P2."""
    s = Scenario(rules)
    rhinos = s.battlefield(0, "Crash of Rhinos")
    hero = s.battlefield(1, "Benalish Hero")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {rhinos: 1})
    block(g, {hero: rhinos, giant: rhinos})
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.pending is not None and g.pending.player == 1
    recipients = {a.target for a in g.legal_actions() if isinstance(a, AssignDamage)}
    assert recipients == {("object", hero), ("object", giant), ("player", 1)}  # legal recipients only
    if to_player:
        g.apply(AssignDamage(("player", 1), to_player))
    g.apply(AssignDamage(("object", hero), 8 - to_player))
    resolve_damage(g)
    assert g.state.players[1].life == 20 - to_player
    assert ids(g, "Benalish Hero") == [] and ids(g, "Hill Giant") == [giant]


@OLDFRAME
def test_TRM_06_trampler_blocked_by_a_banding_creature_defender_assigns(rules: str) -> None:
    """TRM-06, expected under oldframe (CR 702.22j, 510.1c; 2003 502.10h): P2, controlling a
    banding blocker, divides all 8 of the Rhinos' damage among the blockers only: all 8 to the Hero."""
    s = Scenario(rules)
    rhinos = s.battlefield(0, "Crash of Rhinos")
    hero = s.battlefield(1, "Benalish Hero")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {rhinos: 1})
    block(g, {hero: rhinos, giant: rhinos})
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.pending is not None and g.pending.player == 1
    g.apply(AssignDamage(("object", hero), 8))
    resolve_damage(g)
    assert g.state.players[1].life == 20 and ids(g, "Benalish Hero") == [] and ids(g, "Hill Giant") == [giant]


# -- TRM-07 ----------------------------------------------------------------------------------------
@presets("TRM-07")
def test_TRM_07_double_strike_and_trample_first_step_damage_counts_in_the_second(rules: str) -> None:
    """TRM-07 (Legions FAQ; 2003 502.28b, 502.9b, 502.9c): 2 to the Bears and 1 to P2 in the first
    step; with no blocker left, all 3 go to P2 in the second step: P2 loses 4."""
    s = Scenario(rules)
    giant = default_registry().get("Hill Giant")
    striker = s.custom(0, dataclasses.replace(
        giant, name="Harness Trampler", text="Double strike, trample",
        behaviour=Behaviour(keywords=frozenset({"double strike", "trample"}))))
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {striker: 1})
    block(g, {bears: striker})
    pass_until(g, Step.FIRST_STRIKE_DAMAGE)
    g.apply(AssignDamage(("object", bears), 2))
    g.apply(AssignDamage(("player", 1), 1))
    resolve_damage(g)
    assert ids(g, "Grizzly Bears") == [] and g.state.players[1].life == 19
    to_damage(g)
    assert g.state.players[1].life == 16


# -- REG-01 ----------------------------------------------------------------------------------------
@presets("REG-01")
def test_REG_01_regeneration_taps_removes_damage_and_removes_from_combat(rules: str) -> None:
    """REG-01 (2003 419.6b, 306.2; Saturday School #4): the lethal 3 damage is dealt, destruction is
    replaced (damage removed, tapped, out of combat); the Skeletons' 1 damage to the Giant was dealt;
    the Giant stays blocked, so P2 takes nothing."""
    s = Scenario(rules)
    giant = s.battlefield(0, "Hill Giant")
    skeletons = s.battlefield(1, "Drudge Skeletons")
    s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {giant: 1})
    block(g, {skeletons: giant})
    pass_priority(g)  # P1, in the declare-blockers step
    activate(g, skeletons)
    resolve_stack(g)
    to_damage(g)
    assert ids(g, "Drudge Skeletons") == [skeletons]
    sk = obj(g, skeletons)
    assert sk.tapped and sk.damage == 0
    assert g.state.combat is not None and skeletons not in g.state.combat.blockers
    assert giant in g.state.combat.blocked
    assert obj(g, giant).damage == 1
    assert g.state.players[1].life == 20


# -- REG-02 ----------------------------------------------------------------------------------------
@presets("REG-02")
def test_REG_02a_regeneration_cant_save_from_toughness_0(rules: str) -> None:
    """REG-02 (a) (2003 420.5b, 419.6b): Engineered Plague naming Skeleton makes the shielded
    Skeletons 0/0; they go to the graveyard, the shield doesn't apply."""
    s = Scenario(rules)
    skeletons = s.battlefield(0, "Drudge Skeletons")
    s.battlefield(0, "Swamp")
    plague = s.hand(1, "Engineered Plague")
    for _ in range(3):
        s.battlefield(1, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skeletons)
    resolve_stack(g)
    pass_until(g, Step.MAIN1, active=1)
    cast(g, plague)
    resolve_stack(g)
    choose_type(g, "Skeleton")
    assert ids(g, "Drudge Skeletons") == []


@presets("REG-02")
def test_REG_02b_regeneration_cant_save_from_sacrifice(rules: str) -> None:
    """REG-02 (b) (2003 glossary "Sacrifice", 419.6b): sacrificing the shielded Skeletons to
    Nantuko Husk is not destruction; they go to the graveyard."""
    s = Scenario(rules)
    skeletons = s.battlefield(0, "Drudge Skeletons")
    husk = s.battlefield(0, "Nantuko Husk")
    s.battlefield(0, "Swamp")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, skeletons)
    resolve_stack(g)
    assert obj(g, skeletons).regen_shields == 1
    activate(g, husk, costs=[skeletons])
    assert ids(g, "Drudge Skeletons") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Drudge Skeletons"]


# -- REG-04 ----------------------------------------------------------------------------------------
def _troll_blocks_basilisk(rules: str, shields: int) -> Game:
    s = Scenario(rules)
    basilisk = s.battlefield(0, "Serpentine Basilisk", allow_unplayable=True)
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    troll = s.battlefield(1, "Albino Troll", allow_unplayable=True)
    for _ in range(2 * shields):
        s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {basilisk: 1})
    block(g, {troll: basilisk})
    for _ in range(shields):  # P2 sets up the shields
        pass_priority(g)
        activate(g, troll)
        resolve_stack(g)
    cast(g, shock, targets=[troll])  # before damage
    resolve_stack(g)
    assert obj(g, troll).damage == 2 and obj(g, troll).regen_shields == shields
    to_damage(g)
    assert ids(g, "Serpentine Basilisk") == []
    t = obj(g, troll)
    assert t.tapped and t.damage == 0  # the lethal-damage destruction was replaced
    assert g.state.combat is not None and troll not in g.state.combat.blockers
    resolve_stack(g)  # the Basilisk's trigger (it did deal combat damage)
    pass_until(g, Step.END_COMBAT)
    resolve_stack(g)  # destroy it at end of combat
    return g


@presets("REG-04")
def test_REG_04_one_shield_per_destruction_event(rules: str) -> None:
    """REG-04 (seed 004 general rule 8; 2003 419.6b, 406.2, 420.5c): one shield replaces the
    lethal-damage destruction; the Basilisk's delayed destroy then finds no shield."""
    g = _troll_blocks_basilisk(rules, shields=1)
    assert ids(g, "Albino Troll") == []
    assert names(g, Zone.GRAVEYARD, 1) == ["Albino Troll"]


@presets("REG-04")
def test_REG_04_two_shields_survive_both_destruction_events(rules: str) -> None:
    """REG-04 variant: with two shields set up beforehand the Troll survives both events."""
    g = _troll_blocks_basilisk(rules, shields=2)
    assert len(ids(g, "Albino Troll")) == 1


# -- PRO-01 ----------------------------------------------------------------------------------------
@presets("PRO-01")
def test_PRO_01_wrath_of_god_destroys_a_creature_with_protection_from_white(rules: str) -> None:
    """PRO-01 (Saturday School #1 "D-E-B-T"; 2003 502.7b): no damage, enchanting, blocking or
    targeting is involved, so Black Knight is destroyed."""
    s = Scenario(rules)
    wrath = s.hand(0, "Wrath of God")
    for _ in range(4):
        s.battlefield(0, "Plains")
    s.battlefield(1, "Black Knight")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, wrath)
    resolve_stack(g)
    assert ids(g, "Black Knight") == []
    assert names(g, Zone.GRAVEYARD, 1) == ["Black Knight"]


# -- PRO-02 ----------------------------------------------------------------------------------------
def _charm_vs_crusader(rules: str) -> tuple[Game, int, int, int]:
    s = Scenario(rules)
    charm = s.hand(0, "Darigaaz's Charm", allow_unplayable=True)
    for land in ("Swamp", "Mountain", "Forest"):
        s.battlefield(0, land)
    crusader = s.battlefield(1, "Mystic Crusader", allow_unplayable=True)  # threshold is irrelevant
    bears = s.battlefield(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    return s.start(), charm, crusader, bears


@presets("PRO-02")
def test_PRO_02_multicolored_spells_are_every_color_they_contain(rules: str) -> None:
    """PRO-02 (Saturday School #8; 2003 502.7b, 203.2): the black-red-green Charm (damage mode) can't
    target Mystic Crusader (protection from black and from red)."""
    g, charm, crusader, bears = _charm_vs_crusader(rules)
    g.apply(CastSpell(charm))
    assert g.pending is not None and g.pending.kind == "choose_mode"  # the mode first (2003 409.1b)
    assert g.legal_actions() == [ChooseMode(1), ChooseMode(2)]  # no creature card in P1's graveyard
    g.apply(ChooseMode(1))  # 3 damage to any target
    assert g.pending is not None and g.pending.kind == "target"
    legal = g.legal_actions()
    assert ChooseTarget(("object", crusader)) not in legal
    assert ChooseTarget(("object", bears)) in legal


@presets("PRO-02")
def test_PRO_02_the_charms_colors_cant_target_the_crusader(rules: str) -> None:
    """PRO-02, the targeting rule alone (2003 502.7b, 203.2): a spell that is black, red and green
    can't target a creature with protection from black and from red (checked with the engine's
    target rules, since the modal Charm can't be cast yet)."""
    g, charm, crusader, bears = _charm_vs_crusader(rules)
    card = obj(g, charm).card
    assert card.colors == frozenset({"B", "R", "G"})
    spec = TargetSpec(("creature", "player"))
    options = legal_targets(g.state, spec, 0, charm, card.colors)
    assert ("object", crusader) not in options
    assert ("object", bears) in options


# -- PRO-03 ----------------------------------------------------------------------------------------
@presets("PRO-03")
def test_PRO_03_gaining_protection_makes_an_enchantment_fall_off(rules: str) -> None:
    """PRO-03 (2003 502.7b, 420.5d): Jareth gains protection from white; P2's Pacifism goes to P2's
    graveyard at the next state-based check and Jareth can attack."""
    s = Scenario(rules)
    jareth = s.battlefield(0, "Jareth, Leonine Titan")
    s.battlefield(0, "Plains")
    s.battlefield(1, "Pacifism", attached_to=jareth)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, jareth)
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "choose_color"  # chosen on resolution
    g.apply(ChooseColor("W"))
    assert names(g, Zone.GRAVEYARD, 1) == ["Pacifism"]
    pass_until(g, Step.DECLARE_ATTACKERS)
    assert g.pending is not None and g.pending.kind == "attackers"


# -- PRO-06 ----------------------------------------------------------------------------------------
@presets("PRO-06")
def test_PRO_06_protection_from_creatures_blocks_creature_sourced_targeting(rules: str) -> None:
    """PRO-06 (Saturday School #2; 2003 502.7b): Warrior en-Kor's ability comes from a creature, so
    it can't target Beloved Chaplain (protection from creatures)."""
    s = Scenario(rules)
    kor = s.battlefield(0, "Warrior en-Kor", allow_unplayable=True)
    chaplain = s.battlefield(0, "Beloved Chaplain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, kor)
    assert g.pending is not None and g.pending.kind == "target"
    legal = g.legal_actions()
    assert ChooseTarget(("object", chaplain)) not in legal
    assert ChooseTarget(("object", kor)) in legal
