"""Draws and looks (compiler/draw_variants.py, rules/atoms/draw_variants.py): Words of Wisdom (CR 121.2),
Urza's Bauble (a card at random, seen only by its looker and its owner; CR 400.2) with its delayed
draw (CR 603.7), Lat-Nam's Legacy ("If you do": only after a card was shuffled in; CR 608.2c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject, ChooseYesNo, PassPriority
from oldframe.rules.events import HandLooked
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, pass_until, player, resolve_stack


@pytest.mark.parametrize("name", ["Words of Wisdom", "Urza's Bauble", "Lat-Nam's Legacy", "Gamble",
                                  "Rush of Knowledge"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full", compiled.uncovered


def test_words_of_wisdom_two_for_you_one_for_each_other_player() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    words = s.hand(0, "Words of Wisdom")
    s.library(0, ["Island"] * 3)
    s.library(1, ["Forest"] * 3)
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, words)
    resolve_stack(g)
    assert (len(g.state.players[0].hand), len(g.state.players[1].hand)) == (2, 1)


def test_urzas_bauble_shows_one_random_card_to_its_controller_only_and_draws_next_upkeep() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bauble = s.battlefield(0, "Urza's Bauble")
    s.hand(1, ["Forest", "Island"])
    s.library(0, ["Swamp"] * 3)
    s.library(1, ["Plains"] * 3)
    g = s.start()
    activate(g, bauble, 0, [player(1)])
    resolve_stack(g)
    looks = [e for e in g.log if isinstance(e, HandLooked)]
    assert len(looks) == 1 and looks[0].names is not None and len(looks[0].names) == 1
    assert looks[0].names[0] in ("Forest", "Island")
    assert not g.state.players[0].hand and len(g.state.delayed) == 1
    pass_until(g, Step.UPKEEP, active=1)
    for _ in range(5):
        if g.state.stack:
            g.apply(PassPriority())
    assert len(g.state.players[0].hand) == 1


def test_lat_nams_legacy_shuffles_a_card_in_then_draws_two_next_upkeep() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    legacy = s.hand(0, "Lat-Nam's Legacy")
    forest = s.hand(0, "Forest")
    s.library(0, ["Swamp"] * 4)
    s.library(1, ["Plains"] * 4)
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, legacy)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.data["options"] == [forest]
    g.apply(ChooseObject(forest))
    assert not g.state.players[0].hand and len(g.state.players[0].library) == 5
    assert len(g.state.delayed) == 1


def test_lat_nams_legacy_with_an_empty_hand_draws_nothing() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    legacy = s.hand(0, "Lat-Nam's Legacy")
    s.library(0, ["Swamp"] * 4)
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, legacy)
    resolve_stack(g)
    assert not g.state.delayed


def test_gamble_finds_a_card_then_discards_one_at_random() -> None:
    s = Scenario(seed=1)
    s.turn(active=0, step=Step.MAIN1)
    gamble = s.hand(0, "Gamble")
    s.hand(0, ["Forest", "Island"])
    s.library(0, ["Black Lotus", "Swamp", "Swamp"])
    s.pool(0, "{R}")
    g = s.start()
    cast(g, gamble)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick"
    lotus = next(o for o in d.data["options"] if g.state.objects[o].card.name == "Black Lotus")
    g.apply(ChooseObject(lotus))
    assert len(g.state.players[0].hand) == 2 and len(g.state.players[0].graveyard) == 2  # Gamble + one card
    assert len(g.state.players[0].library) == 2


def test_rush_of_knowledge_draws_the_highest_mana_value_you_control() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    rush = s.hand(0, "Rush of Knowledge")
    s.battlefield(0, "Craw Wurm")  # 6
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Juggernaut")  # not yours
    s.library(0, ["Island"] * 8)
    s.pool(0, "{4}{U}")
    g = s.start()
    cast(g, rush)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == 6


@pytest.mark.parametrize("x, kept", [(1, 1), (2, 2), (9, 5)])
def test_breakthrough_keeps_x_chosen_cards(x: int, kept: int) -> None:
    from oldframe.rules.actions import CastWith

    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    breakthrough = s.hand(0, "Breakthrough")
    s.hand(0, "Forest")
    s.library(0, ["Island"] * 6)
    s.pool(0, "{U}" + "{1}" * x)
    g = s.start()
    g.apply(CastWith(breakthrough, "x", x))
    resolve_stack(g)
    while (d := g.state.decision) is not None and d.kind == "pick":
        assert d.player == 0
        g.apply(ChooseObject(d.data["options"][0]))
    assert len(g.state.players[0].hand) == kept
    assert len(g.state.players[0].graveyard) == 1 + 5 - kept


def test_questing_phelddagrif_each_ability_gives_the_target_opponent_something() -> None:
    rec = load_pool().get("Questing Phelddagrif")
    assert rec is not None and compile_card(rec).status == "full"
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    beast = s.battlefield(0, "Questing Phelddagrif")
    s.library(1, ["Forest"] * 2)
    s.pool(0, "{G}{W}{U}")
    g = s.start()
    activate(g, beast, 0, [player(1)])  # {G}: +1/+1, the opponent gets a Hippo
    resolve_stack(g)
    hippos = [o for o in g.state.battlefield if g.state.objects[o].card.subtypes == ("Hippo",)]
    assert len(hippos) == 1 and g.state.objects[hippos[0]].controller == 1
    activate(g, beast, 1, [player(1)])  # {W}: protection, the opponent gains 2 life
    resolve_stack(g)
    assert g.state.players[1].life == 22
    activate(g, beast, 2, [player(1)])  # {U}: flying, the opponent may draw
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    g.apply(ChooseYesNo(True))
    assert len(g.state.players[1].hand) == 1
