"""Ruling scenarios on damage-triggered abilities and life: D6 lifelink/deathtouch-style triggers
(LIF-*), Worship (WOR-*) and poison (POI-*).

Lifelink- and deathtouch-style texts of the era are ordinary triggered abilities (seed 000 §6): they
use the stack under every preset, because the engine plays the 2003 card texts.
"""

from __future__ import annotations

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def to_damage(g: Game, step: Step = Step.COMBAT_DAMAGE) -> None:
    """Go to the damage step and get the combat damage dealt: under ``oldframe`` it waits on the
    stack (2003 310.3) and resolves when both pass; under ``modern`` it was dealt as the step began."""
    pass_until(g, step)
    if g.state.stack and g.state.stack[-1].kind == "combat_damage":
        resolve_stack(g)


def stack_sources(g: Game) -> list[str]:
    return [it.source_name for it in g.state.stack]


# -- LIF-01 ----------------------------------------------------------------------------------------
@presets("LIF-01")
def test_LIF_01_lifelink_style_trigger_uses_the_stack_player_can_die_before_gaining(rules: str) -> None:
    """LIF-01 (seed 000 §6; 2003 404.2, 420.5a): Spirit Link's life gain is a trigger on the stack;
    P2 Shocks P1 in response and P1 (at 0) loses before it resolves."""
    s = Scenario(rules)
    s.life(0, 2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Spirit Link", attached_to=bears)
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    to_damage(g)
    assert g.state.players[1].life == 18
    assert stack_sources(g) == ["Spirit Link"]
    pass_priority(g)  # P1
    cast(g, shock, targets=[player(0)])  # P2 responds
    resolve_stack(g)
    assert g.state.players[0].life == 0
    assert g.state.over and g.state.winners == (1,)


# -- LIF-03 ----------------------------------------------------------------------------------------
@presets("LIF-03")
def test_LIF_03_enchantment_controller_gains_the_life(rules: str) -> None:
    """LIF-03 (Saturday School #1; 2003 410.2, 214.8i): P2's Armadillo Cloak on P1's Angel: the
    trigger is P2's, so P2 loses 7 and gains 7; P1 gains nothing."""
    s = Scenario(rules)
    angel = s.battlefield(0, "Angel of Retribution")
    s.battlefield(1, "Armadillo Cloak", attached_to=angel)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {angel: 1})
    to_damage(g, Step.FIRST_STRIKE_DAMAGE)  # the Angel has first strike
    assert g.state.players[1].life == 13
    assert [(it.source_name, it.controller) for it in g.state.stack] == [("Armadillo Cloak", 1)]
    resolve_stack(g)
    assert g.state.players[1].life == 20
    assert g.state.players[0].life == 20


# -- LIF-05 ----------------------------------------------------------------------------------------
@presets("LIF-05")
def test_LIF_05_basilisk_destruction_comes_from_a_trigger_and_survives_its_death(rules: str) -> None:
    """LIF-05 (seed 000 §6; Onslaught Oracle; 2003 410.10d, 406.2, 311.1): the Basilisk dies to the
    Wurm, but its trigger still sets up the delayed destruction; at end of combat the Wurm dies."""
    s = Scenario(rules)
    wurm = s.battlefield(0, "Craw Wurm")
    basilisk = s.battlefield(1, "Serpentine Basilisk", allow_unplayable=True)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {wurm: 1})
    block(g, {basilisk: wurm})
    to_damage(g)
    assert "Serpentine Basilisk" not in names(g, Zone.BATTLEFIELD)  # 6 damage: destroyed
    assert obj(g, wurm).damage == 2
    assert stack_sources(g) == ["Serpentine Basilisk"]
    resolve_stack(g)  # sets up "destroy that creature at end of combat"
    assert ids(g, "Craw Wurm") == [wurm]
    pass_until(g, Step.END_COMBAT)
    assert stack_sources(g) == ["Serpentine Basilisk"]  # the delayed trigger
    resolve_stack(g)
    assert ids(g, "Craw Wurm") == []
    assert names(g, Zone.GRAVEYARD, 0) == ["Craw Wurm"]


# -- LIF-06 ----------------------------------------------------------------------------------------
@presets("LIF-06")
def test_LIF_06_regeneration_beats_the_deathtouch_style_destroy(rules: str) -> None:
    """LIF-06 (seed 000 §6; 2003 419.6b, 406.2): with the delayed destroy on the stack, P2
    regenerates the Troll; the destruction is replaced (tapped, damage removed) and it stays."""
    s = Scenario(rules)
    basilisk = s.battlefield(0, "Serpentine Basilisk", allow_unplayable=True)
    troll = s.battlefield(1, "Albino Troll", allow_unplayable=True)  # echo is irrelevant here
    s.battlefield(1, "Forest")
    s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {basilisk: 1})
    block(g, {troll: basilisk})
    to_damage(g)
    assert ids(g, "Serpentine Basilisk") == []
    assert obj(g, troll).damage == 2
    resolve_stack(g)  # the Basilisk's trigger
    pass_until(g, Step.END_COMBAT)
    assert stack_sources(g) == ["Serpentine Basilisk"]
    pass_priority(g)  # P1
    activate(g, troll)  # P2: {1}{G}: Regenerate
    resolve_stack(g)
    resolve_stack(g)  # the delayed destroy
    assert ids(g, "Albino Troll") == [troll]
    assert obj(g, troll).tapped and obj(g, troll).damage == 0


# -- LIF-07 ----------------------------------------------------------------------------------------
@presets("LIF-07")
def test_LIF_07_wall_of_hope_gains_for_all_damage_dealt(rules: str) -> None:
    """LIF-07 (Saturday School #14; 2003 410.10d, 420.5c): the second Shock kills the Wall, and its
    trigger still gains the full 2 life."""
    s = Scenario(rules)
    s.life(0, 10)
    wall = s.battlefield(0, "Wall of Hope")
    shocks = s.hand(1, ["Shock", "Shock"])
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    cast(g, shocks[0], targets=[wall])
    resolve_stack(g)
    resolve_stack(g)  # Wall of Hope's trigger
    assert g.state.players[0].life == 12 and obj(g, wall).damage == 2
    pass_priority(g)
    cast(g, shocks[1], targets=[wall])
    resolve_stack(g)
    assert ids(g, "Wall of Hope") == []  # 4 damage, toughness 3
    assert stack_sources(g) == ["Wall of Hope"]
    resolve_stack(g)
    assert g.state.players[0].life == 14


# -- WOR-01 ----------------------------------------------------------------------------------------
@presets("WOR-01")
def test_WOR_01_worship_life_stops_at_1_and_damage_triggers_still_happen(rules: str) -> None:
    """WOR-01 (seed 001 Specific Card Ruling 10; 2003 419.1, 410.7): P1's life stops at 1, but the
    damage was dealt, so Abyssal Specter's trigger makes P1 discard a card (of P1's choice)."""
    s = Scenario(rules)
    s.life(0, 2)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Grizzly Bears")
    hand = s.hand(0, ["Lightning Bolt", "Shock", "Giant Growth"])
    specter = s.battlefield(1, "Abyssal Specter")
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {specter: 0})
    to_damage(g)
    assert g.state.players[0].life == 1
    assert stack_sources(g) == ["Abyssal Specter"]
    resolve_stack(g)
    assert g.pending is not None and (g.pending.kind, g.pending.player) == ("discard", 0)
    choose(g, hand[1])  # P1 chooses Shock
    assert names(g, Zone.GRAVEYARD, 0) == ["Shock"]
    assert len(g.state.players[0].hand) == 2
    assert g.state.players[0].life == 1


# -- WOR-02 ----------------------------------------------------------------------------------------
@presets("WOR-02")
def test_WOR_02_worship_doesnt_stop_life_loss(rules: str) -> None:
    """WOR-02 (Scourge FAQ; 2003 420.5a, glossary "Damage"): Worship held P1 at 1 after 10 combat
    damage; Final Punishment's life loss isn't damage, so P1 goes to −9 and loses."""
    s = Scenario(rules)
    s.life(0, 5)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Grizzly Bears")
    rhinos = s.battlefield(1, "Crash of Rhinos")
    bears = s.battlefield(1, "Grizzly Bears")
    punishment = s.hand(1, "Final Punishment")
    for _ in range(5):
        s.battlefield(1, "Swamp")
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {rhinos: 0, bears: 0})
    to_damage(g)
    assert g.state.players[0].life == 1
    pass_until(g, Step.MAIN2, active=1)
    cast(g, punishment, targets=[player(0)])
    resolve_stack(g)
    assert g.state.players[0].life == -9
    assert g.state.over and g.state.winners == (1,)


# -- WOR-04 ----------------------------------------------------------------------------------------
@presets("WOR-04")
def test_WOR_04_damage_to_a_worship_player_is_fully_dealt_for_lifelink_style_triggers(rules: str) -> None:
    """WOR-04 (seed 001 Specific Card Ruling 10; 2003 410.7): Worship doesn't prevent damage: P1
    stops at 1 but the Wurm dealt 6, so P2's Spirit Link gains 6."""
    s = Scenario(rules)
    s.life(0, 3)
    s.battlefield(0, "Worship")
    s.battlefield(0, "Grizzly Bears")
    s.life(1, 10)
    wurm = s.battlefield(1, "Craw Wurm")
    s.battlefield(1, "Spirit Link", attached_to=wurm)
    s.turn(active=1, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {wurm: 0})
    to_damage(g)  # P1 declares no blockers on the way
    assert g.state.players[0].life == 1
    resolve_stack(g)  # Spirit Link
    assert g.state.players[1].life == 16


# -- POI-01 ----------------------------------------------------------------------------------------
@presets("POI-01")
def test_POI_01_ten_poison_counters_lose_the_game_regardless_of_life(rules: str) -> None:
    """POI-01 (seed 003 E.10.2; 2003 102.8, 420.5h): the Viper's trigger gives P2 two more poison
    counters (10); P2 loses at the next state-based check, at 19 life."""
    s = Scenario(rules)
    viper = s.battlefield(0, "Marsh Viper")
    s.poison(1, 8)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {viper: 1})
    to_damage(g)
    assert g.state.players[1].life == 19 and g.state.players[1].poison == 8
    resolve_stack(g)
    assert g.state.players[1].poison == 10
    assert g.state.players[1].lost and g.state.over and g.state.winners == (0,)
    assert g.state.players[1].life == 19


# -- POI-03 ----------------------------------------------------------------------------------------
@presets("POI-03")
def test_POI_03_worship_doesnt_stop_poison(rules: str) -> None:
    """POI-03 (seed 003 E.10.3; 2003 420.5h, 410.7): Worship keeps P2 at 1, but the damage was dealt,
    so the Viper's trigger gives P2 the poison counters that make 10; P2 loses."""
    s = Scenario(rules)
    viper = s.battlefield(0, "Marsh Viper")
    s.battlefield(1, "Worship")
    s.battlefield(1, "Grizzly Bears")
    s.life(1, 1)
    s.poison(1, 8)
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {viper: 1})
    to_damage(g)  # P2 declares no blockers on the way
    assert g.state.players[1].life == 1
    assert stack_sources(g) == ["Marsh Viper"]
    resolve_stack(g)
    assert g.state.players[1].poison == 10
    assert g.state.over and g.state.winners == (0,)
