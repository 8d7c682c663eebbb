"""Permanents tapped for mana (CR 106.12; 2003: 406.1): Wild Growth's triggered mana ability adds its mana
at once as the land is tapped, never on the stack (CR 605.1b, 605.4a; 2003: 406.5), so the payment counts
it; Scald's ordinary trigger uses the stack and hurts the player who tapped the Island."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ActivateAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, resolve_stack


def test_the_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Wild Growth", "Scald"):
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
