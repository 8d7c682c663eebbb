"""Mass effects with a count or a chosen number (compiler/mass_variants.py, rules/atoms/mass_variants.py):
Decree of Pain (draw per creature destroyed this way), Mageta the Lion (all but itself, no
regeneration), Void (a chosen number: permanents, then the revealed hand), Winds of Change (each player
shuffles their hand in and draws that many). CR 701.7, 701.15c, 608.2d (2003: 413.2, 419.6b, 413.2c)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseNumber, ChooseObject, ChooseYesNo, PassPriority
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, player, resolve_stack


@pytest.mark.parametrize("name", ["Void", "Decree of Pain", "Mageta the Lion", "Winds of Change"])
def test_cards_compile_and_render_their_own_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_decree_of_pain_draws_one_per_creature_destroyed() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    decree = s.hand(0, "Decree of Pain")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    skeletons = s.battlefield(1, "Drudge Skeletons")
    s.library(0, ["Island"] * 5)
    s.pool(0, "{6}{B}{B}")
    s.pool(1, "{B}")
    g = s.start()
    cast(g, decree)
    g.apply(PassPriority())
    activate(g, skeletons, 0)  # a shield that can't be used
    resolve_stack(g)
    resolve_stack(g)
    assert not ids(g, "Drudge Skeletons") and len(g.state.players[0].hand) == 3


def test_mageta_destroys_every_other_creature() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    mageta = s.battlefield(0, "Mageta the Lion")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    cards = s.hand(0, ["Forest", "Island"])
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    activate(g, mageta, 0, costs=cards)
    resolve_stack(g)
    assert mageta in g.state.battlefield and not ids(g, "Grizzly Bears") and not ids(g, "Hill Giant")


def test_void_the_chosen_number_hits_permanents_then_the_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    void = s.hand(0, "Void")
    s.battlefield(1, "Grizzly Bears")  # 2
    s.battlefield(1, "Hill Giant")  # 4
    s.battlefield(1, "Savannah Lions")  # 1
    s.hand(1, ["Giant Growth", "Shock", "Counterspell", "Forest"])  # 1, 1, 2, land
    s.pool(0, "{3}{B}{R}")
    g = s.start()
    cast(g, void, [player(1)])
    resolve_stack(g)
    assert {a.n for a in g.legal_actions() if isinstance(a, ChooseNumber)} == set(range(17))
    g.apply(ChooseNumber(2))
    assert not ids(g, "Grizzly Bears") and ids(g, "Hill Giant") and ids(g, "Savannah Lions")
    assert ids(g, "Counterspell", Zone.GRAVEYARD, owner=1) and len(g.state.players[1].hand) == 3


def test_winds_of_change_each_player_draws_as_many_as_they_shuffled() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    winds = s.hand(0, "Winds of Change")
    s.hand(0, ["Forest", "Island"])
    s.hand(1, ["Swamp", "Swamp", "Swamp"])
    s.library(0, ["Mountain"] * 5)
    s.library(1, ["Plains"] * 5)
    s.pool(0, "{R}")
    g = s.start()
    cast(g, winds)
    resolve_stack(g)
    assert (len(g.state.players[0].hand), len(g.state.players[1].hand)) == (2, 3)
    assert (len(g.state.players[0].library), len(g.state.players[1].library)) == (5, 5)


def test_pox_a_third_of_everything_rounded_up() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pox = s.hand(0, "Pox")
    s.hand(0, ["Forest", "Island"])  # 2 -> 1 discarded
    s.hand(1, ["Swamp", "Swamp", "Swamp", "Swamp"])  # 4 -> 2
    s.battlefield(0, "Grizzly Bears")  # 1 -> 1
    s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Craw Wurm")  # 2 -> 1
    s.lands(0, "Swamp", 3)  # 3 -> 1
    s.lands(1, "Mountain", 4)  # 4 -> 2
    s.life(1, 7)  # 7 -> loses 3
    s.pool(0, "{B}{B}{B}")
    g = s.start()
    cast(g, pox)
    resolve_stack(g)
    for _ in range(20):
        d = g.state.decision
        if d is None or d.kind != "pick":
            break
        g.apply(ChooseObject(d.data["options"][0]))
    assert (g.state.players[0].life, g.state.players[1].life) == (13, 4)
    assert (len(g.state.players[0].hand), len(g.state.players[1].hand)) == (1, 2)
    assert not ids(g, "Grizzly Bears") and len(ids(g, "Hill Giant") + ids(g, "Craw Wurm")) == 1
    assert (len(ids(g, "Swamp", owner=0)), len(ids(g, "Mountain", owner=1))) == (2, 2)


def test_ill_gotten_gains_hands_discarded_then_up_to_three_back_each() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    gains = s.hand(0, "Ill-Gotten Gains")
    s.hand(0, ["Lightning Bolt", "Shock"])
    s.graveyard(0, ["Black Lotus", "Ancestral Recall"])
    s.hand(1, ["Forest", "Giant Growth", "Hill Giant", "Island"])
    s.pool(0, "{2}{B}{B}")
    g = s.start()
    cast(g, gains)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "pick" and d.player == 0 and len(d.data["options"]) == 4
    assert not any(g.state.objects[o].card.name == "Ill-Gotten Gains" for o in d.data["options"])
    lotus = next(o for o in d.data["options"] if g.state.objects[o].card.name == "Black Lotus")
    g.apply(ChooseObject(lotus))
    g.apply(ChooseYesNo(False))  # P1 stops at one card
    for _ in range(3):  # P2 takes three of four
        d = g.state.decision
        assert d is not None and d.kind == "pick" and d.player == 1
        g.apply(ChooseObject(d.data["options"][0]))
    assert (len(g.state.players[0].hand), len(g.state.players[1].hand)) == (1, 3)
    assert ids(g, "Ill-Gotten Gains", Zone.EXILE, owner=0)
