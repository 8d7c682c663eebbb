"""Upkeep triggers that make a player act (compiler/upkeep_players.py, rules/atoms/upkeep_players.py):
"that player sacrifices …" (Dystopia, Braids, Destructive Flow, Call to the Grave, Smokestack), "that
player taps an untapped … for each fade counter on CARDNAME" (Tangle Wire), "that player discards a card at
random" (Bottomless Pit), "you draw … and you lose … life" (Phyrexian Arena, Graveborn Muse), "you gain X
life, where X is …" (Ivory Tower). The player chooses as the ability resolves (CR 608.2d; 2003: 413.2c)
and the chosen permanents are sacrificed together (CR 701.17a)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import CastWith
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    answer,
    cast,
    choose,
    ids,
    names,
    obj,
    pass_until,
    player,
    resolve_stack,
    target,
)

CARDS = ["Dystopia", "Braids, Cabal Minion", "Destructive Flow", "Call to the Grave", "Smokestack", "Tangle Wire",
         "Phyrexian Arena", "Graveborn Muse", "Ivory Tower", "Bottomless Pit"]


@pytest.mark.parametrize("name", CARDS)
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def _at_upkeep(s: Scenario, active: int) -> Game:
    """Start at the end of the other player's turn and pass to ``active``'s upkeep, triggers waiting."""
    s.turn(active=1 - active, step=Step.END_OF_TURN)
    for p in (0, 1):
        s.library(p, ["Island"] * 5)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=active)
    return g


def _options(g: Game) -> set[int]:
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.PICK
    return set(d.data["options"])


def test_dystopia_makes_the_upkeep_player_sacrifice_a_green_or_white_permanent() -> None:
    s = Scenario()
    s.battlefield(0, "Dystopia")
    elves = s.battlefield(1, "Llanowar Elves")
    lions = s.battlefield(1, "Savannah Lions")
    goblin = s.battlefield(1, "Raging Goblin")
    forest = s.battlefield(1, "Forest")  # a land is colorless (CR 202.2; 2003: 203.2)
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert _options(g) == {elves, lions}
    assert g.state.decision is not None and g.state.decision.player == 1  # that player chooses
    choose(g, lions)
    assert lions not in g.state.battlefield and ids(g, "Savannah Lions", Zone.GRAVEYARD, owner=1)
    assert {elves, goblin, forest} <= set(g.state.battlefield)


def test_dystopia_takes_the_only_one_without_a_choice_and_nothing_without_one() -> None:
    s = Scenario()
    s.battlefield(0, "Dystopia")
    elves = s.battlefield(1, "Llanowar Elves")
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert elves not in g.state.battlefield and g.state.decision is not None
    assert g.state.decision.kind is DecisionKind.PRIORITY


def test_braids_takes_an_artifact_creature_or_land_never_an_enchantment() -> None:
    s = Scenario()
    s.battlefield(0, "Braids, Cabal Minion")
    crusade = s.battlefield(1, "Crusade")
    plains = s.battlefield(1, "Plains")
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert plains not in g.state.battlefield and crusade in g.state.battlefield


def test_destructive_flow_takes_a_nonbasic_land() -> None:
    s = Scenario()
    s.battlefield(0, "Destructive Flow")
    forest = s.battlefield(1, "Forest")
    city = s.battlefield(1, "City of Brass")
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert city not in g.state.battlefield and forest in g.state.battlefield


def test_call_to_the_grave_takes_a_non_zombie_creature() -> None:
    s = Scenario()
    s.battlefield(0, "Call to the Grave")
    zombie = s.battlefield(1, "Gravedigger")
    bears = s.battlefield(1, "Grizzly Bears")
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert bears not in g.state.battlefield and zombie in g.state.battlefield


def test_smokestack_takes_a_permanent_per_soot_counter_chosen_then_sacrificed_together() -> None:
    s = Scenario()
    s.battlefield(0, "Smokestack", counters={"soot": 2})
    a = s.battlefield(1, "Plains")
    b = s.battlefield(1, "Island")
    c = s.battlefield(1, "Grizzly Bears")
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert _options(g) == {a, b, c}
    choose(g, a)
    assert a in g.state.battlefield and _options(g) == {b, c}  # nothing goes before both are chosen
    choose(g, c)
    assert a not in g.state.battlefield and c not in g.state.battlefield and b in g.state.battlefield


def test_tangle_wire_taps_one_untapped_permanent_per_fade_counter() -> None:
    s = Scenario()
    wire = s.battlefield(0, "Tangle Wire", counters={"fade": 2})
    lands = [s.battlefield(1, "Forest") for _ in range(3)]
    crusade = s.battlefield(1, "Crusade")  # an enchantment is never tapped this way
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert _options(g) == set(lands)
    choose(g, lands[0])
    choose(g, lands[2])
    assert [obj(g, o).tapped for o in lands] == [True, False, True] and not obj(g, crusade).tapped
    assert obj(g, wire).tapped is False


def test_tangle_wire_with_fewer_untapped_permanents_taps_them_all() -> None:
    s = Scenario()
    s.battlefield(0, "Tangle Wire", counters={"fade": 4})
    forest = s.battlefield(1, "Forest")
    s.battlefield(1, "Grizzly Bears", tapped=True)  # (untaps in its controller's untap step)
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert obj(g, forest).tapped and all(obj(g, o).tapped for o in ids(g, "Grizzly Bears"))


def test_phyrexian_arena_draws_a_card_and_loses_a_life() -> None:
    s = Scenario()
    s.battlefield(0, "Phyrexian Arena")
    g = _at_upkeep(s, active=0)
    hand = len(g.state.players[0].hand)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 1 and g.state.players[0].life == 19


def test_graveborn_muse_counts_the_zombies_you_control() -> None:
    s = Scenario()
    s.battlefield(0, "Graveborn Muse")  # a Zombie Spirit: counts itself
    s.battlefield(0, "Gravedigger")
    s.battlefield(1, "Gravedigger")  # not yours
    g = _at_upkeep(s, active=0)
    hand = len(g.state.players[0].hand)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 2 and g.state.players[0].life == 18


@pytest.mark.parametrize(("cards", "gain"), [(6, 2), (4, 0), (2, 0)])
def test_ivory_tower_gains_life_for_cards_in_hand_beyond_four(cards: int, gain: int) -> None:
    s = Scenario()
    s.battlefield(0, "Ivory Tower")
    s.hand(0, ["Island"] * cards)
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    assert g.state.players[0].life == 20 + gain


def test_bottomless_pit_discards_at_random_for_the_upkeep_player() -> None:
    s = Scenario()
    s.battlefield(0, "Bottomless Pit")
    s.hand(1, ["Island", "Forest"])
    s.hand(0, ["Plains"])
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert len(g.state.players[1].hand) == 1 and len(g.state.players[0].hand) == 1
    assert len(g.state.players[1].graveyard) == 1




def test_smokestack_destroyed_in_response_still_counts_its_soot_counters() -> None:
    """The count as the source last existed (CR 113.7a; 2003: 413.2f)."""
    s = Scenario()
    stack = s.battlefield(0, "Smokestack", counters={"soot": 1})
    a = s.battlefield(1, "Plains")
    b = s.battlefield(1, "Island")
    shatter = s.hand(1, "Shatter")
    g = _at_upkeep(s, active=1)
    g.state.players[1].pool[3] = 2  # {R}{R}… Shatter costs {1}{R}
    cast(g, shatter, [stack])
    resolve_stack(g)
    assert stack not in g.state.battlefield
    resolve_stack(g)
    assert _options(g) == {a, b}
    choose(g, b)
    assert b not in g.state.battlefield and a in g.state.battlefield


@pytest.mark.parametrize("name", ["Sarcomancy", "Lavaborn Muse", "Skizzik"])
def test_intervening_if_cards_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_sarcomancy_hurts_only_without_zombies() -> None:
    """An intervening-if: checked as it triggers and as it resolves (CR 603.4; 2003: 404.3)."""
    s = Scenario()
    s.battlefield(0, "Sarcomancy")
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    assert g.state.players[0].life == 19
    s = Scenario()
    s.battlefield(0, "Sarcomancy")
    s.battlefield(1, "Gravedigger")  # anyone's Zombie counts
    g = _at_upkeep(s, active=0)
    assert not g.state.stack and g.state.players[0].life == 20


def test_lavaborn_muse_burns_an_opponent_with_two_or_fewer_cards() -> None:
    s = Scenario()
    s.battlefield(0, "Lavaborn Muse")
    s.hand(1, ["Island", "Island"])
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert g.state.players[1].life == 17
    s = Scenario()
    s.battlefield(0, "Lavaborn Muse")
    s.hand(1, ["Island", "Island", "Island"])
    g = _at_upkeep(s, active=1)
    assert not g.state.stack and g.state.players[1].life == 20
    s = Scenario()
    s.battlefield(0, "Lavaborn Muse")
    g = _at_upkeep(s, active=0)  # not in its controller's own upkeep
    assert not g.state.stack


def test_skizzik_unkicked_is_sacrificed_at_end_of_turn_kicked_stays() -> None:
    for kicked in (False, True):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        skizzik = s.hand(0, "Skizzik")
        s.pool(0, "{3}{R}{R}" if kicked else "{3}{R}")
        s.library(0, ["Island"] * 3)
        s.library(1, ["Island"] * 3)
        g = s.start()
        if kicked:
            g.apply(CastWith(skizzik, "kicker", 0))
        else:
            cast(g, skizzik)
        resolve_stack(g)
        assert ids(g, "Skizzik")
        pass_until(g, Step.END_OF_TURN, active=0)
        if g.state.stack:
            resolve_stack(g)
        assert bool(ids(g, "Skizzik")) == kicked


def test_karma_deals_damage_for_each_swamp_the_upkeep_player_controls() -> None:
    s = Scenario()
    s.battlefield(0, "Karma")
    s.battlefield(1, "Swamp")
    s.battlefield(1, "Swamp")
    s.battlefield(0, "Swamp")  # not the upkeep player's
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 20
    g2 = _at_upkeep_with_karma_and_no_swamps()
    assert g2.state.players[0].life == 20


def _at_upkeep_with_karma_and_no_swamps() -> Game:
    s = Scenario()
    s.battlefield(0, "Karma")
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    return g


@pytest.mark.parametrize("name", ["Troublesome Spirit", "Awakening", "Karma"])
def test_tap_and_untap_all_cards_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_troublesome_spirit_taps_your_lands_at_your_end_step() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    s.battlefield(0, "Troublesome Spirit")
    mine = s.battlefield(0, "Island")
    theirs = s.battlefield(1, "Island")
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    assert obj(g, mine).tapped and not obj(g, theirs).tapped


def test_awakening_untaps_every_creature_and_land_in_each_upkeep() -> None:
    s = Scenario()
    s.battlefield(0, "Awakening")
    their_land = s.battlefield(1, "Island", tapped=True)
    their_bears = s.battlefield(1, "Grizzly Bears", tapped=True)
    their_mox = s.battlefield(1, "Mox Pearl", tapped=True)  # an artifact: not untapped
    g = _at_upkeep(s, active=0)  # (their permanents don't untap in P1's untap step)
    resolve_stack(g)
    assert not obj(g, their_land).tapped and not obj(g, their_bears).tapped and obj(g, their_mox).tapped


def test_quirion_dryad_grows_for_nongreen_colored_spells_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    dryad = s.battlefield(0, "Quirion Dryad")
    shock = s.hand(0, "Shock")
    growth = s.hand(0, "Giant Growth")
    s.pool(0, "{R}{G}")
    g = s.start()
    cast(g, growth, [dryad])  # green: no counter
    resolve_stack(g)
    assert not g.state.stack and (obj(g, dryad).counters or {}).get("+1/+1", 0) == 0
    cast(g, shock, [player(1)])
    resolve_stack(g)  # the trigger resolves first
    assert (obj(g, dryad).counters or {}).get("+1/+1") == 1


def test_land_tax_searches_only_while_an_opponent_has_more_lands() -> None:
    s = Scenario()
    s.battlefield(0, "Land Tax")
    s.battlefield(0, "Plains")
    s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    s.turn(active=1, step=Step.END_OF_TURN)
    s.library(0, ["Plains", "Plains", "Island", "Swamp", "Craw Wurm"])
    s.library(1, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    resolve_stack(g)
    answer(g, True)
    for _ in range(3):  # up to three basic land cards
        d = g.state.decision
        assert d is not None and d.player == 0 and d.kind is not DecisionKind.PRIORITY, d
        options = d.data["options"]
        assert all(g.state.objects[o].card.name != "Craw Wurm" for o in options)
        choose(g, options[0])
    hand = names(g, Zone.HAND, 0)
    assert len(hand) == 3 and "Craw Wurm" not in hand and names(g, Zone.LIBRARY, 0).count("Craw Wurm") == 1


def test_land_tax_does_nothing_with_as_many_lands_as_the_opponents() -> None:
    s = Scenario()
    s.battlefield(0, "Land Tax")
    s.battlefield(0, "Plains")
    s.battlefield(1, "Island")
    g = _at_upkeep(s, active=0)
    assert not g.state.stack


@pytest.mark.parametrize("name", ["Gigapede", "Forsaken City", "Land Tax", "Quirion Dryad", "Ichorid"])
def test_may_then_cards_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_gigapede_returns_from_the_graveyard_for_a_discarded_card() -> None:
    """An upkeep ability of the card in the graveyard (CR 113.6k) with an intervening-if (CR 603.4)."""
    s = Scenario()
    s.graveyard(0, "Gigapede")
    island = s.hand(0, "Island")
    g = _at_upkeep(s, active=0)
    hand = [o for o in g.state.players[0].hand]
    resolve_stack(g)
    answer(g, True)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.PICK and set(d.data["options"]) == set(hand)
    choose(g, island)
    assert "Gigapede" in names(g, Zone.HAND, 0) and "Island" in names(g, Zone.GRAVEYARD, 0)


def test_gigapede_declined_stays_in_the_graveyard() -> None:
    s = Scenario()
    s.graveyard(0, "Gigapede")
    s.hand(0, "Island")
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    answer(g, False)
    assert names(g, Zone.GRAVEYARD, 0) == ["Gigapede"] and names(g, Zone.HAND, 0) == ["Island"]


def test_forsaken_city_untaps_for_a_card_exiled_from_hand() -> None:
    s = Scenario()
    city = s.battlefield(0, "Forsaken City", tapped=True)  # it doesn't untap in the untap step
    swamp = s.hand(0, "Swamp")
    g = _at_upkeep(s, active=0)
    assert obj(g, city).tapped
    resolve_stack(g)
    answer(g, True)
    choose(g, swamp)
    assert not obj(g, city).tapped and names(g, Zone.EXILE, 0) == ["Swamp"]


def test_serrated_arrows_is_sacrificed_in_the_upkeep_only_without_arrowheads() -> None:
    """An intervening-if (CR 603.4; 2003: 404.3): with counters left it doesn't even trigger."""
    s = Scenario()
    arrows = s.battlefield(0, "Serrated Arrows", counters={"arrowhead": 1})
    g = _at_upkeep(s, active=0)
    assert not g.state.stack and arrows in g.state.battlefield
    s = Scenario()
    arrows = s.battlefield(0, "Serrated Arrows")
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    assert arrows not in g.state.battlefield and "Serrated Arrows" in names(g, Zone.GRAVEYARD, 0)


def test_manabond_puts_the_lands_in_play_and_discards_the_rest() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    s.battlefield(0, "Manabond")
    s.hand(0, ["Forest", "Island", "Craw Wurm"])
    s.library(1, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    answer(g, True)
    assert sorted(names(g, Zone.BATTLEFIELD, 0)) == ["Forest", "Island", "Manabond"]
    assert names(g, Zone.HAND, 0) == [] and names(g, Zone.GRAVEYARD, 0) == ["Craw Wurm"]


def test_manabond_declined_keeps_the_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    s.battlefield(0, "Manabond")
    s.hand(0, ["Forest", "Craw Wurm"])
    s.library(1, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    answer(g, False)
    assert sorted(names(g, Zone.HAND, 0)) == ["Craw Wurm", "Forest"]


def test_wild_dogs_go_to_the_player_with_the_most_life() -> None:
    s = Scenario()
    dogs = s.battlefield(0, "Wild Dogs")
    s.life(1, 25)
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    assert obj(g, dogs).controller == 1
    s = Scenario()  # a tie: nobody has more life than each other player — it doesn't trigger
    dogs = s.battlefield(0, "Wild Dogs")
    g = _at_upkeep(s, active=0)
    assert not g.state.stack and obj(g, dogs).controller == 0


def test_mask_of_intolerance_burns_a_player_with_four_basic_land_types() -> None:
    s = Scenario()
    s.battlefield(0, "Mask of Intolerance")
    for land in ("Plains", "Island", "Swamp", "Mountain"):
        s.battlefield(1, land)
    g = _at_upkeep(s, active=1)
    resolve_stack(g)
    assert g.state.players[1].life == 17
    s = Scenario()
    s.battlefield(0, "Mask of Intolerance")
    for land in ("Plains", "Island", "Swamp", "Swamp"):
        s.battlefield(1, land)
    g = _at_upkeep(s, active=1)
    assert not g.state.stack


def test_dark_suspicions_costs_the_opponent_the_difference_in_hand_sizes() -> None:
    s = Scenario()
    s.battlefield(0, "Dark Suspicions")
    s.hand(0, ["Island"])
    s.hand(1, ["Island"] * 4)
    g = _at_upkeep(s, active=1)  # (P2 hasn't drawn yet this turn)
    resolve_stack(g)
    assert g.state.players[1].life == 17 and g.state.players[0].life == 20


def test_ichorid_returns_for_another_black_creature_card_exiled_from_the_graveyard() -> None:
    s = Scenario()
    _, _, zombie = s.graveyard(0, ["Ichorid", "Grizzly Bears", "Gravedigger"])
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    answer(g, True)
    d = g.state.decision
    assert d is not None and d.data["options"] == [zombie]  # black creature cards other than it
    choose(g, zombie)
    assert ids(g, "Ichorid") and names(g, Zone.EXILE, 0) == ["Gravedigger"]
    assert "Grizzly Bears" in names(g, Zone.GRAVEYARD, 0)


def test_ichorid_without_another_black_creature_card_asks_nothing() -> None:
    s = Scenario()
    s.graveyard(0, ["Ichorid", "Grizzly Bears"])
    g = _at_upkeep(s, active=0)
    resolve_stack(g)
    assert not ids(g, "Ichorid") and g.state.decision is not None and g.state.decision.kind is DecisionKind.PRIORITY


def test_erhnam_djinn_gives_forestwalk_until_your_next_upkeep() -> None:
    s = Scenario()
    s.battlefield(0, "Erhnam Djinn")
    bears = s.battlefield(1, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Stone")
    s.battlefield(0, "Grizzly Bears")  # yours: not a legal target
    s.library(0, ["Island"] * 5)
    s.library(1, ["Island"] * 5)
    s.turn(active=1, step=Step.END_OF_TURN)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    d = g.state.decision
    assert d is not None and d.kind is DecisionKind.TARGET and d.data["options"] == [("object", bears)]
    assert ("object", wall) not in d.data["options"]
    target(g, bears)
    resolve_stack(g)
    assert has_keyword(g.state, obj(g, bears), "forestwalk")
    pass_until(g, Step.UPKEEP, active=1)
    assert has_keyword(g.state, obj(g, bears), "forestwalk")  # through the opponent's turn
    pass_until(g, Step.UPKEEP, active=0)
    assert not has_keyword(g.state, obj(g, bears), "forestwalk")  # ended as your next upkeep began
