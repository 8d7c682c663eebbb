""""Each player chooses … one of each kind, then sacrifices the rest" (compiler/keep_and_sacrifice.py,
rules/atoms/keep_and_sacrifice.py): Cataclysm and Global Ruin. Choices in turn order (CR 101.4), a
permanent of two kinds chosen for one only (the cards' rulings), then every player sacrifices the rest
at once (CR 701.17)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, ids, legal, resolve_stack


@pytest.mark.parametrize("name", ["Cataclysm", "Global Ruin"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def _pick(g: object) -> tuple[int, list[int]]:
    d = g.state.decision  # type: ignore[attr-defined]
    assert d is not None and d.kind == DecisionKind.PICK
    return d.player, list(d.data["options"])


def test_cataclysm_each_player_keeps_one_of_each_type_in_turn_order() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cataclysm = s.hand(0, "Cataclysm")
    tome = s.battlefield(0, "Jayemdae Tome")
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    plains = s.lands(0, "Plains", 2)
    their_bears = s.battlefield(1, "Grizzly Bears")
    crusade = s.battlefield(1, "Crusade")
    forests = s.lands(1, "Forest", 3)
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    cast(g, cataclysm)
    resolve_stack(g)
    # P1 first (the active player): a creature out of two, then a land out of two; the Tome is theirs alone
    assert _pick(g) == (0, [bears, giant])
    assert sorted(a.oid for a in legal(g) if isinstance(a, ChooseObject)) == sorted([bears, giant])
    choose(g, giant)
    assert _pick(g) == (0, plains)
    choose(g, plains[1])
    assert _pick(g) == (1, forests)  # then P2: only the land is a choice
    choose(g, forests[0])
    assert g.state.decision is None or g.state.decision.kind != DecisionKind.PICK
    on = set(g.state.battlefield)
    assert {tome, giant, plains[1], their_bears, crusade, forests[0]} <= on
    assert not ({bears, plains[0], forests[1], forests[2]} & on)
    assert len(ids(g, "Forest", Zone.GRAVEYARD, 1)) == 2 and ids(g, "Cataclysm", Zone.GRAVEYARD, 0)


def test_cataclysm_an_artifact_creature_is_chosen_for_one_type_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cataclysm = s.hand(0, "Cataclysm")
    thopter = s.battlefield(0, "Ornithopter")
    tome = s.battlefield(0, "Jayemdae Tome")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    cast(g, cataclysm)
    resolve_stack(g)
    assert _pick(g) == (0, [thopter, tome])
    choose(g, thopter)  # as the artifact: the creature is then the Bears, the only one left
    assert g.state.decision is None or g.state.decision.kind != DecisionKind.PICK
    assert thopter in g.state.battlefield and bears in g.state.battlefield
    assert tome not in g.state.battlefield and ids(g, "Jayemdae Tome", Zone.GRAVEYARD, 0)


def test_cataclysm_the_artifact_creature_can_be_the_creature_instead() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cataclysm = s.hand(0, "Cataclysm")
    thopter = s.battlefield(0, "Ornithopter")
    tome = s.battlefield(0, "Jayemdae Tome")
    bears = s.battlefield(0, "Grizzly Bears")
    s.pool(0, "{2}{W}{W}")
    g = s.start()
    cast(g, cataclysm)
    resolve_stack(g)
    choose(g, tome)
    assert _pick(g) == (0, [thopter, bears])
    choose(g, thopter)
    assert {thopter, tome} <= set(g.state.battlefield) and bears not in g.state.battlefield


def test_global_ruin_a_dual_land_counts_for_one_basic_land_type() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ruin = s.hand(0, "Global Ruin")
    tundra = s.battlefield(0, "Tundra")  # Plains Island
    plains = s.battlefield(0, "Plains")
    island = s.battlefield(0, "Island")
    mountain = s.battlefield(0, "Mountain")
    swamps = s.lands(1, "Swamp", 3)
    s.pool(0, "{4}{W}")
    g = s.start()
    cast(g, ruin)
    resolve_stack(g)
    assert _pick(g) == (0, [tundra, plains])  # the Plains: Tundra or the Plains
    choose(g, tundra)
    # the Island is then the Island alone (Tundra is spent), the Mountain the Mountain; P2 keeps a Swamp
    assert _pick(g) == (1, swamps)
    choose(g, swamps[2])
    on = set(g.state.battlefield)
    assert {tundra, island, mountain, swamps[2]} <= on and plains not in on
    assert not ({swamps[0], swamps[1]} & on)


@pytest.mark.parametrize("name", ["Wildfire", "Wing Shards"])
def test_sacrifice_count_cards_compile_fully(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_wildfire_each_player_chooses_four_lands_then_everything_takes_four() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wildfire = s.hand(0, "Wildfire")
    mine = s.lands(0, "Mountain", 5)
    theirs = s.lands(1, "Forest", 3)
    wurm = s.battlefield(1, "Craw Wurm")  # 6/4: dies
    giant = s.battlefield(0, "Hill Giant")  # 3/3: dies
    s.pool(0, "{4}{R}{R}")
    g = s.start()
    cast(g, wildfire)
    resolve_stack(g)
    for land in mine[:4]:  # P1 picks four of five, one at a time (P2 has only three: all go)
        d = g.state.decision
        assert d is not None and d.kind == DecisionKind.SACRIFICE and d.player == 0
        choose(g, land)
    on = set(g.state.battlefield)
    assert mine[4] in on and not (set(mine[:4]) | set(theirs)) & on
    assert wurm not in on and giant not in on


def test_wing_shards_the_target_player_sacrifices_an_attacking_creature() -> None:
    from oldframe.testing import attack, pass_until, player

    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    home = s.battlefield(1, "Craw Wurm")
    shards = s.hand(0, "Wing Shards")
    s.lands(0, "Plains", 3)
    g = s.start()
    attack(g, {bears: 0, giant: 0})
    pass_until(g, Step.DECLARE_BLOCKERS, player=0)  # "only during combat after blockers are declared"
    cast(g, shards, [player(1)])
    resolve_stack(g)  # storm: no copies
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 1 and sorted(d.data["options"]) == sorted([bears, giant])  # not the Wurm
    choose(g, giant)
    assert giant not in g.state.battlefield and {bears, home} <= set(g.state.battlefield)
