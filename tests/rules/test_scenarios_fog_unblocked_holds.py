"""Ruling scenarios on Fog effects (FOG-*), "is not blocked" abilities (NBL-*), cantrips (CAN-*) and
tap-and-hold effects (TAH-*)."""

from __future__ import annotations

import dataclasses

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import ChooseType, FinishDeclaring
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.events import ControlChanged, DamageDealt, Fizzled, Triggered
from oldframe.rules.model.cards import Behaviour, DrawNextUpkeep, SpellAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    block,
    cast,
    choose,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
    target,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])


def to_damage(g: Game) -> None:
    pass_until(g, Step.COMBAT_DAMAGE)
    if g.state.stack and g.state.stack[-1].kind == "combat_damage":
        resolve_stack(g)


def triggered(g: Game, name: str) -> bool:
    return any(isinstance(e, Triggered) and e.name == name for e in g.log)


# -- FOG-01 ----------------------------------------------------------------------------------------
@presets("FOG-01")
def test_FOG_01_fog_stops_combat_damage_only(rules: str) -> None:
    """FOG-01 (seed 003 E.6 ruling 1; 2003 419.7, glossary "Combat Damage"): no combat damage is
    dealt, but Prodigal Sorcerer's ping afterwards deals its 1."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears")
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {bears: 1})
    pass_until(g, Step.DECLARE_BLOCKERS, player=1)
    cast(g, fog)  # P2, in the declare-blockers step
    resolve_stack(g)
    to_damage(g)
    assert g.state.players[1].life == 20
    activate(g, sorcerer, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 19


# -- FOG-03 ----------------------------------------------------------------------------------------
@presets("FOG-03")
def test_FOG_03_fog_doesnt_stop_an_attacks_and_isnt_blocked_ability(rules: str) -> None:
    """FOG-03 (seed 003 E.6 ruling 3, E.7 ruling 2; 2003 glossary "Attacks and Isn't Blocked"):
    after Fog, the unblocked Ophidian's trigger still lets P1 draw a card."""
    s = Scenario(rules)
    ophidian = s.battlefield(0, "Ophidian")
    fog = s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {ophidian: 1})
    pass_priority(g)
    cast(g, fog)  # P2, in the declare-attackers step
    resolve_stack(g)
    pass_until(g, Step.DECLARE_BLOCKERS)  # no blockers; the trigger is on the stack
    assert [it.source_name for it in g.state.stack] == ["Ophidian"]
    hand = len(g.state.players[0].hand)
    resolve_stack(g)
    answer(g, True)
    assert len(g.state.players[0].hand) == hand + 1
    to_damage(g)
    assert g.state.players[1].life == 20


# -- NBL-02 ----------------------------------------------------------------------------------------
@presets("NBL-02")
def test_NBL_02_illegal_target_cancels_the_deals_no_combat_damage_rider(rules: str) -> None:
    """NBL-02 (seed 003 E.7 ruling 1; 2003 413.2a): the Bears are Unsummoned in response, so the
    Vigilantes' trigger is countered on resolution — the "assigns no combat damage" rider with it —
    and the Vigilantes deal 2 combat damage to P2."""
    s = Scenario(rules)
    vigilantes = s.battlefield(0, "Dwarven Vigilantes")
    bears = s.battlefield(1, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {vigilantes: 1})
    pass_until(g, Step.DECLARE_BLOCKERS)
    g.apply(FinishDeclaring())  # P2 blocks with nothing
    target(g, bears)  # the trigger's target, chosen as it goes on the stack
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"]
    resolve_stack(g)  # the trigger: countered, no "may" asked
    assert g.pending is not None and g.pending.kind == "priority"
    assert any(isinstance(e, Fizzled) and e.name == "Dwarven Vigilantes" for e in g.log)
    to_damage(g)
    assert g.state.players[1].life == 18


# -- NBL-03 ----------------------------------------------------------------------------------------
@presets("NBL-03")
def test_NBL_03_a_blocked_attacker_stays_blocked(rules: str) -> None:
    """NBL-03 (2003 310.1c, glossary "Blocked Creature", "Attacks and Isn't Blocked"): Ophidian was
    blocked, so its ability never triggers; with its blocker Unsummoned it stays blocked and deals
    no combat damage."""
    s = Scenario(rules)
    ophidian = s.battlefield(0, "Ophidian")
    bears = s.battlefield(1, "Grizzly Bears")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {ophidian: 1})
    block(g, {bears: ophidian})
    assert g.state.stack == []
    pass_priority(g)
    cast(g, unsummon, targets=[bears])
    resolve_stack(g)
    to_damage(g)
    assert not triggered(g, "Ophidian")
    assert g.state.players[1].life == 20
    assert not [e for e in g.log if isinstance(e, DamageDealt) and e.source == ophidian]


# -- CAN-01 ----------------------------------------------------------------------------------------
@presets("CAN-01")
def test_CAN_01_cantrip_whose_only_target_is_gone_draws_nothing(rules: str) -> None:
    """CAN-01 (seed 003 E.2 ruling 2; 2003 413.2a): the Bears are sacrificed in response, so
    Repulse is countered on resolution and P1 draws no card."""
    s = Scenario(rules)
    repulse = s.hand(0, "Repulse")
    for _ in range(3):
        s.battlefield(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    husk = s.battlefield(1, "Nantuko Husk")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, repulse, targets=[bears])
    hand = len(g.state.players[0].hand)
    pass_priority(g)
    activate(g, husk, costs=[bears])
    resolve_stack(g)
    resolve_stack(g)  # Repulse
    assert len(g.state.players[0].hand) == hand
    assert names(g, Zone.GRAVEYARD, 0) == ["Repulse"]


# -- CAN-02 ----------------------------------------------------------------------------------------
@presets("CAN-02")
def test_CAN_02_next_turns_upkeep_draw_happens_in_the_opponents_turn(rules: str) -> None:
    """CAN-02 (seed 003 E.2 ruling 1; 2003 406.2): Portent's delayed draw happens at the beginning of
    P2's upkeep, the next turn's."""
    s = Scenario(rules)
    portent = s.hand(0, "Portent")
    s.battlefield(0, "Island")
    s.library(0, ["Island", "Hill Giant", "Shock", "Grizzly Bears"])  # Island on top
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, portent, targets=[player(0)])
    resolve_stack(g)
    lib = g.state.players[0].library
    island, giant, shock = lib[-1], lib[-2], lib[-3]
    assert g.pending is not None and g.pending.kind == "pick"
    assert g.state.decision is not None and set(g.state.decision.data["options"]) == {
        island, giant, shock}
    choose(g, shock)  # the new top card
    choose(g, island)  # then the Island; the Giant goes third
    answer(g, False)  # no shuffle
    assert g.state.players[0].library[-3:] == [giant, island, shock]
    hand = len(g.state.players[0].hand)
    pass_until(g, Step.UPKEEP, active=1)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 1
    assert "Shock" in names(g, Zone.HAND, 0) and g.state.players[0].library[-1] == island


@presets("CAN-02")
def test_CAN_02_delayed_next_upkeep_draw_harness(rules: str) -> None:
    """CAN-02, the delayed draw alone (2003 406.2, 404.4), with a harness sorcery that only says
    "Draw a card at the beginning of the next turn's upkeep.": P1 draws in P2's upkeep."""
    portent = default_registry().get("Portent")
    card = dataclasses.replace(portent, name="Harness Portent",
                               text="Draw a card at the beginning of the next turn's upkeep.", playable=True,
                               unplayable_reason="",
                               behaviour=Behaviour(spell=SpellAbility((DrawNextUpkeep("controller"),))))
    s = Scenario(rules)
    spell = s.custom(0, card, Zone.HAND)
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, spell)
    resolve_stack(g)
    hand = len(g.state.players[0].hand)
    pass_until(g, Step.UPKEEP, active=1)
    assert [(it.kind, it.controller) for it in g.state.stack] == [("delayed", 0)]
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 1
    pass_until(g, Step.UPKEEP, active=0)
    assert g.state.stack == []  # it happens once


# -- TAH-01 ----------------------------------------------------------------------------------------
def _oppressor(rules: str) -> tuple[Game, int, int, int]:
    s = Scenario(rules)
    oppressor = s.battlefield(0, "Callous Oppressor")
    bears = s.battlefield(1, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    d = g.state.decision  # "an opponent chooses a creature type" as it is put into play (CR 614.12)
    assert d is not None and d.kind == "entry_choice" and d.player == 1
    g.apply(ChooseType("Wizard"))
    activate(g, oppressor, targets=[bears])
    return g, oppressor, bears, shock


@presets("TAH-01")
def test_TAH_01_tap_and_hold_never_starts_if_the_source_is_gone(rules: str) -> None:
    """TAH-01 (Saturday School #4; 2003 418.3d): the Oppressor dies in response, so when the ability
    resolves its duration has already ended: P1 never gains control of the Bears."""
    g, oppressor, bears, shock = _oppressor(rules)
    pass_priority(g)
    cast(g, shock, targets=[oppressor])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Callous Oppressor"]
    resolve_stack(g)  # the ability
    assert obj(g, bears).controller == 1
    assert not any(isinstance(e, ControlChanged) for e in g.log)


# -- TAH-02 ----------------------------------------------------------------------------------------
@presets("TAH-02")
def test_TAH_02_control_ends_when_the_tapped_source_leaves_play(rules: str) -> None:
    """TAH-02 (Saturday School #4; seed 003 E.11 ruling 1; 2003 418.3d, 306.2): P1 controls the
    Bears while the Oppressor stays tapped; when it leaves play the Bears return to P2 at once."""
    g, oppressor, bears, shock = _oppressor(rules)
    resolve_stack(g)
    assert obj(g, bears).controller == 0 and obj(g, oppressor).tapped
    pass_priority(g)
    cast(g, shock, targets=[oppressor])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Callous Oppressor"]
    assert obj(g, bears).controller == 1


# -- TAH-04 ----------------------------------------------------------------------------------------
@presets("TAH-04")
def test_TAH_04_untapped_before_resolution_no_effect(rules: str) -> None:
    """TAH-04 (2003 418.3d example): Endoskeleton is Twiddled untapped in response, so its ability
    does nothing: the Bears never get +0/+3."""
    s = Scenario(rules)
    endo = s.battlefield(0, "Endoskeleton", allow_unplayable=True)
    bears = s.battlefield(0, "Grizzly Bears")
    twiddle = s.hand(0, "Twiddle")
    for _ in range(3):
        s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, endo, targets=[bears])
    cast(g, twiddle, targets=[endo])
    resolve_stack(g)
    answer(g, True)  # untap it
    assert not obj(g, endo).tapped
    resolve_stack(g)  # Endoskeleton's ability
    b = obj(g, bears)
    assert (power(g.state, b), toughness(g.state, b)) == (2, 2)
    assert not [e for e in g.state.effects if e.affected == bears]


@presets("TAH-04")
def test_TAH_04_while_tapped_bonus_ends_when_endoskeleton_untaps(rules: str) -> None:
    """TAH-04 contrast (2003 418.3d): left tapped, Endoskeleton's +0/+3 lasts until it untaps in
    P1's next untap step."""
    s = Scenario(rules)
    endo = s.battlefield(0, "Endoskeleton", allow_unplayable=True)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, endo, targets=[bears])
    resolve_stack(g)
    assert toughness(g.state, obj(g, bears)) == 5
    pass_until(g, Step.UPKEEP, active=1)
    assert toughness(g.state, obj(g, bears)) == 5  # still tapped in P2's turn
    pass_until(g, Step.UPKEEP, active=0)
    assert not obj(g, endo).tapped and toughness(g.state, obj(g, bears)) == 2
