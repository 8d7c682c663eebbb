"""Ruling scenarios: layers (LAY-01, 03, 05, 08), banding (BND), text changing (TXT), Lifeline /
Ball Lightning (LFB) and Serra Avatar (SAV). LAY-06 is in ``test_scenarios_morph``.

Scenarios whose rules the engine lacks are kept as the real scenario, marked strict xfail with the
missing feature.
"""

from __future__ import annotations

import pytest

from oldframe.rules.actions import DeclareAttacker
from oldframe.rules.characteristics import colors_of, power, toughness
from oldframe.rules.state import ContinuousEffect, Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    attack,
    block,
    cast,
    ids,
    names,
    obj,
    pass_priority,
    pass_until,
    player,
    resolve_stack,
)

ALL = pytest.mark.parametrize("rules", ["oldframe", "modern"])
OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])


def _lands(s: Scenario, p: int, name: str, n: int) -> None:
    for _ in range(n):
        s.battlefield(p, name)


# -- layers ---------------------------------------------------------------------------------------
@OLDFRAME
def test_LAY_01_counters_apply_after_a_later_pt_setting_effect_under_current_rules(rules: str) -> None:
    """LAY-01 (scourge2003 only; expected under oldframe): Humble's 0/1 is a layer 7b setting effect
    and the +1/+1 counter applies afterwards (CR 613.4b–c): the Bears are 1/2. (2003 418.5e would
    give 0/1.)"""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    humble = s.hand(1, "Humble")
    _lands(s, 1, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (3, 3)
    pass_priority(g)
    cast(g, humble, targets=[bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (1, 2)


@OLDFRAME
@pytest.mark.xfail(strict=True, reason="needs Aquamoeba's power/toughness switch (layer 7d, CR 613.4d)")
def test_LAY_03_pt_switching_applies_last_under_current_rules(rules: str) -> None:
    """LAY-03 (scourge2003 only; expected under oldframe, CR 613.4c–d): run B: switch first (3/1),
    then Castle enters: 5/1."""
    s = Scenario(rules)
    moeba = s.battlefield(0, "Aquamoeba")
    s.hand(0, "Island")
    castle = s.hand(0, "Castle")
    _lands(s, 0, "Plains", 4)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, moeba, costs=[ids(g, "Island", Zone.HAND)[0]])
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (3, 1)
    cast(g, castle)
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (5, 1)


@ALL
def test_LAY_05_color_change_applies_before_an_anthem_that_cares_about_color(rules: str) -> None:
    """LAY-05 (2003 418.5b–c): Crusade first, then Shifting Sky (white): the Bears are white 3/3;
    once the Sky is destroyed they are green 2/2. (Shifting Sky's "as it comes into play" color
    choice is set up directly.)"""
    s = Scenario(rules)
    s.battlefield(0, "Crusade")
    sky = s.battlefield(0, "Shifting Sky", allow_unplayable=True)
    s.state.effects.append(ContinuousEffect("chosen_color", sky, 0, "while_there", value="W"))
    bears = s.battlefield(1, "Grizzly Bears")
    disenchant = s.hand(1, "Disenchant")
    _lands(s, 1, "Plains", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    o = obj(g, bears)
    assert colors_of(g.state, o) == frozenset({"W"})
    assert (power(g.state, o), toughness(g.state, o)) == (3, 3)
    cast(g, disenchant, targets=[sky])
    resolve_stack(g)
    assert colors_of(g.state, o) == frozenset({"G"})
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2)


@ALL
@pytest.mark.xfail(strict=True, reason="needs Enchantment Alteration (moving an Aura: new timestamp) and "
                   "color-setting Auras")
def test_LAY_08_a_local_enchantment_moved_to_another_creature_gets_a_new_timestamp(rules: str) -> None:
    """LAY-08 (seed 003 E.9.2; 2003 418.5c, glossary "Move"): aura A (black) moved onto X, which has
    aura B (white) from time 1: X is black."""
    s = Scenario(rules)
    x = s.battlefield(0, "Grizzly Bears")
    y = s.battlefield(0, "Hill Giant")
    alteration = s.hand(0, "Enchantment Alteration")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, alteration, targets=[y, x])
    resolve_stack(g)
    assert colors_of(g.state, obj(g, x)) == frozenset({"B"})


# -- banding --------------------------------------------------------------------------------------
@ALL
@pytest.mark.xfail(strict=True, reason="needs banding (2003 502.10; CR 702.22): bands, blocking a band, the "
                   "attacking player assigning the blocker's damage")
def test_BND_01_blocking_one_member_of_an_attacking_band_blocks_the_whole_band(rules: str) -> None:
    """BND-01 (2003 502.10e, 502.10h): Hill Giant blocks the Bears of a Pegasus+Bears band: the
    Pegasus is blocked too."""
    s = Scenario(rules)
    pegasus = s.battlefield(0, "Mesa Pegasus")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {pegasus: 1, bears: 1})
    block(g, {giant: bears})
    assert g.state.combat is not None and pegasus in g.state.combat.blocked


@ALL
@pytest.mark.xfail(strict=True, reason="needs banding (2003 502.10h): the attacking player assigns the "
                   "blocker's damage among the band")
def test_BND_02_attacking_player_assigns_the_blockers_damage_among_the_band(rules: str) -> None:
    """BND-02 (2003 502.10h): P1 puts all 3 of Hill Giant's damage on Craw Wurm; the Giant dies, Hero
    and Wurm survive."""
    s = Scenario(rules)
    hero = s.battlefield(0, "Benalish Hero")
    wurm = s.battlefield(0, "Craw Wurm")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {hero: 1, wurm: 1})
    block(g, {giant: wurm})
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Hill Giant") == [] and ids(g, "Benalish Hero") == [hero] and ids(g, "Craw Wurm") == [wurm]


@ALL
@pytest.mark.xfail(strict=True, reason="needs banding (2003 502.10b): declaring bands and rejecting a band "
                   "with two creatures without banding")
def test_BND_04_a_band_may_contain_at_most_one_creature_without_banding(rules: str) -> None:
    """BND-04 (2003 502.10b, 308.3): Hero + Bears + Giant as one band is illegal."""
    s = Scenario(rules)
    s.battlefield(0, "Benalish Hero")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    assert any(a.kind == "band" for a in g.legal_actions())


@OLDFRAME
@pytest.mark.xfail(strict=True, reason="needs banding and 'bands with other Legends' (CR 702.22c)")
def test_BND_06_bands_with_other_legends_under_current_rules(rules: str) -> None:
    """BND-06 (scourge2003 only; expected under oldframe, CR 702.22c): a "bands with other Legends"
    band may contain only Legends."""
    s = Scenario(rules)
    s.battlefield(0, "Benalish Hero")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    assert any(a.kind == "band" for a in g.legal_actions())
    assert DeclareAttacker  # the band declaration action does not exist yet


# -- text changing --------------------------------------------------------------------------------
@ALL
@pytest.mark.xfail(strict=True, reason="needs text-changing effects (Sleight of Mind; 2003 415.4)")
def test_TXT_02_granted_abilities_cant_be_text_changed_on_the_recipient(rules: str) -> None:
    """TXT-02 (seed 003 E.13.2; 2003 415.4): Sleight of Mind on the Bears doesn't change the
    protection from black its aura grants."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    sleight = s.hand(0, "Sleight of Mind")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, sleight, targets=[bears])
    resolve_stack(g)


@ALL
@pytest.mark.xfail(strict=True, reason="needs text-changing effects (Magical Hack; 2003 415.4, 214.9e)")
def test_TXT_03_magical_hack_on_a_dual_land_changes_its_mana(rules: str) -> None:
    """TXT-03 (2003 glossary "Dual Land"): Taiga hacked mountain → plains taps for {W} or {G}."""
    s = Scenario(rules)
    taiga = s.battlefield(1, "Taiga")
    hack = s.hand(0, "Magical Hack")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, hack, targets=[taiga])
    resolve_stack(g)
    assert "Plains" in obj(g, taiga).card.subtypes


@OLDFRAME
@pytest.mark.xfail(strict=True, reason="needs text-changing effects (Artificial Evolution) and Battle Screech")
def test_TXT_04_artificial_evolution_on_a_token_spell_under_current_rules(rules: str) -> None:
    """TXT-04 (scourge2003 only; expected under oldframe, CR 111.4): Goblin tokens named "Goblin
    Token"; a later Goblin → Elf change keeps the name."""
    s = Scenario(rules)
    screech = s.hand(0, "Battle Screech")
    _lands(s, 0, "Plains", 4)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, screech)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 0).count("Goblin Token") == 2


# -- Lifeline / Ball Lightning --------------------------------------------------------------------
@ALL
@pytest.mark.xfail(strict=True, reason="needs Lifeline (a 'whenever a creature is put into a graveyard from "
                   "play' trigger with a delayed return) and 2003 313.2 end-of-turn timing for the return")
def test_LFB_02_lifeline_and_ball_lightning_that_died_in_combat(rules: str) -> None:
    """LFB-02 (seed 001; 2003 313.2, 406.2): Ball Lightning returns at turn N's end-of-turn step and is
    not sacrificed until turn N+1's end-of-turn step."""
    s = Scenario(rules)
    s.battlefield(0, "Lifeline")
    s.battlefield(0, "Grizzly Bears")
    ball = s.battlefield(0, "Ball Lightning")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    attack(g, {ball: 1})
    block(g, {giant: ball})
    pass_until(g, Step.END_OF_TURN)
    pass_until(g, Step.MAIN1, active=1)
    assert ids(g, "Ball Lightning")


@ALL
@pytest.mark.xfail(strict=True, reason="needs Lifeline (trigger with an intervening 'another creature is in "
                   "play' condition)")
def test_LFB_04_lifeline_needs_another_creature_in_play(rules: str) -> None:
    """LFB-04 (seed 001; 2003 404.3, 410.8): the sacrificed Ball Lightning was the only creature: it
    stays in the graveyard."""
    s = Scenario(rules)
    s.battlefield(0, "Lifeline")
    s.battlefield(0, "Ball Lightning")
    s.turn(active=0, step=Step.MAIN2)
    g = s.start()
    pass_until(g, Step.CLEANUP)
    assert names(g, Zone.GRAVEYARD, 0) == ["Ball Lightning"]


@ALL
@pytest.mark.xfail(strict=True, reason="needs Lifeline and Opal Gargoyle (becoming a creature on an "
                   "opponent's creature spell)")
def test_LFB_05_lifeline_returns_a_sleeping_enchantment_that_died_as_a_creature(rules: str) -> None:
    """LFB-05 (seed 001 ruling 4; 2003 410.10d, 217.5c): the Gargoyle returns as an enchantment."""
    s = Scenario(rules)
    s.battlefield(0, "Lifeline")
    gargoyle = s.battlefield(0, "Opal Gargoyle")
    s.battlefield(0, "Grizzly Bears")
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    pass_priority(g)
    cast(g, shock, targets=[gargoyle])
    resolve_stack(g)
    pass_until(g, Step.CLEANUP)
    assert ids(g, "Opal Gargoyle")


# -- Serra Avatar ---------------------------------------------------------------------------------
@ALL
@pytest.mark.xfail(strict=True, reason="needs Serra Avatar's 'shuffle into library instead of the graveyard' "
                   "replacement and Mind Rot")
def test_SAV_01_serra_avatar_going_to_a_graveyard_is_shuffled_instead(rules: str) -> None:
    """SAV-01 (seed 001; Saturday School #6; 2003 419.6): discarded to Mind Rot, Serra Avatar is
    shuffled into P1's library; the other card goes to the graveyard."""
    s = Scenario(rules)
    s.hand(0, ["Serra Avatar", "Grizzly Bears"])
    rot = s.hand(1, "Mind Rot")
    _lands(s, 1, "Swamp", 3)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, rot, targets=[player(0)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert ids(g, "Serra Avatar", Zone.LIBRARY)


@ALL
@pytest.mark.xfail(strict=True, reason="needs Grindstone's repeat process and a mandatory-loop detector "
                   "(CR 104.4b: a mandatory loop is a draw)")
def test_SAV_03_grindstone_against_only_serra_avatars_is_a_draw(rules: str) -> None:
    """SAV-03 (Saturday School #6; 2003 102.6, 421.4): the process repeats forever with no optional
    action: the game is a draw."""
    s = Scenario(rules)
    s.library(0, ["Serra Avatar"] * 4)
    grindstone = s.battlefield(1, "Grindstone")
    _lands(s, 1, "Island", 3)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    activate(g, grindstone, targets=[player(0)])
    resolve_stack(g)
    assert g.state.over and g.state.winners == ()


@ALL
@pytest.mark.xfail(strict=True, reason="needs Serra Avatar as a playable card (its graveyard replacement) and "
                   "Control Magic")
def test_SAV_04_serra_avatar_tracks_its_controllers_life_continuously(rules: str) -> None:
    """SAV-04 (2003 208.2, 418.4): 18/18 after P1 is Shocked; 7/7 under P2's control at 7 life."""
    s = Scenario(rules)
    avatar = s.battlefield(0, "Serra Avatar")
    shock = s.hand(1, "Shock")
    magic = s.hand(1, "Control Magic")
    _lands(s, 1, "Island", 4)
    s.battlefield(1, "Mountain")
    s.life(1, 7)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, targets=[player(0)])
    resolve_stack(g)
    assert (power(g.state, obj(g, avatar)), toughness(g.state, obj(g, avatar))) == (18, 18)
    cast(g, magic, targets=[avatar])
    resolve_stack(g)
    assert (power(g.state, obj(g, avatar)), toughness(g.state, obj(g, avatar))) == (7, 7)
