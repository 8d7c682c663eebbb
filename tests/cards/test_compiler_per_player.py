"""Each player by what that player has (compiler/per_player.py, rules/atoms/per_player.py): Price of
Progress counts each player's own nonbasic lands, all counts before any damage (CR 608.2h; 2003:
413.2f); Simoon hits only the target opponent's creatures; Mana Short taps every land and empties the
pool without mana burn (2003: 300.4)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, pass_priority, pass_until, player, resolve_stack

CARDS = ["Price of Progress", "Acidic Soil", "Wing Storm", "Typhoon", "Simoon", "Mana Short", "Gilded Light"]


@pytest.mark.parametrize("name", CARDS)
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def test_price_of_progress_counts_each_players_own_nonbasic_lands() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pop = s.hand(0, "Price of Progress")
    s.battlefield(0, "Volcanic Island")
    s.lands(0, "Mountain", 2)
    s.battlefield(1, "Tundra")
    s.battlefield(1, "Savannah")
    s.battlefield(1, "Scrubland")
    s.lands(1, "Plains", 3)
    s.pool(0, "{1}{R}")
    g = s.start()
    cast(g, pop)
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (18, 14)


def test_acidic_soil_counts_every_land_and_typhoon_only_opponents() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    soil = s.hand(0, "Acidic Soil")
    typhoon = s.hand(0, "Typhoon")
    s.lands(0, "Island", 3)
    s.lands(1, "Island", 2)
    s.lands(1, "Forest", 2)
    s.pool(0, "{2}{R}{2}{G}")
    g = s.start()
    cast(g, soil)
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (17, 16)
    cast(g, typhoon)
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (17, 14)


def test_wing_storm_counts_creatures_with_flying() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    storm = s.hand(0, "Wing Storm")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Serra Angel")
    s.battlefield(1, "Wind Drake")
    s.pool(0, "{2}{G}")
    g = s.start()
    cast(g, storm)
    resolve_stack(g)
    assert (g.state.players[0].life, g.state.players[1].life) == (20, 16)


def test_simoon_damages_only_the_target_opponents_creatures() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    simoon = s.hand(0, "Simoon")
    mine = s.battlefield(0, "Llanowar Elves")
    elves = s.battlefield(1, "Llanowar Elves")
    bears = s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{R}{G}")
    g = s.start()
    cast(g, simoon, [player(1)])
    resolve_stack(g)
    assert elves not in g.state.battlefield and mine in g.state.battlefield
    assert g.state.objects[bears].damage == 1
    assert g.state.players[1].life == 20


def test_mana_short_taps_every_land_and_the_lost_mana_is_not_burn() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    short = s.hand(0, "Mana Short")
    s.pool(0, "{2}{U}")
    lands = s.lands(1, "Forest", 3)
    s.pool(1, "{G}{G}")
    g = s.start()
    assert sum(g.state.players[1].pool) == 2
    pass_priority(g)
    cast(g, short, [player(1)])
    resolve_stack(g)
    assert all(g.state.objects[land].tapped for land in lands)
    assert sum(g.state.players[1].pool) == 0
    pass_until(g, Step.MAIN1)
    assert g.state.players[1].life == 20  # nothing left to burn as the phase ends (2003: 300.4)
    assert ids(g, "Mana Short", Zone.GRAVEYARD, 0)


def test_gilded_light_shroud_counters_a_spell_aimed_at_you_and_ends_with_the_turn() -> None:
    """Gilded Light in response to Shock: the Shock's only target is illegal, so it is countered on
    resolution (CR 608.2b; 2003: 413.2a); a second Shock can't target you; next turn the shroud is gone."""
    from oldframe.rules.actions import CastSpell, ChooseTarget

    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    shock, second = s.hand(1, ["Shock", "Shock"])
    s.pool(1, "{R}{R}")
    light = s.hand(0, "Gilded Light")
    s.pool(0, "{1}{W}")
    g = s.start()
    cast(g, shock, [player(0)])
    pass_priority(g)
    cast(g, light)
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[0].life == 20 and ids(g, "Shock", Zone.GRAVEYARD, 1)
    g.apply(CastSpell(second))
    assert ChooseTarget(player(0)) not in g.legal_actions() and ChooseTarget(player(1)) in g.legal_actions()
    g.apply(ChooseTarget(player(1)))
    resolve_stack(g)
    pass_until(g, Step.UPKEEP, active=0)
    assert not any(e.kind == "player_shroud_this_turn" for e in g.state.effects)


@pytest.mark.parametrize("name", ["Time Warp", "Gerrard's Wisdom", "Spontaneous Generation"])
def test_per_card_in_hand_and_extra_turn_cards_compile(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_gerrards_wisdom_and_spontaneous_generation_count_the_hand_as_they_resolve() -> None:
    from oldframe.testing import obj

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wisdom, generation = s.hand(0, ["Gerrard's Wisdom", "Spontaneous Generation"])
    s.hand(0, ["Island", "Island", "Island"])
    s.pool(0, "{2}{W}{W}{3}{G}")
    g = s.start()
    cast(g, wisdom)  # the hand as it resolves: Generation and three Islands
    resolve_stack(g)
    assert g.state.players[0].life == 28
    cast(g, generation)  # three Islands
    resolve_stack(g)
    tokens = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert len(tokens) == 3 and all(obj(g, o).card.name == "Saproling Token" for o in tokens)


def test_time_warp_gives_the_target_player_the_next_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    warp = s.hand(0, "Time Warp")
    s.pool(0, "{3}{U}{U}")
    g = s.start()
    turn = g.state.turn
    cast(g, warp, [player(0)])  # yourself: you take the next turn too
    resolve_stack(g)
    pass_until(g, Step.UPKEEP)
    assert g.state.active == 0 and g.state.turn == turn + 1
