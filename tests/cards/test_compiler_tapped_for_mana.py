"""Permanents tapped for mana (CR 106.12; 2003: 406.1): Wild Growth's triggered mana ability adds its mana
at once as the land is tapped, never on the stack (CR 605.1b, 605.4a; 2003: 406.5), so the payment counts
it; Scald's ordinary trigger uses the stack and hurts the player who tapped the Island."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, pass_until, resolve_stack


def test_the_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Wild Growth", "Scald", "Mirari's Wake", "Mana Flare", "High Tide", "Bubbling Muck", "Vernal Bloom",
                 "Gauntlet of Might", "Manabarbs", "Savage Firecat", "Overabundance"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_wild_growth_forest_pays_two_green_alone() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    forest = s.battlefield(0, "Forest")
    s.battlefield(0, "Wild Growth", attached_to=forest)
    s.hand(0, "Grizzly Bears")
    g = s.start()
    [bears] = ids(g, "Grizzly Bears", Zone.HAND)
    cast(g, bears)  # {1}{G} from one Forest: {G} and the additional {G}
    resolve_stack(g)
    assert ids(g, "Grizzly Bears") and g.state.stack == []


def test_wild_growth_land_tapped_directly_adds_both() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    forest = s.battlefield(0, "Forest")
    other = s.battlefield(0, "Forest")
    s.battlefield(0, "Wild Growth", attached_to=forest)
    g = s.start()
    g.apply(ActivateAbility(forest, 0))
    assert g.state.players[0].pool[4] == 2 and g.state.stack == []  # no stack (CR 605.4a)
    g.apply(ActivateAbility(other, 0))
    assert g.state.players[0].pool[4] == 3  # only the enchanted land


def test_scald_hurts_whoever_taps_an_island() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Scald")
    island, forest = s.battlefield(1, "Island"), s.battlefield(1, "Forest")
    g = s.start()
    g.apply(ActivateAbility(forest, 0))
    assert g.state.stack == []
    g.apply(ActivateAbility(island, 0))
    assert len(g.state.stack) == 1  # the trigger uses the stack (it is no mana ability)
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.state.players[0].life == 20


def test_sanctimony_sees_only_an_opponents_mountain() -> None:
    """"Whenever an opponent taps a Mountain for mana, you may gain 1 life." (CR 603.5; 2003: 410.5)"""
    for active, expect in ((0, 20), (1, 21)):
        s = Scenario()
        s.turn(active=active, step=Step.MAIN1)
        s.battlefield(0, "Sanctimony")
        mountain = s.battlefield(active, "Mountain")
        g = s.start()
        g.apply(ActivateAbility(mountain, 0))
        if g.state.stack:
            resolve_stack(g)
            answer(g, True)
        assert g.state.players[0].life == expect, active


# -- "add one mana of any type that land produced" (Mirari's Wake, Mana Flare; CR 605.1b, 605.4a) ----------------
def test_miraris_wake_doubles_your_lands_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Mirari's Wake")
    forest = s.battlefield(0, "Forest")
    their_island = s.battlefield(1, "Island")
    g = s.start()
    g.apply(ActivateAbility(forest, 0))
    assert g.state.players[0].pool[4] == 2 and g.state.stack == []  # a mana ability: no stack (CR 605.4a)
    pass_until(g, Step.MAIN1, active=1)
    g.apply(ActivateAbility(their_island, 0))
    assert g.state.players[1].pool[1] == 1  # "Whenever you tap": not the opponent's land


def test_miraris_wake_pays_a_spell_with_the_type_the_land_made() -> None:
    """Coral Atoll makes {C}{U}: the Wake's extra mana may be {U}, so it alone pays {1}{U}{U}."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Mirari's Wake")
    s.battlefield(0, "Coral Atoll")
    warrior = s.hand(0, "Phantom Warrior")  # {1}{U}{U}
    g = s.start()
    cast(g, warrior)
    resolve_stack(g)
    assert ids(g, "Phantom Warrior") and g.state.players[0].pool == [0, 0, 0, 0, 0, 0]


def test_mana_flare_doubles_every_players_lands() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Mana Flare")
    mountain = s.battlefield(1, "Mountain")
    giant = s.hand(1, "Hill Giant")  # {3}{R}
    s.battlefield(1, "Mountain")
    g = s.start()
    g.apply(ActivateAbility(mountain, 0))
    assert g.state.players[1].pool[3] == 2
    cast(g, giant)  # two more from the other Mountain
    resolve_stack(g)
    assert ids(g, "Hill Giant")


# -- "Whenever a Forest is tapped for mana, its controller adds an additional {G}." (Vernal Bloom) --------------
def test_vernal_bloom_gives_each_forest_an_additional_green() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Vernal Bloom")
    forest, mountain = s.battlefield(1, "Forest"), s.battlefield(1, "Mountain")
    g = s.start()
    g.apply(ActivateAbility(forest, 0))
    g.apply(ActivateAbility(mountain, 0))
    assert g.state.players[1].pool[4] == 2 and g.state.players[1].pool[3] == 1 and g.state.stack == []


# -- "Until end of turn, whenever a player taps an Island for mana, …" (High Tide; CR 603.7) ---------------------
def test_high_tide_adds_blue_to_every_island_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tide = s.hand(0, "High Tide")
    islands = [s.battlefield(0, "Island") for _ in range(2)]
    their_island = s.battlefield(1, "Island")
    s.pool(0, "{U}")
    g = s.start()
    cast(g, tide)
    resolve_stack(g)
    g.apply(ActivateAbility(islands[0], 0))
    assert g.state.players[0].pool[1] == 2
    pass_until(g, Step.MAIN1, active=1)  # the effect ended at end of turn (CR 514.2)
    g.apply(ActivateAbility(their_island, 0))
    assert g.state.players[1].pool[1] == 1


def test_bubbling_muck_adds_black_to_swamps_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    muck = s.hand(0, "Bubbling Muck")
    swamp, island = s.battlefield(0, "Swamp"), s.battlefield(0, "Island")
    s.pool(0, "{B}")
    g = s.start()
    cast(g, muck)
    resolve_stack(g)
    g.apply(ActivateAbility(swamp, 0))
    g.apply(ActivateAbility(island, 0))
    assert g.state.players[0].pool[2] == 2 and g.state.players[0].pool[1] == 1


# -- ordinary triggers on tapping a land (they use the stack) ------------------------------------------------------
def test_manabarbs_hurts_the_player_who_taps_a_land() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Manabarbs")
    swamp = s.battlefield(1, "Swamp")
    g = s.start()
    g.apply(ActivateAbility(swamp, 0))
    assert len(g.state.stack) == 1
    resolve_stack(g)
    assert g.state.players[1].life == 19 and g.state.players[0].life == 20


def test_savage_firecat_loses_a_counter_only_for_its_controllers_lands() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cat = s.battlefield(0, "Savage Firecat", counters={"+1/+1": 7})
    mine, theirs = s.battlefield(0, "Mountain"), s.battlefield(1, "Mountain")
    g = s.start()
    g.apply(ActivateAbility(mine, 0))
    resolve_stack(g)
    assert g.state.objects[cat].counters["+1/+1"] == 6
    pass_until(g, Step.MAIN1, active=1)
    g.apply(ActivateAbility(theirs, 0))
    assert g.state.stack == [] and g.state.objects[cat].counters["+1/+1"] == 6


def test_overabundance_doubles_and_hurts_at_once_as_the_land_is_tapped() -> None:
    """One triggered mana ability (CR 605.1b): the mana and the damage, with no stack (CR 605.4a)."""
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Overabundance")
    forest = s.battlefield(1, "Forest")
    mountains = [s.battlefield(1, "Mountain") for _ in range(2)]
    giant = s.hand(1, "Hill Giant")  # {3}{R}: the pool's {G}{G} and one Mountain's {R}{R}
    g = s.start()
    g.apply(ActivateAbility(forest, 0))
    assert g.state.players[1].pool[4] == 2 and g.state.players[1].life == 19 and g.state.stack == []
    cast(g, giant)
    assert [g.state.objects[m].tapped for m in mountains].count(True) == 1 and g.state.players[1].life == 18
    resolve_stack(g)
    assert ids(g, "Hill Giant") and g.state.players[0].life == 20
