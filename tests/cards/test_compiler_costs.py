"""Cost parts of activated abilities (CR 602.2b, 118; 2003: 409.1f) and two activation restrictions
(CR 602.5b; 2003: 403.5), each played with real cards: counters removed from the source (Spikes,
Triskelion, Thallid, fading creatures, Magistrate's Scepter), random and typed discards (Frenetic
Ogre, Amok, Survival of the Fittest, Skyshroud Vampire), tapping untapped creatures (Field Surgeon,
Catapult Squad), land types sacrificed (Foratog, Blighted Shaman), graveyard exiles (Sarcatog,
Cabal Surgeon, Necratog, Cabal Patriarch), returning the source to hand (Attunement, Broken Fall),
"Activate only during your turn." (Disrupting Scepter, Zuran Enchanter) and "Activate only if you
control a Swamp." on mana abilities (the Tainted lands); and a mana ability whose cost needs a choice
(Ashnod's Altar) pays it."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game, IllegalActionError
from oldframe.rules.actions import ActivateAbility, CastSpell, CastWith
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    cast,
    choose,
    ids,
    legal,
    names,
    obj,
    pass_priority,
    pass_until,
    pass_until_decision,
    play_land,
    player,
    resolve_stack,
    target,
)


def _main(s: Scenario, active: int = 0) -> Scenario:
    s.turn(active=active, step=Step.MAIN1)
    return s


def _can(g: Game, oid: int, index: int = 0) -> bool:
    return ActivateAbility(oid, index) in legal(g)  # type: ignore[comparison-overlap]


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = obj(g, oid)
    return power(g.state, o), toughness(g.state, o)


def _counters(g: Game, oid: int, kind: str) -> int:
    return (obj(g, oid).counters or {}).get(kind, 0)


def test_cost_part_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Spike Feeder", "Spike Colony", "Spike Worker", "Triskelion", "Spitting Hydra", "Mindless Automaton",
                 "Thallid", "Thorn Thallid", "Defender en-Vec", "Jolting Merfolk", "Magistrate's Scepter",
                 "Icatian Javelineers", "Amok", "Frenetic Ogre", "Canyon Drake", "Survival of the Fittest",
                 "Skyshroud Vampire", "Seismic Assault", "Field Surgeon", "Catapult Squad", "Aphetto Grifter",
                 "Ancestor's Prophet", "Foratog", "Blighted Shaman", "Elven Palisade", "Sarcatog", "Cabal Surgeon",
                 "Necratog", "Zombie Scavengers", "Cabal Patriarch", "Soul Shepherd", "Alms", "Attunement",
                 "Broken Fall", "Recurring Nightmare", "Tainted Wood", "Tainted Isle", "Disrupting Scepter",
                 "Zuran Enchanter", "Fountain of Cho", "Saprazzan Cove", "Gallowbraid", "Morinfen", "Shard Phoenix",
                 "Hammer of Bogardan", "Necrosavant", "Undead Gladiator", "Acorn Harvest", "Crippling Fatigue",
                 "Constant Mists", "Slaughter", "Forbid", "Flowstone Flood", "Sand Silos", "Bottomless Vault",
                 "Birchlore Rangers", "Black Mana Battery", "Volrath's Gardens", "Workhorse", "Skirk Prospector",
                 "Gate to Phyrexia", "Sewer Rats", "Soul Kiss", "Fool's Tome", "Ghost Town", "Temple of the False God",
                 "Desert", "Security Detail", "Goblin Warrens", "Keldon Arsonist", "Ertai, the Corrupted",
                 "Coffin Puppets", "Quirion Ranger", "Wirewood Symbiote", "Flooded Shoreline", "Elvish Spirit Guide",
                 "Cadaverous Bloom", "Weathered Wayfarer", "Sawback Manticore", "Sonic Burst", "Sonic Seizure",
                 "Acceptable Losses", "Waste Away", "Withering Boon", "Fireblast", "Thunderclap", "Daze", "Gush",
                 "Abolish", "Orim's Cure", "Snuff Out", "Cave-In", "Lashknife", "Dark Triumph", "Rouse", "Pulverize",
                 "Balduvian Horde", "Minotaur Explorer", "Crosis's Catacombs", "Coral Atoll", "Bog Elemental",
                 "Masticore", "Barrow Ghoul", "Bull Elephant", "Plant Elemental", "Thing from the Deep", "Carnophage",
                 "Rathi Dragon", "Mold Demon", "Primeval Force", "Rotting Giant", "Bloodshot Cyclops", "Fling",
                 "Final Strike", "Diamond Valley", "Life Chisel", "Worthy Cause", "Faith Healer", "Greater Good",
                 "Priest of Yawgmoth", "Sacrifice", "Lava Dart"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


# -- "Remove N <kind> counters from CARDNAME" (CR 122.1, 602.2b) -----------------------------------------------
def test_spike_feeder_moves_its_counters_and_dies_without_them() -> None:
    s = _main(Scenario())
    feeder = s.battlefield(0, "Spike Feeder", counters={"+1/+1": 2})
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}")
    g = s.start()
    activate(g, feeder, 0, [bears])
    assert _counters(g, feeder, "+1/+1") == 1  # removed on activation (CR 602.2b)
    resolve_stack(g)
    assert _pt(g, bears) == (3, 3) and _pt(g, feeder) == (1, 1)
    activate(g, feeder, 1)  # "Remove a +1/+1 counter: You gain 2 life."
    resolve_stack(g)
    assert g.state.players[0].life == 22
    assert names(g, Zone.GRAVEYARD, 0) == ["Spike Feeder"]  # a 0/0 (CR 704.5f; 2003: 420.5c)


def test_triskelion_shoots_once_per_counter() -> None:
    s = _main(Scenario())
    trisk = s.battlefield(0, "Triskelion", counters={"+1/+1": 2})
    g = s.start()
    for _ in range(2):
        activate(g, trisk, 0, [player(1)])
        resolve_stack(g)
    assert g.state.players[1].life == 18 and _counters(g, trisk, "+1/+1") == 0
    with pytest.raises(IllegalActionError):  # no counter left to remove: the cost can't be paid
        activate(g, trisk, 0, [player(1)])


def test_mindless_automaton_removes_two_counters_to_draw() -> None:
    s = _main(Scenario())
    automaton = s.battlefield(0, "Mindless Automaton", counters={"+1/+1": 3})
    s.library(0, ["Shock", "Shock"])
    g = s.start()
    hand = len(g.state.players[0].hand)
    activate(g, automaton, 1)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 1 and _counters(g, automaton, "+1/+1") == 1
    assert not _can(g, automaton, 1)


def test_thallid_grows_spores_in_upkeep_and_makes_a_saproling() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    thallid = s.battlefield(0, "Thallid", counters={"spore": 2})
    s.library(0, ["Shock", "Shock"])
    s.library(1, ["Shock", "Shock"])
    g = s.start()
    assert not _can(g, thallid)
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)  # "At the beginning of your upkeep, put a spore counter on CARDNAME."
    assert _counters(g, thallid, "spore") == 3
    activate(g, thallid)
    resolve_stack(g)
    assert len(ids(g, "Saproling Token")) == 1 and _counters(g, thallid, "spore") == 0


def test_jolting_merfolk_spends_fade_counters() -> None:
    s = _main(Scenario())
    merfolk = s.battlefield(0, "Jolting Merfolk", counters={"fade": 1})
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    activate(g, merfolk, 0, [bears])
    resolve_stack(g)
    assert obj(g, bears).tapped and _counters(g, merfolk, "fade") == 0
    assert not _can(g, merfolk)


def test_defender_en_vec_prevents_damage_for_a_fade_counter() -> None:
    s = _main(Scenario())
    defender = s.battlefield(0, "Defender en-Vec", counters={"fade": 4})
    g = s.start()
    activate(g, defender, 0, [player(0)])
    resolve_stack(g)
    assert _counters(g, defender, "fade") == 3


def test_magistrates_scepter_charges_and_takes_an_extra_turn() -> None:
    s = _main(Scenario())
    scepter = s.battlefield(0, "Magistrate's Scepter", counters={"charge": 2})
    s.lands(0, "Island", 4)
    g = s.start()
    assert not _can(g, scepter, 1)  # two charge counters: the extra turn costs three
    activate(g, scepter, 0)
    resolve_stack(g)
    assert _counters(g, scepter, "charge") == 3
    obj(g, scepter).tapped = False
    activate(g, scepter, 1)
    resolve_stack(g)
    assert _counters(g, scepter, "charge") == 0 and g.state.extra_turns


# -- "Discard a card at random" (CR 701.8) ---------------------------------------------------------------------
def test_frenetic_ogre_discards_at_random_and_needs_a_card() -> None:
    s = _main(Scenario())
    ogre = s.battlefield(0, "Frenetic Ogre")
    s.hand(0, "Shock")
    s.pool(0, "{R}{R}")
    g = s.start()
    activate(g, ogre)  # no choice is offered: the card is chosen at random
    assert names(g, Zone.GRAVEYARD, 0) == ["Shock"] and g.state.players[0].hand == []
    resolve_stack(g)
    assert _pt(g, ogre) == (5, 3)
    assert not _can(g, ogre)  # an empty hand can't pay


def test_amok_discards_at_random_to_put_a_counter() -> None:
    s = _main(Scenario())
    amok = s.battlefield(0, "Amok")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, ["Shock", "Island", "Forest"])
    s.pool(0, "{1}")
    g = s.start()
    activate(g, amok, 0, [bears])
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 2 and len(g.state.players[0].graveyard) == 1
    assert _pt(g, bears) == (3, 3)


# -- "Discard a creature card" ---------------------------------------------------------------------------------
def test_survival_of_the_fittest_discards_only_a_creature_card() -> None:
    s = _main(Scenario())
    survival = s.battlefield(0, "Survival of the Fittest")
    bears = s.hand(0, "Grizzly Bears")
    s.hand(0, "Shock")
    s.library(0, ["Shock", "Hill Giant"])
    s.pool(0, "{G}")
    g = s.start()
    activate(g, survival)
    d = g.state.decision
    assert d is not None and d.kind == "cost_choice" and d.data["options"] == [bears]
    choose(g, bears)
    resolve_stack(g)
    choose(g, ids(g, "Hill Giant", Zone.LIBRARY, 0)[0])
    assert names(g, Zone.HAND, 0) == ["Shock", "Hill Giant"] and names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


def test_skyshroud_vampire_cannot_discard_a_noncreature() -> None:
    s = _main(Scenario())
    vampire = s.battlefield(0, "Skyshroud Vampire")
    s.hand(0, ["Shock", "Island"])
    g = s.start()
    assert not _can(g, vampire)
    s2 = _main(Scenario())
    vampire = s2.battlefield(0, "Skyshroud Vampire")
    bears = s2.hand(0, "Grizzly Bears")
    g = s2.start()
    activate(g, vampire, 0, costs=[bears])
    resolve_stack(g)
    assert _pt(g, vampire) == (5, 5)


# -- "Tap an untapped creature you control" (CR 302.6: no summoning sickness) ---------------------------------
def test_field_surgeon_taps_itself_while_summoning_sick() -> None:
    s = _main(Scenario())
    surgeon = s.battlefield(0, "Field Surgeon", sick=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start()
    activate(g, surgeon, 0, [bears], costs=[surgeon])
    resolve_stack(g)
    assert obj(g, surgeon).tapped
    assert not _can(g, surgeon)  # no untapped creature left


def test_catapult_squad_taps_two_soldiers_even_summoning_sick_ones() -> None:
    s = _main(Scenario())
    squad = s.battlefield(0, "Catapult Squad")
    knight = s.battlefield(0, "Benalish Knight")  # a Human Knight: not a Soldier
    other = s.battlefield(0, "Catapult Squad", sick=True)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert not _can(g, squad)  # no attacking or blocking creature to target
    attack(g, {bears: 1})
    activate(g, squad, 0, [bears])
    d = g.state.decision
    assert d is not None and d.kind == "cost_choice" and sorted(d.data["options"]) == sorted([squad, other])
    choose(g, other)
    choose(g, squad)
    resolve_stack(g)
    assert obj(g, squad).tapped and obj(g, other).tapped and not obj(g, knight).tapped
    assert ids(g, "Grizzly Bears") == []


def test_a_tapping_cost_keeps_its_creature_out_of_mana_payment() -> None:
    """Volrath's Gardens: "{2}, Tap an untapped creature you control": the mana is paid first, and
    the creature the tapping cost needs isn't tapped for mana (CR 601.2h; 2003: 409.1f)."""
    s = _main(Scenario())
    gardens = s.battlefield(0, "Volrath's Gardens")
    s.battlefield(0, "Forest")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start()
    assert not _can(g, gardens)  # the Elves can pay {1} or be tapped, not both
    s2 = _main(Scenario())
    gardens = s2.battlefield(0, "Volrath's Gardens")
    s2.battlefield(0, "Forest")
    elves = s2.battlefield(0, "Llanowar Elves")
    bears = s2.battlefield(0, "Grizzly Bears", sick=True)
    g = s2.start()
    activate(g, gardens)
    d = g.state.decision
    assert d is not None and d.data["options"] == [bears] and obj(g, elves).tapped
    choose(g, bears)
    resolve_stack(g)
    assert g.state.players[0].life == 22


# -- "Sacrifice a Forest" -----------------------------------------------------------------------------------------
def test_foratog_pays_with_the_forest_it_sacrifices() -> None:
    s = _main(Scenario())
    foratog = s.battlefield(0, "Foratog")
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Island")
    g = s.start()
    activate(g, foratog, 0, costs=[forest])  # the Forest taps for {G}, then is sacrificed
    resolve_stack(g)
    assert _pt(g, foratog) == (3, 4) and names(g, Zone.GRAVEYARD, 0) == ["Forest"]
    assert not _can(g, foratog)


def test_blighted_shaman_sacrifices_a_swamp_not_another_land() -> None:
    s = _main(Scenario())
    shaman = s.battlefield(0, "Blighted Shaman")
    s.battlefield(0, "Forest")
    swamp = s.battlefield(0, "Swamp")
    g = s.start()
    activate(g, shaman, 0, [shaman])
    d = g.state.decision
    assert d is not None and d.data["options"] == [swamp]
    choose(g, swamp)
    resolve_stack(g)
    assert _pt(g, shaman) == (2, 2) and names(g, Zone.GRAVEYARD, 0) == ["Swamp"]


# -- graveyard exiles ----------------------------------------------------------------------------------------------
def test_sarcatog_exiles_two_cards_from_its_graveyard() -> None:
    s = _main(Scenario())
    tog = s.battlefield(0, "Sarcatog")
    a, b = s.graveyard(0, ["Shock", "Island"])
    g = s.start()
    activate(g, tog, 0, costs=[a, b])
    resolve_stack(g)
    assert _pt(g, tog) == (2, 3) and names(g, Zone.EXILE, 0) == ["Shock", "Island"]
    assert not _can(g, tog)


def test_necratog_exiles_the_top_creature_card() -> None:
    s = _main(Scenario())
    tog = s.battlefield(0, "Necratog")
    s.graveyard(0, ["Hill Giant", "Grizzly Bears", "Shock"])  # the list's end is the top
    g = s.start()
    activate(g, tog)  # no choice: the top creature card
    assert names(g, Zone.EXILE, 0) == ["Grizzly Bears"]
    resolve_stack(g)
    activate(g, tog)
    resolve_stack(g)
    assert _pt(g, tog) == (5, 6) and names(g, Zone.GRAVEYARD, 0) == ["Shock"]
    assert not _can(g, tog)


def test_cabal_patriarch_exiles_only_a_creature_card() -> None:
    s = _main(Scenario())
    patriarch = s.battlefield(0, "Cabal Patriarch")
    bears = s.battlefield(1, "Grizzly Bears")
    s.graveyard(0, "Shock")
    giant = s.graveyard(0, "Hill Giant")
    s.pool(0, "{2}{B}")
    g = s.start()
    activate(g, patriarch, 1, [bears])
    d = g.state.decision
    assert d is not None and d.data["options"] == [giant]
    choose(g, giant)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.EXILE, 0) == ["Hill Giant"]


def test_cabal_surgeon_needs_two_other_cards_in_the_graveyard() -> None:
    s = _main(Scenario())
    surgeon = s.battlefield(0, "Cabal Surgeon")
    bears = s.graveyard(0, "Grizzly Bears")
    s.pool(0, "{2}{B}{B}")
    g = s.start()
    assert not _can(g, surgeon)  # only the target itself is there
    s2 = _main(Scenario())
    surgeon = s2.battlefield(0, "Cabal Surgeon")
    bears = s2.graveyard(0, "Grizzly Bears")
    a, b = s2.graveyard(0, ["Shock", "Island"])
    s2.pool(0, "{2}{B}{B}")
    g = s2.start()
    activate(g, surgeon, 0, [bears], costs=[a, b])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Grizzly Bears"] and obj(g, surgeon).tapped


# -- "Return CARDNAME to its owner's hand" ------------------------------------------------------------------------
def test_attunement_returns_itself_to_draw_and_discard() -> None:
    s = _main(Scenario())
    attunement = s.battlefield(0, "Attunement")
    s.library(0, ["Shock", "Shock", "Shock"])
    g = s.start()
    activate(g, attunement)
    assert names(g, Zone.HAND, 0) == ["Attunement"] and ids(g, "Attunement") == []
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "discard"
    choose(g, ids(g, "Attunement", Zone.HAND, 0)[0])  # then three Shocks: no real choice left
    assert len(g.state.players[0].graveyard) == 4 and g.state.players[0].hand == []


def test_broken_fall_regenerates_and_goes_back_to_hand() -> None:
    s = _main(Scenario())
    fall = s.battlefield(0, "Broken Fall")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, fall, 0, [bears])
    resolve_stack(g)
    assert obj(g, bears).regen_shields == 1 and names(g, Zone.HAND, 0) == ["Broken Fall"]


# -- restrictions ----------------------------------------------------------------------------------------------------
def test_tainted_wood_makes_black_only_with_a_swamp() -> None:
    s = _main(Scenario())
    wood = s.battlefield(0, "Tainted Wood")
    g = s.start()
    assert _can(g, wood, 0) and not _can(g, wood, 1) and not _can(g, wood, 2)
    s2 = _main(Scenario())
    wood = s2.battlefield(0, "Tainted Wood")
    s2.battlefield(0, "Swamp", tapped=True)
    g = s2.start()
    assert _can(g, wood, 1) and _can(g, wood, 2)
    activate(g, wood, 1)
    assert g.state.players[0].pool[2] == 1  # {B}, a mana ability: no stack (CR 605.3b)


def test_tainted_isle_needs_a_swamp_of_its_controllers_own() -> None:
    s = _main(Scenario())
    isle = s.battlefield(0, "Tainted Isle")
    s.battlefield(1, "Swamp")
    g = s.start()
    assert _can(g, isle, 0) and not _can(g, isle, 1) and not _can(g, isle, 2)


def test_disrupting_scepter_only_during_your_turn() -> None:
    s = _main(Scenario(), active=1)
    scepter = s.battlefield(0, "Disrupting Scepter")
    s.pool(0, "{3}")
    g = s.start()
    assert not _can(g, scepter)
    s2 = _main(Scenario())
    scepter = s2.battlefield(0, "Disrupting Scepter")
    s2.hand(1, "Shock")
    s2.pool(0, "{3}")
    g = s2.start()
    activate(g, scepter, 0, [player(1)])
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Shock"]


def test_zuran_enchanter_only_during_your_turn() -> None:
    s = _main(Scenario(), active=1)
    zuran = s.battlefield(0, "Zuran Enchanter")
    s.pool(0, "{2}{B}")
    g = s.start()
    assert not _can(g, zuran)


# -- a mana ability whose cost needs a choice ----------------------------------------------------------------------
def test_ashnods_altar_sacrifices_a_creature_for_mana() -> None:
    """CR 605.3b: the mana ability doesn't use the stack, but its sacrifice is still paid."""
    s = _main(Scenario())
    altar = s.battlefield(0, "Ashnod's Altar")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    activate(g, altar, 0, costs=[bears])
    assert g.state.players[0].pool[5] == 2 and names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert not g.state.stack
    assert not _can(g, altar)



def test_workhorse_and_skirk_prospector_pay_their_mana_ability_costs() -> None:
    s = _main(Scenario())
    workhorse = s.battlefield(0, "Workhorse", counters={"+1/+1": 1})
    prospector = s.battlefield(0, "Skirk Prospector")
    g = s.start()
    activate(g, workhorse)  # "Remove a +1/+1 counter from CARDNAME: Add {C}."
    assert g.state.players[0].pool[5] == 1 and names(g, Zone.GRAVEYARD, 0) == ["Workhorse"]  # now 0/0
    activate(g, prospector, 0, costs=[prospector])  # "Sacrifice a Goblin: Add {R}." — itself
    assert g.state.players[0].pool[3] == 1 and ids(g, "Skirk Prospector") == []


# -- the storage lands: "Remove any number of storage counters from CARDNAME: Add {W} for each …" -------------
def test_fountain_of_cho_stores_and_releases_mana() -> None:
    """A mana ability (CR 605.1a) whose cost asks how many counters to remove; it doesn't use the
    stack (CR 605.3b)."""
    s = _main(Scenario())
    fountain = s.battlefield(0, "Fountain of Cho", counters={"storage": 2})
    g = s.start()
    activate(g, fountain, 0)  # "{T}: Put a storage counter on CARDNAME."
    resolve_stack(g)
    assert _counters(g, fountain, "storage") == 3
    obj(g, fountain).tapped = False
    activate(g, fountain, 1)
    d = g.state.decision
    assert d is not None and d.kind == "announce_x" and d.data["options"] == [0, 1, 2, 3]
    choose(g, 2)
    assert g.state.players[0].pool[0] == 2 and _counters(g, fountain, "storage") == 1 and not g.state.stack
    assert obj(g, fountain).tapped


def test_saprazzan_cove_releases_blue_mana_for_a_spell() -> None:
    s = _main(Scenario())
    cove = s.battlefield(0, "Saprazzan Cove", counters={"storage": 3})
    g = s.start()
    activate(g, cove, 1)
    choose(g, 3)
    assert g.state.players[0].pool[1] == 3 and _counters(g, cove, "storage") == 0


# -- "Cumulative upkeep—Pay N life." (CR 702.24a) ----------------------------------------------------------------
def test_gallowbraid_pays_more_life_each_upkeep_or_is_sacrificed() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    braid = s.battlefield(0, "Gallowbraid", counters={"age": 1})
    s.library(0, ["Shock", "Shock", "Shock"])
    s.library(1, ["Shock", "Shock", "Shock"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, True)
    assert g.state.players[0].life == 18 and _counters(g, braid, "age") == 2


def test_morinfen_is_sacrificed_when_its_controller_declines() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Morinfen")
    s.library(0, ["Shock", "Shock", "Shock"])
    s.library(1, ["Shock", "Shock", "Shock"])
    s.life(0, 3)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, False)
    assert g.state.players[0].life == 3 and names(g, Zone.GRAVEYARD, 0) == ["Morinfen"]


# -- abilities of a card in the graveyard (CR 113.6k) -------------------------------------------------
def _upkeep(active: int = 0) -> Scenario:
    s = Scenario()
    s.turn(active=active, step=Step.UPKEEP)
    return s


def test_shard_phoenix_returns_from_the_graveyard_during_upkeep_only() -> None:
    s = _upkeep()
    phoenix = s.graveyard(0, "Shard Phoenix")
    s.pool(0, "{R}{R}{R}")
    g = s.start()
    activate(g, phoenix, 1)  # the second ability; the first ("Sacrifice CARDNAME: …") works only in play
    assert not _can(g, phoenix, 0)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Shard Phoenix"]
    s2 = _main(Scenario())
    phoenix = s2.graveyard(0, "Shard Phoenix")
    s2.pool(0, "{R}{R}{R}")
    g = s2.start()
    assert not _can(g, phoenix, 1)  # not during the upkeep


def test_hammer_of_bogardan_a_sorcery_comes_back_but_not_for_its_opponent() -> None:
    s = _upkeep()
    hammer = s.graveyard(0, "Hammer of Bogardan")
    s.pool(0, "{2}{R}{R}{R}")
    g = s.start()
    activate(g, hammer)
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Hammer of Bogardan"]
    s2 = _upkeep(active=1)
    hammer = s2.graveyard(0, "Hammer of Bogardan")
    s2.pool(1, "{2}{R}{R}{R}")
    g = s2.start()
    assert not _can(g, hammer)  # only its owner, during their upkeep


def test_necrosavant_sacrifices_a_creature_to_return_to_the_battlefield() -> None:
    s = _upkeep()
    savant = s.graveyard(0, "Necrosavant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    activate(g, savant, 0, costs=[bears])
    resolve_stack(g)
    assert ids(g, "Necrosavant") and names(g, Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


# -- "Flashback—{M}, Pay N life." and buyback costs beyond mana (CR 702.34a, 702.27a) ----------------------------
def _cast_with(g: Game, oid: int, how: str) -> None:
    g.apply(CastWith(oid, how, 0))


def test_acorn_harvest_flashback_pays_mana_and_life() -> None:
    s = _main(Scenario())
    harvest = s.graveyard(0, "Acorn Harvest")
    s.lands(0, "Forest", 2)
    g = s.start()
    _cast_with(g, harvest, "flashback")
    assert g.state.players[0].life == 17
    resolve_stack(g)
    assert len(ids(g, "Squirrel Token")) == 2 and names(g, Zone.EXILE, 0) == ["Acorn Harvest"]


def test_crippling_fatigue_flashback_needs_the_life() -> None:
    s = _main(Scenario())
    fatigue = s.graveyard(0, "Crippling Fatigue")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 2)
    s.life(0, 2)
    g = s.start()
    with pytest.raises(IllegalActionError):  # CR 119.4: 2 life can't pay 3
        _cast_with(g, fatigue, "flashback")


def test_constant_mists_with_buyback_sacrifices_a_land_and_returns() -> None:
    s = _main(Scenario())
    mists = s.hand(0, "Constant Mists")
    forests = s.lands(0, "Forest", 3)
    g = s.start()
    _cast_with(g, mists, "buyback")
    d = g.state.decision
    assert d is not None and d.kind == "cost_choice" and d.data["what"] == "sacrifice"
    choose(g, forests[2])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Constant Mists"] and names(g, Zone.GRAVEYARD, 0) == ["Forest"]


def test_slaughter_with_buyback_pays_four_life() -> None:
    s = _main(Scenario())
    slaughter = s.hand(0, "Slaughter")
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    g = s.start()
    _cast_with(g, slaughter, "buyback")
    target(g, bears)
    resolve_stack(g)
    assert g.state.players[0].life == 16 and names(g, Zone.HAND, 0) == ["Slaughter"]
    assert ids(g, "Grizzly Bears") == []


def test_forbid_with_buyback_needs_two_other_cards() -> None:
    s = _main(Scenario())
    forbid = s.hand(0, "Forbid")
    s.hand(0, "Shock")
    s.lands(0, "Island", 3)
    g = s.start()
    assert CastWith(forbid, "buyback", 0) not in legal(g)  # type: ignore[comparison-overlap]
    s2 = _main(Scenario(), active=1)
    shock = s2.hand(1, "Shock")
    s2.pool(1, "{R}")
    forbid = s2.hand(0, "Forbid")
    a, b = s2.hand(0, ["Shock", "Island"])
    s2.lands(0, "Island", 3)
    g = s2.start()
    cast(g, shock, [player(0)])
    pass_priority(g)
    _cast_with(g, forbid, "buyback")
    target(g, ids(g, "Shock", Zone.STACK)[0])
    choose(g, a)
    choose(g, b)
    resolve_stack(g)
    assert g.state.players[0].life == 20 and names(g, Zone.HAND, 0) == ["Forbid"]


def test_flowstone_flood_with_buyback_pays_life_and_a_random_card() -> None:
    s = _main(Scenario())
    flood = s.hand(0, "Flowstone Flood")
    s.hand(0, "Shock")
    land = s.battlefield(1, "Island")
    s.lands(0, "Mountain", 4)
    g = s.start()
    _cast_with(g, flood, "buyback")
    target(g, land)
    resolve_stack(g)
    assert g.state.players[0].life == 17 and names(g, Zone.HAND, 0) == ["Flowstone Flood"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Shock"] and ids(g, "Island") == []


# -- the Ice Age storage lands: "At the beginning of your upkeep, if CARDNAME is tapped, …" (CR 603.4) -------------
def test_sand_silos_left_tapped_stores_a_counter_in_upkeep() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    silos = s.battlefield(0, "Sand Silos", tapped=True, counters={"storage": 1})
    s.library(0, ["Shock", "Shock"])
    s.library(1, ["Shock", "Shock"])
    g = s.start()
    pass_until_decision(g, "may_untap")
    answer(g, False)  # "You may choose not to untap CARDNAME during your untap step."
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    assert obj(g, silos).tapped and _counters(g, silos, "storage") == 2


def test_bottomless_vault_untapped_stores_nothing_then_pays_out() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    vault = s.battlefield(0, "Bottomless Vault", counters={"storage": 2})
    s.library(0, ["Shock", "Shock"])
    s.library(1, ["Shock", "Shock"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert not g.state.stack and _counters(g, vault, "storage") == 2  # the intervening-if fails
    activate(g, vault, 0)
    choose(g, 2)
    assert g.state.players[0].pool[2] == 2 and _counters(g, vault, "storage") == 0


def test_birchlore_rangers_taps_two_elves_for_mana_even_summoning_sick() -> None:
    s = _main(Scenario())
    rangers = s.battlefield(0, "Birchlore Rangers", sick=True)
    elves = s.battlefield(0, "Llanowar Elves", sick=True)
    s.battlefield(0, "Grizzly Bears")  # a Bear: not an Elf
    g = s.start()
    activate(g, rangers, 2, costs=[rangers, elves])  # one mana of any color: here {B}
    assert g.state.players[0].pool[2] == 1 and obj(g, rangers).tapped and obj(g, elves).tapped
    assert not g.state.stack  # a mana ability (CR 605.3b)


def test_black_mana_battery_adds_one_more_than_the_counters_removed() -> None:
    s = _main(Scenario())
    battery = s.battlefield(0, "Black Mana Battery", counters={"charge": 2})
    g = s.start()
    activate(g, battery, 1)
    choose(g, 2)
    assert g.state.players[0].pool[2] == 3 and _counters(g, battery, "charge") == 0


# -- more restrictions (CR 602.5b; 2003: 403.5) ----------------------------------------------------------------------
def test_gate_to_phyrexia_only_in_your_upkeep_and_once() -> None:
    s = _upkeep()
    gate = s.battlefield(0, "Gate to Phyrexia")
    b1 = s.battlefield(0, "Grizzly Bears")
    b2 = s.battlefield(0, "Hill Giant")
    a1 = s.battlefield(1, "Ornithopter")
    s.battlefield(1, "Ornithopter")
    g = s.start()
    activate(g, gate, 0, [a1], costs=[b1])
    resolve_stack(g)
    assert len(ids(g, "Ornithopter")) == 1
    assert not _can(g, gate)  # once each turn
    assert b2 in ids(g, "Hill Giant")


def test_sewer_rats_no_more_than_three_times_each_turn() -> None:
    s = _main(Scenario())
    rats = s.battlefield(0, "Sewer Rats")
    s.pool(0, "{B}{B}{B}{B}")
    g = s.start()
    for _ in range(3):
        activate(g, rats)
        resolve_stack(g)
    assert _pt(g, rats) == (4, 1) and g.state.players[0].life == 17
    assert not _can(g, rats)


def test_fools_tome_only_with_an_empty_hand() -> None:
    s = _main(Scenario())
    tome = s.battlefield(0, "Fool's Tome")
    s.lands(0, "Island", 2)
    s.library(0, ["Shock", "Shock"])
    g = s.start()
    activate(g, tome)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 1
    obj(g, tome).tapped = False
    assert not _can(g, tome)


def test_ghost_town_returns_to_hand_only_on_an_opponents_turn() -> None:
    s = _main(Scenario())
    town = s.battlefield(0, "Ghost Town")
    g = s.start()
    assert not _can(g, town, 1)
    s2 = _main(Scenario(), active=1)
    town = s2.battlefield(0, "Ghost Town")
    s2.pool(1, "{R}")
    shock = s2.hand(1, "Shock")
    g = s2.start()
    cast(g, shock, [player(0)])
    pass_priority(g)  # player 0 has priority on player 1's turn
    activate(g, town, 1)
    resolve_stack(g)
    assert "Ghost Town" in names(g, Zone.HAND, 0)


def test_temple_of_the_false_god_needs_five_lands() -> None:
    s = _main(Scenario())
    temple = s.battlefield(0, "Temple of the False God")
    s.lands(0, "Forest", 3)
    g = s.start()
    assert not _can(g, temple)
    s2 = _main(Scenario())
    temple = s2.battlefield(0, "Temple of the False God")
    s2.lands(0, "Forest", 4)
    g = s2.start()
    activate(g, temple)
    assert g.state.players[0].pool[5] == 2


def test_desert_pings_an_attacker_during_the_end_of_combat_step() -> None:
    s = _main(Scenario(), active=1)
    desert = s.battlefield(0, "Desert")
    ornithopter = s.battlefield(1, "Ornithopter")
    s.library(1, ["Shock"])
    g = s.start()
    attack(g, {ornithopter: 0})
    assert not _can(g, desert, 1)  # declare attackers step
    pass_until(g, Step.END_COMBAT, player=0)
    activate(g, desert, 1, [ornithopter])  # still an attacking creature in this step (CR 506.4, 511.3)
    resolve_stack(g)
    assert obj(g, ornithopter).damage == 1


def test_security_detail_only_without_creatures() -> None:
    s = _main(Scenario())
    detail = s.battlefield(0, "Security Detail")
    s.pool(0, "{W}{W}{W}{W}")
    g = s.start()
    activate(g, detail)
    resolve_stack(g)
    assert len(ids(g, "Soldier Token")) == 1 and not _can(g, detail)


# -- "Sacrifice two Goblins", "Sacrifice a creature or enchantment" ---------------------------------------------------
def test_goblin_warrens_sacrifices_two_goblins() -> None:
    s = _main(Scenario())
    warrens = s.battlefield(0, "Goblin Warrens")
    g1 = s.battlefield(0, "Goblin Piker")
    g2 = s.battlefield(0, "Raging Goblin")
    s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}{R}")
    g = s.start()
    activate(g, warrens)
    d = g.state.decision
    assert d is not None and sorted(d.data["options"]) == sorted([g1, g2])
    choose(g, g1)
    choose(g, g2)
    resolve_stack(g)
    assert len(ids(g, "Goblin Token")) == 3 and ids(g, "Goblin Piker") == [] and ids(g, "Raging Goblin") == []


def test_keldon_arsonist_needs_two_lands_to_sacrifice() -> None:
    s = _main(Scenario())
    arsonist = s.battlefield(0, "Keldon Arsonist")
    s.battlefield(0, "Mountain")
    target_land = s.battlefield(1, "Island")
    g = s.start()
    assert not _can(g, arsonist)
    s2 = _main(Scenario())
    arsonist = s2.battlefield(0, "Keldon Arsonist")
    m1, m2 = s2.lands(0, "Mountain", 2)
    target_land = s2.battlefield(1, "Island")
    g = s2.start()
    activate(g, arsonist, 0, [target_land], costs=[m1, m2])  # a Mountain pays {1}, then both go
    resolve_stack(g)
    assert ids(g, "Island") == [] and names(g, Zone.GRAVEYARD, 0) == ["Mountain", "Mountain"]


def test_ertai_sacrifices_an_enchantment_to_counter() -> None:
    s = _main(Scenario(), active=1)
    ertai = s.battlefield(0, "Ertai, the Corrupted")
    aura = s.battlefield(0, "Crusade")
    s.battlefield(0, "Island")
    s.hand(1, "Shock")
    s.pool(1, "{R}")
    g = s.start()
    cast(g, ids(g, "Shock", Zone.HAND, 1)[0], [player(0)])
    pass_priority(g)
    activate(g, ertai, 0, [ids(g, "Shock", Zone.STACK)[0]])
    d = g.state.decision
    assert d is not None and sorted(d.data["options"]) == sorted([ertai, aura])
    choose(g, aura)
    resolve_stack(g)
    assert g.state.players[0].life == 20 and names(g, Zone.GRAVEYARD, 1) == ["Shock"]


def test_coffin_puppets_returns_in_upkeep_with_a_swamp() -> None:
    s = _upkeep()
    puppets = s.graveyard(0, "Coffin Puppets")
    l1 = s.battlefield(0, "Swamp")
    l2 = s.battlefield(0, "Forest")
    g = s.start()
    assert _can(g, puppets)
    activate(g, puppets, 0, costs=[l2, l1])
    resolve_stack(g)
    assert ids(g, "Coffin Puppets") and ids(g, "Swamp") == []
    s2 = _upkeep()
    puppets = s2.graveyard(0, "Coffin Puppets")
    s2.lands(0, "Forest", 2)
    g = s2.start()
    assert not _can(g, puppets)  # no Swamp


# -- "Return a Forest you control to its owner's hand" ------------------------------------------------------------
def test_quirion_ranger_returns_a_forest_to_untap_a_creature_once_a_turn() -> None:
    s = _main(Scenario())
    ranger = s.battlefield(0, "Quirion Ranger")
    forest = s.battlefield(0, "Forest", tapped=True)
    s.battlefield(0, "Island")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start()
    activate(g, ranger, 0, [bears])
    d = g.state.decision
    assert d is not None and d.data["what"] == "return" and forest in d.data["options"] and len(d.data["options"]) == 2
    choose(g, forest)
    resolve_stack(g)
    assert not obj(g, bears).tapped and names(g, Zone.HAND, 0) == ["Forest"]
    assert not _can(g, ranger)  # once each turn


def test_wirewood_symbiote_returns_an_elf() -> None:
    s = _main(Scenario())
    symbiote = s.battlefield(0, "Wirewood Symbiote")
    elves = s.battlefield(0, "Llanowar Elves")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start()
    activate(g, symbiote, 0, [bears], costs=[elves])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Llanowar Elves"] and not obj(g, bears).tapped


def test_flooded_shoreline_returns_two_islands() -> None:
    s = _main(Scenario())
    shoreline = s.battlefield(0, "Flooded Shoreline")
    i1, i2 = s.lands(0, "Island", 2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{U}{U}")
    g = s.start()
    activate(g, shoreline, 0, [bears], costs=[i1, i2])
    resolve_stack(g)
    assert names(g, Zone.HAND, 0) == ["Island", "Island"] and names(g, Zone.HAND, 1) == ["Grizzly Bears"]
    s2 = _main(Scenario())
    shoreline = s2.battlefield(0, "Flooded Shoreline")
    s2.battlefield(0, "Island")
    s2.battlefield(1, "Grizzly Bears")
    s2.pool(0, "{U}{U}")
    g = s2.start()
    assert not _can(g, shoreline)


# -- cards in hand: "Exile CARDNAME from your hand", "Exile a card from your hand" ------------------------------------
def test_elvish_spirit_guide_exiles_itself_from_hand_for_mana() -> None:
    s = _main(Scenario())
    guide = s.hand(0, "Elvish Spirit Guide")
    g = s.start()
    activate(g, guide)
    assert g.state.players[0].pool[4] == 1 and names(g, Zone.EXILE, 0) == ["Elvish Spirit Guide"]
    assert not g.state.stack  # a mana ability (CR 605.3b)


def test_cadaverous_bloom_exiles_a_card_from_hand_for_two_mana() -> None:
    s = _main(Scenario())
    bloom = s.battlefield(0, "Cadaverous Bloom")
    shock = s.hand(0, "Shock")
    g = s.start()
    activate(g, bloom, 0, costs=[shock])  # {B}{B}
    assert g.state.players[0].pool[2] == 2 and names(g, Zone.EXILE, 0) == ["Shock"]
    assert not _can(g, bloom)  # an empty hand


# -- "Activate only if an opponent controls more lands than you.", "… if CARDNAME is attacking or blocking …" ----------
def test_weathered_wayfarer_only_while_behind_on_lands() -> None:
    s = _main(Scenario())
    wayfarer = s.battlefield(0, "Weathered Wayfarer")
    s.battlefield(0, "Plains")
    s.lands(1, "Island", 1)
    s.library(0, ["Forest", "Shock"])
    g = s.start()
    assert not _can(g, wayfarer)  # one land each
    s2 = _main(Scenario())
    wayfarer = s2.battlefield(0, "Weathered Wayfarer")
    s2.battlefield(0, "Plains")
    s2.lands(1, "Island", 2)
    s2.library(0, ["Forest", "Shock"])
    g = s2.start()
    activate(g, wayfarer)
    resolve_stack(g)
    choose(g, ids(g, "Forest", Zone.LIBRARY, 0)[0])
    assert names(g, Zone.HAND, 0) == ["Forest"]


def test_sawback_manticore_shoots_only_while_attacking_and_once() -> None:
    s = _main(Scenario())
    manticore = s.battlefield(0, "Sawback Manticore")
    s.lands(0, "Mountain", 2)
    g = s.start()
    assert not _can(g, manticore, 1)
    attack(g, {manticore: 1})
    activate(g, manticore, 1, [manticore])  # "target attacking or blocking creature": itself
    resolve_stack(g)
    assert obj(g, manticore).damage == 2 and not _can(g, manticore, 1)


# -- additional costs of spells: "discard a card at random", "discard a card", "pay 3 life" (CR 601.2f) -------------
def test_sonic_burst_discards_at_random_as_it_is_cast() -> None:
    s = _main(Scenario())
    burst = s.hand(0, "Sonic Burst")
    s.hand(0, "Island")
    s.lands(0, "Mountain", 2)
    g = s.start()
    cast(g, burst, [player(1)])
    assert names(g, Zone.GRAVEYARD, 0) == ["Island"]  # paid on casting (CR 601.2h)
    resolve_stack(g)
    assert g.state.players[1].life == 16


def test_acceptable_losses_cannot_be_cast_from_an_otherwise_empty_hand() -> None:
    s = _main(Scenario())
    losses = s.hand(0, "Acceptable Losses")
    s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 4)
    g = s.start()
    assert CastSpell(losses) not in legal(g)  # type: ignore[comparison-overlap]


def test_waste_away_discards_a_chosen_card() -> None:
    s = _main(Scenario())
    waste = s.hand(0, "Waste Away")
    _shock, island = s.hand(0, ["Shock", "Island"])
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Swamp", 5)
    g = s.start()
    cast(g, waste, [bears], costs=[island])
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == [] and names(g, Zone.HAND, 0) == ["Shock"]


def test_withering_boon_pays_three_life() -> None:
    s = _main(Scenario(), active=1)
    bears = s.hand(1, "Grizzly Bears")
    s.pool(1, "{1}{G}")
    boon = s.hand(0, "Withering Boon")
    s.lands(0, "Swamp", 2)
    g = s.start()
    cast(g, bears)
    pass_priority(g)
    cast(g, boon, [ids(g, "Grizzly Bears", Zone.STACK)[0]])
    assert g.state.players[0].life == 17
    resolve_stack(g)
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


# -- alternative costs: "You may … rather than pay this spell's mana cost." (CR 118.9) -----------------------------
def test_fireblast_sacrifices_two_mountains_instead_of_its_mana_cost() -> None:
    s = _main(Scenario())
    blast = s.hand(0, "Fireblast")
    m1, m2 = s.lands(0, "Mountain", 2)
    s.battlefield(0, "Forest")
    g = s.start()
    assert CastSpell(blast) not in legal(g)  # {4}{R}{R} can't be paid
    _cast_with(g, blast, "alt_cost")
    target(g, player(1))
    d = g.state.decision
    assert d is not None and d.data["what"] == "sacrifice" and sorted(d.data["options"]) == sorted([m1, m2])
    choose(g, m1)
    choose(g, m2)
    resolve_stack(g)
    assert g.state.players[1].life == 16 and names(g, Zone.GRAVEYARD, 0).count("Mountain") == 2


def test_thunderclap_needs_a_mountain_to_sacrifice() -> None:
    s = _main(Scenario())
    clap = s.hand(0, "Thunderclap")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Forest")
    g = s.start()
    assert CastWith(clap, "alt_cost", 0) not in legal(g)  # type: ignore[comparison-overlap]


def test_daze_returns_an_island_to_counter_unless_paid() -> None:
    s = _main(Scenario(), active=1)
    bears = s.hand(1, "Grizzly Bears")
    s.pool(1, "{1}{G}")
    daze = s.hand(0, "Daze")
    island = s.battlefield(0, "Island", tapped=True)  # tapped: it can still be returned
    g = s.start()
    cast(g, bears)
    pass_priority(g)
    _cast_with(g, daze, "alt_cost")
    target(g, ids(g, "Grizzly Bears", Zone.STACK)[0])
    choose(g, island)
    assert names(g, Zone.HAND, 0) == ["Island"]
    resolve_stack(g)  # player 1 has no mana left for {1}
    assert names(g, Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def test_gush_returns_two_islands_to_draw_two() -> None:
    s = _main(Scenario())
    gush = s.hand(0, "Gush")
    i1, i2 = s.lands(0, "Island", 2)
    s.library(0, ["Shock", "Shock", "Shock"])
    g = s.start()
    _cast_with(g, gush, "alt_cost")
    choose(g, i1)
    choose(g, i2)
    resolve_stack(g)
    assert sorted(names(g, Zone.HAND, 0)) == ["Island", "Island", "Shock", "Shock"]


def test_abolish_discards_a_plains_card() -> None:
    s = _main(Scenario())
    abolish = s.hand(0, "Abolish")
    plains = s.hand(0, "Plains")
    s.hand(0, "Island")
    crusade = s.battlefield(1, "Crusade")
    g = s.start()
    _cast_with(g, abolish, "alt_cost")
    target(g, crusade)
    d = g.state.decision
    assert d is not None and d.data["what"] == "discard" and d.data["options"] == [plains]
    choose(g, plains)
    resolve_stack(g)
    assert ids(g, "Crusade") == [] and names(g, Zone.HAND, 0) == ["Island"]


def test_orims_cure_taps_a_creature_if_you_control_a_plains() -> None:
    s = _main(Scenario())
    cure = s.hand(0, "Orim's Cure")
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    g = s.start()
    assert CastWith(cure, "alt_cost", 0) not in legal(g)  # type: ignore[comparison-overlap]  # no Plains
    s2 = _main(Scenario())
    cure = s2.hand(0, "Orim's Cure")
    bears = s2.battlefield(0, "Grizzly Bears", sick=True)
    s2.battlefield(0, "Plains", tapped=True)
    g = s2.start()
    _cast_with(g, cure, "alt_cost")
    target(g, player(0))
    choose(g, bears)
    resolve_stack(g)
    assert obj(g, bears).tapped and names(g, Zone.GRAVEYARD, 0) == ["Orim's Cure"]


def test_snuff_out_pays_four_life_with_a_swamp() -> None:
    s = _main(Scenario())
    snuff = s.hand(0, "Snuff Out")
    s.battlefield(0, "Swamp", tapped=True)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start()
    _cast_with(g, snuff, "alt_cost")
    target(g, bears)
    assert g.state.players[0].life == 16
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") == []


def test_cave_in_exiles_a_red_card_from_hand() -> None:
    s = _main(Scenario())
    cave = s.hand(0, "Cave-In")
    shock = s.hand(0, "Shock")
    s.hand(0, "Island")
    g = s.start()
    _cast_with(g, cave, "pitch")
    choose(g, shock)
    resolve_stack(g)
    assert names(g, Zone.EXILE, 0) == ["Shock"] and g.state.players[0].life == 18 and g.state.players[1].life == 18


# -- "Sacrifice CARDNAME unless you …" (CR 118.12; 2003 glossary "Unless") ----------------------------------------
def test_balduvian_horde_discards_at_random_or_is_sacrificed() -> None:
    s = _main(Scenario())
    horde = s.hand(0, "Balduvian Horde")
    s.hand(0, "Island")
    s.lands(0, "Mountain", 4)
    g = s.start()
    cast(g, horde)
    resolve_stack(g)  # the creature spell, then its comes-into-play trigger
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Balduvian Horde") and names(g, Zone.GRAVEYARD, 0) == ["Island"]


def test_minotaur_explorer_with_an_empty_hand_is_sacrificed() -> None:
    s = _main(Scenario())
    explorer = s.hand(0, "Minotaur Explorer")
    s.lands(0, "Mountain", 2)
    g = s.start()
    cast(g, explorer)
    resolve_stack(g)
    resolve_stack(g)  # no card to discard: no choice (CR 118.12)
    assert ids(g, "Minotaur Explorer") == [] and names(g, Zone.GRAVEYARD, 0) == ["Minotaur Explorer"]


def test_a_lair_returns_a_non_lair_land() -> None:
    s = _main(Scenario())
    lair = s.hand(0, "Crosis's Catacombs")
    s.battlefield(0, "Dromar's Cavern")
    island = s.battlefield(0, "Island", tapped=True)
    g = s.start()
    play_land(g, lair)
    resolve_stack(g)
    answer(g, True)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.data["options"] == [island]  # not a Lair
    choose(g, island)
    assert ids(g, "Crosis's Catacombs") and names(g, Zone.HAND, 0) == ["Island"]


def test_coral_atoll_needs_an_untapped_island() -> None:
    s = _main(Scenario())
    atoll = s.hand(0, "Coral Atoll")
    s.battlefield(0, "Island", tapped=True)
    g = s.start()
    play_land(g, atoll)
    resolve_stack(g)
    assert ids(g, "Coral Atoll") == [] and names(g, Zone.GRAVEYARD, 0) == ["Coral Atoll"]


def _to_my_upkeep(s: Scenario) -> Game:
    s.turn(active=1, step=Step.END_OF_TURN)
    s.library(0, ["Island", "Island"])
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    return g


def test_bog_elemental_sacrifices_a_land_in_upkeep_or_itself() -> None:
    s = Scenario()
    elemental = s.battlefield(0, "Bog Elemental")
    swamp = s.battlefield(0, "Swamp")
    g = _to_my_upkeep(s)
    resolve_stack(g)
    answer(g, True)
    choose(g, swamp)
    assert ids(g, "Bog Elemental") == [elemental] and names(g, Zone.GRAVEYARD, 0) == ["Swamp"]
    s2 = Scenario()
    s2.battlefield(0, "Bog Elemental")
    s2.battlefield(0, "Swamp")
    g = _to_my_upkeep(s2)
    resolve_stack(g)
    answer(g, False)  # declining: the Elemental goes
    assert ids(g, "Bog Elemental") == [] and ids(g, "Swamp")


def test_masticore_discards_in_upkeep_or_is_sacrificed() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    masticore = s.battlefield(0, "Masticore")
    shock = s.hand(0, "Shock")
    s.library(0, ["Island", "Island"])
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, True)
    choose(g, shock)
    assert ids(g, "Masticore") == [masticore] and names(g, Zone.GRAVEYARD, 0) == ["Shock"]


def test_barrow_ghoul_exiles_the_top_creature_card_or_goes() -> None:
    s = Scenario()
    ghoul = s.battlefield(0, "Barrow Ghoul")
    s.graveyard(0, ["Grizzly Bears", "Shock"])
    g = _to_my_upkeep(s)
    resolve_stack(g)
    answer(g, True)
    assert ids(g, "Barrow Ghoul") == [ghoul] and names(g, Zone.EXILE, 0) == ["Grizzly Bears"]
    s2 = Scenario()
    s2.battlefield(0, "Barrow Ghoul")
    s2.graveyard(0, "Shock")
    g = _to_my_upkeep(s2)
    resolve_stack(g)  # no creature card: sacrificed, nothing asked
    assert ids(g, "Barrow Ghoul") == []


def test_bull_elephant_returns_two_forests() -> None:
    s = _main(Scenario())
    elephant = s.hand(0, "Bull Elephant")
    f1, f2 = s.lands(0, "Forest", 2)
    s.pool(0, "{3}{G}")
    g = s.start()
    cast(g, elephant)
    resolve_stack(g)
    resolve_stack(g)
    answer(g, True)
    choose(g, f1)
    choose(g, f2)
    assert ids(g, "Bull Elephant") and names(g, Zone.HAND, 0) == ["Forest", "Forest"]


def test_carnophage_pays_life_or_is_tapped() -> None:
    s = Scenario()
    phage = s.battlefield(0, "Carnophage")
    g = _to_my_upkeep(s)
    resolve_stack(g)
    answer(g, True)
    assert g.state.players[0].life == 19 and not obj(g, phage).tapped
    s2 = Scenario()
    phage = s2.battlefield(0, "Carnophage")
    g = _to_my_upkeep(s2)
    resolve_stack(g)
    answer(g, False)
    assert g.state.players[0].life == 20 and obj(g, phage).tapped and ids(g, "Carnophage") == [phage]


def test_rathi_dragon_sacrifices_two_mountains() -> None:
    s = _main(Scenario())
    dragon = s.hand(0, "Rathi Dragon")
    m1, m2 = s.lands(0, "Mountain", 2)
    s.pool(0, "{2}{R}{R}")
    g = s.start()
    cast(g, dragon)
    resolve_stack(g)
    resolve_stack(g)
    answer(g, True)
    choose(g, m1)
    choose(g, m2)
    assert ids(g, "Rathi Dragon") and ids(g, "Mountain") == []


def test_rotting_giant_exiles_a_card_from_the_graveyard_when_it_attacks() -> None:
    s = _main(Scenario())
    giant = s.battlefield(0, "Rotting Giant")
    shock = s.graveyard(0, "Shock")
    g = s.start()
    attack(g, {giant: 1})
    resolve_stack(g)
    answer(g, True)
    choose(g, shock)
    assert names(g, Zone.EXILE, 0) == ["Shock"] and ids(g, "Rotting Giant") == [giant]


# -- "equal to the sacrificed creature's power" (last known information, CR 608.2h) --------------------------------
def test_bloodshot_cyclops_throws_a_creature_for_its_power_as_it_last_was() -> None:
    s = _main(Scenario())
    cyclops = s.battlefield(0, "Bloodshot Cyclops")
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    g = s.start()
    activate(g, cyclops, 0, [player(1)], costs=[bears])
    resolve_stack(g)
    assert g.state.players[1].life == 17  # a 3/3 when it was sacrificed


def test_fling_and_final_strike_use_the_additional_cost() -> None:
    s = _main(Scenario())
    fling = s.hand(0, "Fling")
    giant = s.battlefield(0, "Hill Giant")
    s.lands(0, "Mountain", 2)
    g = s.start()
    cast(g, fling, [player(1)], costs=[giant])
    resolve_stack(g)
    assert g.state.players[1].life == 17
    s2 = _main(Scenario())
    strike = s2.hand(0, "Final Strike")
    bears = s2.battlefield(0, "Grizzly Bears")
    s2.lands(0, "Swamp", 4)
    g = s2.start()
    cast(g, strike, [player(1)], costs=[bears])
    resolve_stack(g)
    assert g.state.players[1].life == 18


def test_diamond_valley_gains_the_sacrificed_creatures_toughness() -> None:
    s = _main(Scenario())
    valley = s.battlefield(0, "Diamond Valley")
    wall = s.battlefield(0, "Wall of Stone")  # 0/8
    g = s.start()
    activate(g, valley, 0, costs=[wall])
    resolve_stack(g)
    assert g.state.players[0].life == 28


def test_greater_good_draws_for_power_then_discards_three() -> None:
    s = _main(Scenario())
    good = s.battlefield(0, "Greater Good")
    giant = s.battlefield(0, "Hill Giant")
    s.library(0, ["Island", "Island", "Island", "Island"])
    g = s.start()
    activate(g, good, 0, costs=[giant])
    resolve_stack(g)  # three Islands drawn, all three discarded (one name: no real choice)
    assert g.state.players[0].hand == [] and names(g, Zone.GRAVEYARD, 0).count("Island") == 3


def test_priest_of_yawgmoth_and_sacrifice_add_black_for_mana_value() -> None:
    s = _main(Scenario())
    priest = s.battlefield(0, "Priest of Yawgmoth")
    relic = s.battlefield(0, "Jayemdae Tome")  # mana value 4
    g = s.start()
    activate(g, priest, 0, costs=[relic])
    assert g.state.players[0].pool[2] == 4 and not g.state.stack  # a mana ability (CR 605.3b)
    s2 = _main(Scenario())
    spell = s2.hand(0, "Sacrifice")
    giant = s2.battlefield(0, "Hill Giant")  # mana value 4
    s2.pool(0, "{B}")
    g = s2.start()
    cast(g, spell, costs=[giant])
    resolve_stack(g)
    assert g.state.players[0].pool[2] == 4


def test_lava_dart_flashback_sacrifices_a_mountain() -> None:
    s = _main(Scenario())
    dart = s.graveyard(0, "Lava Dart")
    mountain = s.battlefield(0, "Mountain", tapped=True)
    s.battlefield(0, "Forest")
    g = s.start()
    _cast_with(g, dart, "flashback")
    target(g, player(1))
    d = g.state.decision
    assert d is not None and d.data["options"] == [mountain]
    choose(g, mountain)
    resolve_stack(g)
    assert g.state.players[1].life == 19 and names(g, Zone.EXILE, 0) == ["Lava Dart"]
    assert names(g, Zone.GRAVEYARD, 0) == ["Mountain"]
