"""Ruling scenarios: layers (LAY-01, 03, 05, 08), banding (BND), text changing (TXT), Lifeline /
Ball Lightning (LFB) and Serra Avatar (SAV). LAY-06 is in ``test_scenarios_morph``.
"""

from __future__ import annotations

import dataclasses

import pytest
from scenario_presets import presets

from oldframe import Game
from oldframe.cards.registry import default_registry
from oldframe.rules.actions import (
    AssignDamage,
    Band,
    CastWith,
    ChooseObject,
    ChooseType,
    DeclareAttacker,
    FinishDeclaring,
)
from oldframe.rules.characteristics import (
    colors_of,
    creature_types,
    has_keyword,
    is_creature,
    is_type,
    power,
    toughness,
)
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.events import Moved
from oldframe.rules.mana import parse_mana
from oldframe.rules.model.cards import AddMana, Behaviour, CardDef, Selector, StaticAbility, TargetSpec
from oldframe.rules.protection import protection_colors
from oldframe.rules.state import ContinuousEffect, Step, Zone
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
OLDFRAME = pytest.mark.parametrize("rules", ["oldframe"])



# -- layers ---------------------------------------------------------------------------------------
@presets("LAY-01")
def test_LAY_01_counters_apply_before_a_later_pt_setting_effect(rules: str) -> None:
    """LAY-01 (scourge2003: 2003 418.5e, glossary "Counter"): counters apply before every other P/T
    effect, so Humble's 0/1 overrides the +1/+1 counter: the Bears are 0/1."""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    humble = s.hand(1, "Humble")
    s.lands(1, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (3, 3)
    pass_priority(g)
    cast(g, humble, targets=[bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (0, 1)


def _moeba_and_castle(rules: str) -> tuple[Game, int, int, int, int]:
    """P1 controls untapped Aquamoeba, four Plains, and holds Castle and an Island to discard; P2 holds
    Disenchant with two Plains."""
    s = Scenario(rules)
    moeba = s.battlefield(0, "Aquamoeba")
    island = s.hand(0, "Island")
    castle = s.hand(0, "Castle")
    s.lands(0, "Plains", 4)
    disenchant = s.hand(1, "Disenchant")
    s.lands(1, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    return s.start(), moeba, island, castle, disenchant


@presets("LAY-03")
def test_LAY_03_switching_in_timestamp_order_castle_first(rules: str) -> None:
    """LAY-03 run A (scourge2003: 2003 418.5c, 418.3c as revised in October 2002): Castle in play,
    then the switch: 1/5 → 5/1; once Castle leaves play: 3/1."""
    g, moeba, island, castle, disenchant = _moeba_and_castle(rules)
    cast(g, castle)
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (1, 5)
    activate(g, moeba, costs=[island])
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (5, 1)
    pass_priority(g)
    cast(g, disenchant, targets=[ids(g, "Castle")[0]])  # P2 destroys Castle
    resolve_stack(g)
    assert ids(g, "Castle", Zone.GRAVEYARD)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (3, 1)


@presets("LAY-03")
def test_LAY_03_switching_in_timestamp_order_switch_first(rules: str) -> None:
    """LAY-03 run B (scourge2003: 2003 418.5c; October 2002 Aquamoeba example 2): the switch first
    (3/1), then Castle enters: its +0/+2 applies after the switch, in timestamp order: 3/3."""
    g, moeba, island, castle, _ = _moeba_and_castle(rules)
    activate(g, moeba, costs=[island])
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (3, 1)
    cast(g, castle)
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (3, 3)


@OLDFRAME
def test_LAY_01_counters_apply_after_a_later_pt_setting_effect_under_current_rules(rules: str) -> None:
    """LAY-01 (scourge2003 only; expected under oldframe): Humble's 0/1 is a layer 7b setting effect
    and the +1/+1 counter applies afterwards (CR 613.4b–c): the Bears are 1/2. (2003 418.5e would
    give 0/1.)"""
    s = Scenario(rules)
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    humble = s.hand(1, "Humble")
    s.lands(1, "Plains", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (3, 3)
    pass_priority(g)
    cast(g, humble, targets=[bears])
    resolve_stack(g)
    assert (power(g.state, obj(g, bears)), toughness(g.state, obj(g, bears))) == (1, 2)


@OLDFRAME
def test_LAY_03_pt_switching_applies_last_under_current_rules(rules: str) -> None:
    """LAY-03 (scourge2003 only; expected under oldframe, CR 613.4c–d): run B: switch first (3/1),
    then Castle enters: 5/1."""
    s = Scenario(rules)
    moeba = s.battlefield(0, "Aquamoeba")
    s.hand(0, "Island")
    castle = s.hand(0, "Castle")
    s.lands(0, "Plains", 4)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    activate(g, moeba, costs=[ids(g, "Island", Zone.HAND)[0]])
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (3, 1)
    cast(g, castle)
    resolve_stack(g)
    assert (power(g.state, obj(g, moeba)), toughness(g.state, obj(g, moeba))) == (5, 1)


@presets("LAY-05")
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
    s.lands(1, "Plains", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    o = obj(g, bears)
    assert colors_of(g.state, o) == frozenset({"W"})
    assert (power(g.state, o), toughness(g.state, o)) == (3, 3)
    cast(g, disenchant, targets=[sky])
    resolve_stack(g)
    assert colors_of(g.state, o) == frozenset({"G"})
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2)


@presets("LAY-08")
def test_LAY_08_a_local_enchantment_moved_to_another_creature_gets_a_new_timestamp(rules: str) -> None:
    """LAY-08 (seed 003 E.9.2; 2003 418.5c, glossary "Move"): aura A (black) moved onto X, which has
    aura B (white) from time 1: X is black."""
    s = Scenario(rules)
    x = s.battlefield(0, "Grizzly Bears")
    y = s.battlefield(0, "Hill Giant")
    a = s.custom(0, _color_aura("Harness Aura A", "B"), attached_to=y)  # time 0
    s.custom(0, _color_aura("Harness Aura B", "W"), attached_to=x)  # time 1
    alteration = s.hand(0, "Enchantment Alteration")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert colors_of(g.state, obj(g, x)) == frozenset({"W"})
    assert colors_of(g.state, obj(g, y)) == frozenset({"B"})
    cast(g, alteration, targets=[a])
    resolve_stack(g)
    choose(g, x)  # "another permanent of that type": the only other creature
    assert obj(g, a).attached_to == x
    assert colors_of(g.state, obj(g, x)) == frozenset({"B"})
    assert colors_of(g.state, obj(g, y)) == frozenset({"R"})


def _color_aura(name: str, color: str) -> CardDef:
    """A harness Aura: "Enchant creature / Enchanted creature is <color>." (layer 5)."""
    return dataclasses.replace(
        default_registry().get("Pacifism"), name=name, colors=frozenset({color}), text="",
        behaviour=Behaviour(enchant=TargetSpec(("creature",)), static=(StaticAbility(
            "set_color", affected=Selector("enchanted"), colors=frozenset({color})),)))


# -- banding --------------------------------------------------------------------------------------
def _attack_in_band(g: Game, attackers: dict[int, int], bands: list[tuple[int, int]]) -> None:
    """Declare ``attackers`` ({attacker: defending player}), then put each pair's bands together."""
    pass_until(g, Step.DECLARE_ATTACKERS, player=g.state.active)
    for a, d in attackers.items():
        g.apply(DeclareAttacker(a, d))
    for a, b in bands:
        g.apply(Band(min(a, b), max(a, b)))
    if g.state.decision is not None and g.state.decision.kind == "attackers":
        g.apply(FinishDeclaring())


def _harness_legend(name: str, legendary: bool) -> CardDef:
    """Harness: a 2/2 creature with "bands with other Legends" (a Legend or not)."""
    bears = default_registry().get("Grizzly Bears")
    return dataclasses.replace(
        bears, name=name, text="Bands with other Legends",
        supertypes=frozenset({"Legendary"}) if legendary else frozenset(),
        behaviour=Behaviour(keywords=frozenset({"bands with other Legends"})))


@presets("BND-01")
def test_BND_01_blocking_one_member_of_an_attacking_band_blocks_the_whole_band(rules: str) -> None:
    """BND-01 (2003 502.10e, 502.10h; CR 702.22h): Hill Giant blocks the Bears of a Pegasus+Bears
    band: the Pegasus is blocked too, and P1 divides the Giant's 3 damage between them."""
    s = Scenario(rules)
    pegasus = s.battlefield(0, "Mesa Pegasus")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    _attack_in_band(g, {pegasus: 1, bears: 1}, [(pegasus, bears)])
    block(g, {giant: bears})
    assert g.state.combat is not None and pegasus in g.state.combat.blocked
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.pending is not None and g.pending.kind == "damage_assignment" and g.pending.player == 0
    g.apply(AssignDamage(("object", bears), 3))
    if g.state.stack and g.state.stack[-1].kind == "combat_damage":
        resolve_stack(g)
    assert ids(g, "Mesa Pegasus") == [pegasus] and ids(g, "Grizzly Bears") == []
    assert g.state.players[1].life == 20 and ids(g, "Hill Giant") == []  # 1 + 2 damage


@presets("BND-02")
def test_BND_02_attacking_player_assigns_the_blockers_damage_among_the_band(rules: str) -> None:
    """BND-02 (2003 502.10h): P1 puts all 3 of Hill Giant's damage on Craw Wurm; the Giant dies, Hero
    and Wurm survive."""
    s = Scenario(rules)
    hero = s.battlefield(0, "Benalish Hero")
    wurm = s.battlefield(0, "Craw Wurm")
    giant = s.battlefield(1, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    _attack_in_band(g, {hero: 1, wurm: 1}, [(hero, wurm)])
    block(g, {giant: wurm})
    pass_until(g, Step.COMBAT_DAMAGE)
    assert g.pending is not None and g.pending.player == 0  # not P2, the Giant's controller
    g.apply(AssignDamage(("object", wurm), 3))
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Hill Giant") == [] and ids(g, "Benalish Hero") == [hero] and ids(g, "Craw Wurm") == [wurm]
    assert g.state.players[1].life == 20


@presets("BND-04")
def test_BND_04_a_band_may_contain_at_most_one_creature_without_banding(rules: str) -> None:
    """BND-04 (2003 502.10b, 308.3; CR 702.22c): Hero + Bears + Giant as one band is illegal; Hero +
    Bears as a band and the Giant alone is legal."""
    s = Scenario(rules)
    hero = s.battlefield(0, "Benalish Hero")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    for a in (hero, bears, giant):
        g.apply(DeclareAttacker(a, 1))
    bands = {(a.attacker, a.with_attacker) for a in g.legal_actions() if isinstance(a, Band)}
    assert bands == {(min(hero, bears), max(hero, bears)), (min(hero, giant), max(hero, giant))}
    g.apply(Band(min(hero, bears), max(hero, bears)))
    # the Giant can't join: two creatures without banding; with nothing left to declare, attacks end
    with pytest.raises(IllegalActionError):
        g.apply(Band(min(hero, giant), max(hero, giant)))
    assert g.pending is not None and g.pending.kind == "priority"
    assert g.state.combat is not None and set(g.state.combat.attackers) == {hero, bears, giant}


@presets("BND-06")
def test_BND_06_bands_with_other_legends(rules: str) -> None:
    """BND-06 (scourge2003: 2003 502.11b): creatures with "bands with other Legends" band together
    whether or not they are Legends: (a) X + Y legal; (b) X + Y + Benalish Hero (banding) legal; (c) a
    creature with neither ability (Grizzly Bears) can't join."""
    s = Scenario(rules)
    x = s.custom(0, _harness_legend("Harness Bander X", False))
    y = s.custom(0, _harness_legend("Harness Bander Y", False))
    hero = s.battlefield(0, "Benalish Hero")
    bears = s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    for a in (x, y, hero, bears):
        g.apply(DeclareAttacker(a, 1))
    bands = {(a.attacker, a.with_attacker) for a in g.legal_actions() if isinstance(a, Band)}
    assert (min(x, y), max(x, y)) in bands  # (a)
    g.apply(Band(min(x, y), max(x, y)))
    after = {frozenset((a.attacker, a.with_attacker)) for a in g.legal_actions() if isinstance(a, Band)}
    assert any({hero, x} <= p or {hero, y} <= p for p in after)  # (b)
    assert not any({bears, x} <= p or {bears, y} <= p for p in after)  # (c)
    pair = next(p for p in after if hero in p)
    g.apply(Band(min(pair), max(pair)))
    after = {frozenset((a.attacker, a.with_attacker)) for a in g.legal_actions() if isinstance(a, Band)}
    assert not any(bears in p and (p & {x, y, hero}) for p in after)  # (c) still, with the Hero in


@OLDFRAME
def test_BND_06_bands_with_other_legends_under_current_rules(rules: str) -> None:
    """BND-06 (scourge2003 only; expected under oldframe, CR 702.22c): a "bands with other Legends"
    band may contain only Legends: (a) X + Y legal, (b) X + Y + Hero and (c) X + Y + Bears illegal;
    non-Legends X' + Y' can't band."""
    s = Scenario(rules)
    x = s.custom(0, _harness_legend("Harness Legend X", True))
    y = s.custom(0, _harness_legend("Harness Legend Y", True))
    hero = s.battlefield(0, "Benalish Hero")
    bears = s.battlefield(0, "Grizzly Bears")
    x2 = s.custom(0, _harness_legend("Harness Bander X", False))
    y2 = s.custom(0, _harness_legend("Harness Bander Y", False))
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=0)
    for a in (x, y, hero, bears, x2, y2):
        g.apply(DeclareAttacker(a, 1))
    bands = {(a.attacker, a.with_attacker) for a in g.legal_actions() if isinstance(a, Band)}
    assert (x, y) in bands  # (a)
    assert (x2, y2) not in bands
    g.apply(Band(x, y))
    after = {frozenset((a.attacker, a.with_attacker)) for a in g.legal_actions() if isinstance(a, Band)}
    assert not any({hero, x} <= p or {hero, y} <= p for p in after)  # (b)
    assert not any({bears, x} <= p or {bears, y} <= p for p in after)  # (c)


# -- text changing --------------------------------------------------------------------------------
def _choose_words(g: Game, old: str, new: str) -> None:
    """Answer a text change's two word choices (the word replaced, then its replacement)."""
    for word in (old, new):
        assert g.pending is not None and g.pending.kind == "choose_word"
        g.apply(ChooseType(word))


@presets("TXT-02")
def test_TXT_02_granted_abilities_cant_be_text_changed_on_the_recipient(rules: str) -> None:
    """TXT-02 (seed 003 E.13.2; 2003 415.4): Sleight of Mind on the Bears doesn't change the
    protection from black its aura grants; Sleight on the aura itself does."""
    s = Scenario(rules)
    bears = s.battlefield(1, "Grizzly Bears")
    ward = s.custom(1, dataclasses.replace(
        default_registry().get("Armadillo Cloak"), name="Harness Ward", colors=frozenset({"G"}),
        text="Enchanted creature has protection "
        "from black.", behaviour=Behaviour(enchant=TargetSpec(("creature",)), static=(StaticAbility(
            "continuous", affected=Selector("enchanted"), keywords=frozenset({"protection from black"})),))),
        attached_to=bears)
    sleights = s.hand(0, ["Sleight of Mind", "Sleight of Mind"])
    s.lands(0, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert protection_colors(obj(g, bears), g.state) == frozenset({"B"})
    cast(g, sleights[0], targets=[bears])
    resolve_stack(g)
    _choose_words(g, "B", "W")
    assert protection_colors(obj(g, bears), g.state) == frozenset({"B"})
    cast(g, sleights[1], targets=[ward])
    resolve_stack(g)
    _choose_words(g, "B", "W")
    assert protection_colors(obj(g, bears), g.state) == frozenset({"W"})


@presets("TXT-03")
def test_TXT_03_magical_hack_on_a_dual_land_changes_its_mana(rules: str) -> None:
    """TXT-03 (2003 glossary "Dual Land"): Taiga hacked mountain → plains taps for {W} or {G}; its
    name stays Taiga."""
    s = Scenario(rules)
    taiga = s.battlefield(1, "Taiga")
    hack = s.hand(0, "Magical Hack")
    s.battlefield(0, "Island")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, hack, targets=[taiga])
    resolve_stack(g)
    _choose_words(g, "Mountain", "Plains")
    card = obj(g, taiga).card
    assert "Plains" in card.subtypes and "Mountain" not in card.subtypes and card.name == "Taiga"
    made = {e.mana for a in card.behaviour.activated if a.is_mana for e in a.effects if isinstance(e, AddMana)}
    assert made == {parse_mana("{W}"), parse_mana("{G}")}


@presets("TXT-04")
def test_TXT_04_artificial_evolution_on_a_token_spell_sets_name_and_type(rules: str) -> None:
    """TXT-04 (scourge2003: 2003 415.4 as changed in October 2002, 216): Artificial Evolution on
    Battle Screech (Bird → Goblin) makes 1/1 white flying tokens named "Goblin" of type Goblin; a second
    one on a token (Goblin → Elf) changes its type to Elf, but its name stays "Goblin"."""
    s = Scenario(rules)
    screech = s.hand(0, "Battle Screech")
    s.lands(0, "Plains", 4)
    evolutions = s.hand(1, ["Artificial Evolution", "Artificial Evolution"])
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, screech)
    pass_priority(g)
    spell = g.state.stack[-1].oid
    cast(g, evolutions[0], targets=[spell])
    resolve_stack(g)
    _choose_words(g, "Bird", "Goblin")
    resolve_stack(g)
    tokens = ids(g, "Goblin")
    assert len(tokens) == 2 and not ids(g, "Bird") and not ids(g, "Goblin Token")
    for t in tokens:
        o = obj(g, t)
        assert o.is_token and o.card.subtypes == ("Goblin",) and o.name == "Goblin"
        assert (power(g.state, o), toughness(g.state, o)) == (1, 1)
        assert colors_of(g.state, o) == frozenset({"W"}) and "flying" in o.card.behaviour.keywords
    pass_priority(g)
    cast(g, evolutions[1], targets=[tokens[0]])
    resolve_stack(g)
    _choose_words(g, "Goblin", "Elf")
    changed, other = obj(g, tokens[0]), obj(g, tokens[1])
    assert changed.card.subtypes == ("Elf",) and changed.name == "Goblin"  # 2003 415.4: not the name
    assert other.card.subtypes == ("Goblin",)


@OLDFRAME
def test_TXT_04_artificial_evolution_on_a_token_spell_under_current_rules(rules: str) -> None:
    """TXT-04 (scourge2003 only; expected under oldframe, CR 111.4, 612.2a, 612.4): Artificial
    Evolution on Battle Screech (Bird → Goblin) makes 1/1 white flying Goblins named "Goblin Token"; a
    second one on a token (Goblin → Elf) changes its type, not its name."""
    s = Scenario(rules)
    screech = s.hand(0, "Battle Screech")
    s.lands(0, "Plains", 4)
    evolutions = s.hand(1, ["Artificial Evolution", "Artificial Evolution"])
    s.lands(1, "Island", 2)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, screech)
    pass_priority(g)
    spell = g.state.stack[-1].oid
    cast(g, evolutions[0], targets=[spell])
    resolve_stack(g)
    _choose_words(g, "Bird", "Goblin")
    resolve_stack(g)
    tokens = ids(g, "Goblin Token")
    assert len(tokens) == 2 and not ids(g, "Bird Token")
    for t in tokens:
        o = obj(g, t)
        assert o.is_token and o.card.subtypes == ("Goblin",)
        assert (power(g.state, o), toughness(g.state, o)) == (1, 1)
        assert colors_of(g.state, o) == frozenset({"W"}) and "flying" in o.card.behaviour.keywords
    pass_priority(g)  # P1 passes in the main phase with an empty stack; P2 may respond
    cast(g, evolutions[1], targets=[tokens[0]])
    resolve_stack(g)
    _choose_words(g, "Goblin", "Elf")
    changed, other = obj(g, tokens[0]), obj(g, tokens[1])
    assert changed.card.subtypes == ("Elf",) and changed.name == "Goblin Token"  # CR 612.4: not the name
    assert other.card.subtypes == ("Goblin",)


@ALL
def test_battle_screech_tokens_are_bird_tokens_and_its_flashback_taps_three_white_creatures(rules: str) -> None:
    """CR 111.4: "Bird Token"s; flashback by tapping three untapped white creatures you control (even
    the Birds that just came into play: no {T} ability is played)."""
    s = Scenario(rules)
    screech = s.hand(0, "Battle Screech")
    s.lands(0, "Plains", 4)
    knight = s.battlefield(0, "White Knight")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, screech)
    resolve_stack(g)
    birds = ids(g, "Bird Token")
    assert len(birds) == 2
    (in_gy,) = ids(g, "Battle Screech", Zone.GRAVEYARD)
    g.apply(CastWith(in_gy, "flashback", 0))
    for _ in range(3):
        d = g.state.decision
        assert d is not None and d.kind == "cost_choice" and d.data["what"] == "tap"
        g.apply(ChooseObject(d.data["options"][0]))
    resolve_stack(g)
    assert len(ids(g, "Bird Token")) == 4
    assert all(obj(g, o).tapped for o in [knight, *birds])
    assert ids(g, "Battle Screech", Zone.EXILE)


# -- Lifeline / Ball Lightning --------------------------------------------------------------------
@presets("LFB-02")
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
    pass_until(g, Step.COMBAT_DAMAGE)
    g.apply(AssignDamage(("object", giant), 3))
    g.apply(AssignDamage(("player", 1), 3))
    pass_until(g, Step.END_OF_TURN)
    assert names(g, Zone.GRAVEYARD, 0) == ["Ball Lightning"]
    pass_until(g, Step.MAIN1, active=1)
    assert ids(g, "Ball Lightning")  # returned at turn N's end of turn; its sacrifice didn't trigger then
    pass_until(g, Step.MAIN1, active=0)
    assert names(g, Zone.GRAVEYARD, 0) == ["Ball Lightning"]  # sacrificed at turn N+1's end of turn


@presets("LFB-04")
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


@presets("LFB-05")
def test_LFB_05_lifeline_returns_a_sleeping_enchantment_that_died_as_a_creature(rules: str) -> None:
    """LFB-05 (seed 001 ruling 4; 2003 410.10d, 217.5c): P2's creature spell wakes the Gargoyle (a
    2/2 flying Gargoyle enchantment creature); Shocked, it dies as a creature, so Lifeline triggers
    (last known information, CR 603.10a); it returns at end of turn as an enchantment only."""
    s = Scenario(rules)
    s.battlefield(0, "Lifeline")
    gargoyle = s.battlefield(0, "Opal Gargoyle")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, ["Plains", "Plains"])
    s.library(1, ["Plains", "Plains"])
    bears2, shock = s.hand(1, ["Grizzly Bears", "Shock"])
    s.lands(1, "Forest", 2)
    s.lands(1, "Mountain", 2)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, bears2)
    resolve_stack(g)  # the Gargoyle's trigger (CR 603.4: it is an enchantment)
    o = obj(g, gargoyle)
    assert is_creature(g.state, o) and "Gargoyle" in creature_types(g.state, o)
    assert (power(g.state, o), toughness(g.state, o)) == (2, 2) and has_keyword(g.state, o, "flying")
    assert is_type(g.state, o, "enchantment")
    resolve_stack(g)  # P2's Bears
    pass_until(g, Step.MAIN1, active=0)
    pass_priority(g)
    cast(g, shock, targets=[gargoyle])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 0) == ["Opal Gargoyle"]
    assert g.state.stack and g.state.stack[-1].source_name == "Lifeline"  # it was a creature as it left play
    resolve_stack(g)
    pass_until(g, Step.MAIN1, active=1)  # past P1's end-of-turn step
    (back,) = ids(g, "Opal Gargoyle")
    assert back != gargoyle and not is_creature(g.state, obj(g, back))
    assert is_type(g.state, obj(g, back), "enchantment")


# -- Serra Avatar ---------------------------------------------------------------------------------
@presets("SAV-01")
def test_SAV_01_serra_avatar_going_to_a_graveyard_is_shuffled_instead(rules: str) -> None:
    """SAV-01 (seed 001; Saturday School #6; 2003 419.6): discarded to Mind Rot, Serra Avatar is
    shuffled into P1's library; the other card goes to the graveyard."""
    s = Scenario(rules)
    avatar, _ = s.hand(0, ["Serra Avatar", "Grizzly Bears"])
    rot = s.hand(1, "Mind Rot")
    s.lands(1, "Swamp", 3)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    cast(g, rot, targets=[player(0)])
    resolve_stack(g)
    if g.pending is not None and g.pending.kind == "discard":  # P1 chooses the order of the discards
        g.apply(ChooseObject(avatar))
    assert names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert ids(g, "Serra Avatar", Zone.LIBRARY)
    assert not any(isinstance(e, Moved) and e.to == Zone.GRAVEYARD and e.name == "Serra Avatar" for e in g.log)


@presets("SAV-03")
def test_SAV_03_grindstone_against_only_serra_avatars_is_a_draw(rules: str) -> None:
    """SAV-03 (Saturday School #6; 2003 102.6, 421.4): the process repeats forever with no optional
    action: the game is a draw."""
    s = Scenario(rules)
    s.library(0, ["Serra Avatar"] * 4)
    grindstone = s.battlefield(1, "Grindstone")
    s.lands(1, "Island", 3)
    s.turn(active=1, step=Step.MAIN1)
    g = s.start()
    activate(g, grindstone, targets=[player(0)])
    resolve_stack(g)
    assert g.state.over and g.state.winners == ()


@presets("SAV-04")
def test_SAV_04_serra_avatar_tracks_its_controllers_life_continuously(rules: str) -> None:
    """SAV-04 (2003 208.2, 418.4): 18/18 after P1 is Shocked; 7/7 under P2's control at 7 life."""
    s = Scenario(rules)
    avatar = s.battlefield(0, "Serra Avatar")
    shock = s.hand(1, "Shock")
    magic = s.hand(1, "Control Magic")
    s.lands(1, "Island", 4)
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
