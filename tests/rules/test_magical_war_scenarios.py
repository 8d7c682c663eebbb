"""The Magical War scenarios of the public scenario file (MWR-*, "Magical War variant"), under every
preset each names ("all three": the variant sits on top of whichever preset is used)."""

from __future__ import annotations

import pytest
from magical_war_helpers import ALL_PRESETS, MW, advance, deck, mw

from oldframe import Game
from oldframe.rules.actions import (
    CastSpell,
    ChooseTarget,
    ChooseYesNo,
    FinishDeclaring,
    Keep,
    Mulligan,
    PlayLand,
)
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.engine import IllegalActionError
from oldframe.rules.magical_war.errata import hand_size
from oldframe.rules.magical_war.pipeline import RunPipeline
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, ids, player, resolve_stack

DECKS = [
    deck(("Mountain", 24), ("Grizzly Bears", 12), ("Lightning Bolt", 12), ("Stone Rain", 12)),
    deck(("Forest", 24), ("Grizzly Bears", 20), ("Giant Growth", 16)),
    deck(("Island", 24), ("Ornithopter", 12), ("Counterspell", 12), ("Wind Drake", 12)),
]


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_01_setup(rules: str) -> None:
    """MWR-01: three players, one common stock of 180 cards, the starting player chosen fairly (the
    seeded coin), turn order clockwise. After the deal: 9 cards and 20 life each, hand size 9, stock 153."""
    starters = set()
    for seed in range(8):
        g = Game(DECKS, seed=seed, rules=rules, variant=MW)
        s = g.state
        assert [len(p.hand) for p in s.players] == [9, 9, 9]
        assert [p.life for p in s.players] == [20, 20, 20]
        assert [hand_size(s, p) for p in range(3)] == [9, 9, 9]
        assert len(mw(g).stock) == 153 and all(not p.library for p in s.players)
        assert g.view(0)["variant"]["stock_size"] == 153
        starters.add(g.starting_player)
        # clockwise from the starting player: the mulligan decisions come in seat order
        order = []
        while g.pending is not None and g.pending.kind == DecisionKind.MULLIGAN:
            order.append(g.pending.player)
            g.apply(Keep())
        assert order == [(g.starting_player + k) % 3 for k in range(3)]
    assert len(starters) > 1  # the coin really chooses


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_03_pipeline_setup_and_draw_to_ten(rules: str) -> None:
    """MWR-03: after the initial round each player lays two cards face down; at P1's draw step with 5
    cards in hand and 2 in the pipeline P1 draws 3 (hand + pipeline = 10 = hand size + 1); with 10 or
    more already, nothing."""
    g = Game(DECKS, seed=4, rules=rules, variant=MW)
    while g.pending is not None and g.pending.kind in (DecisionKind.MULLIGAN, DecisionKind.MW_INITIAL_ROUND):
        g.apply(Keep() if g.pending.kind == DecisionKind.MULLIGAN else FinishDeclaring())
    laid = []
    while g.pending is not None and g.pending.kind == DecisionKind.MW_PIPELINE_SETUP:
        laid.append(g.pending.player)
        g.apply(g.legal_actions()[0])
    assert sorted(laid) == [0, 0, 1, 1, 2, 2]
    assert [len(p) for p in mw(g).pipelines] == [2, 2, 2]

    for in_hand, in_pipeline, drawn in ((5, 2, 3), (8, 2, 0), (9, 2, 0)):
        s = Scenario(rules, players=3, variant=MW)
        s.hand(0, ["Mountain"] * in_hand)
        s.pipeline(0, ["Forest"] * in_pipeline)
        s.stock(["Island"] * 5)
        s.turn(active=0, step=Step.DRAW)
        g = s.start()
        assert len(g.state.players[0].hand) == in_hand + in_pipeline + drawn
        assert len(mw(g).stock) == 5 - drawn


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_05_instants_and_zero_cost_spells_bypass_the_pipeline(rules: str) -> None:
    """MWR-05: Lightning Bolt and Ornithopter are cast from hand; Grizzly Bears is refused (it must go
    through the pipeline)."""
    s = Scenario(rules, players=3, variant=MW)
    bolt, orni, bears = s.hand(0, ["Lightning Bolt", "Ornithopter", "Grizzly Bears"])
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    legal = g.legal_actions()
    assert CastSpell(bolt) in legal and CastSpell(orni) in legal and CastSpell(bears) not in legal
    before = g.dumps()
    with pytest.raises(IllegalActionError, match="pipeline"):
        g.apply(CastSpell(bears))
    assert g.dumps() == before
    cast(g, bolt, targets=[player(1)])
    resolve_stack(g)
    assert g.state.players[1].life == 17
    cast(g, orni)
    resolve_stack(g)
    assert ids(g, "Ornithopter")


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_06_an_eliminated_players_last_gasp(rules: str) -> None:
    """MWR-06: P2 is reduced to 0 life in P1's turn with Lightning Bolt and Stone Rain in the pipeline,
    3 untapped Mountains and an untapped Grizzly Bears. P2 picks up the pipeline, may cast instants
    and sorceries (Bolt and Stone Rain) with that mana, may not play lands, makes one attack with the
    Bears, then leaves the game."""
    s = Scenario(rules, players=3, variant=MW)
    kill = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    bolt, rain = s.pipeline(1, ["Lightning Bolt", "Stone Rain"])
    land = s.hand(1, "Mountain")
    for _ in range(3):
        s.battlefield(1, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.life(1, 3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, kill, targets=[player(1)])
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_LAST_GASP and g.pending.player == 1
    assert not g.state.players[1].lost and mw(g).pipelines[1] == []  # picked up into the hand
    legal = g.legal_actions()
    assert CastSpell(bolt) in legal and CastSpell(rain) in legal  # a sorcery, in another's turn
    assert ChooseTarget(("player", 0)) in legal and FinishDeclaring() in legal
    assert PlayLand(land) not in legal and not any(isinstance(a, PlayLand) for a in legal)
    forest = ids(g, "Forest")[0]
    g.apply(CastSpell(rain))
    g.apply(ChooseTarget(("object", forest)))
    resolve_stack(g)
    assert not ids(g, "Forest")
    # the three Mountains paid for Stone Rain: the Bolt can't be paid for any more
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_LAST_GASP
    assert CastSpell(bolt) not in g.legal_actions()
    g.apply(ChooseTarget(("player", 2)))  # the one attack: the Bears, at P3
    assert g.state.players[2].life == 18 and g.state.objects[bears].tapped
    assert ChooseTarget(("player", 0)) not in g.legal_actions()  # one attack only
    g.apply(FinishDeclaring())
    assert g.state.players[1].lost and not g.is_over()
    assert bears not in g.state.objects  # it left the game with its owner (CR 800.4a)


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_07_black_vise_grows_an_opponents_pipeline(rules: str) -> None:
    """MWR-07: P1's untapped Black Vise chose P3: at P3's upkeep P3's pipeline size becomes 3 (P3 fills
    the pipeline to 3); P1 may choose a different opponent at a later upkeep."""
    s = Scenario(rules, players=3, variant=MW)
    vise, _ = s.pipeline(0, ["Black Vise", "Island"])
    s.hand(0, ["Island"] * 3)
    s.battlefield(0, "Mountain")
    s.pipeline(2, ["Forest", "Forest"])
    s.hand(2, ["Forest"] * 6)
    s.stock(["Island"] * 30)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    g.apply(RunPipeline())
    g.apply(g.legal_actions()[0])  # one card to the end of the pipeline
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_PIPELINE_CAST
    g.apply(ChooseYesNo(True))
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == DecisionKind.ENTRY_CHOICE
    g.apply(ChooseTarget(("player", 2)))
    assert mw(g).size == [2, 2, 2]  # not before P3's upkeep
    advance(g, Step.UPKEEP, active=2)
    assert mw(g).size[2] == 3
    advance(g, Step.MAIN1, active=2)
    assert len(g.state.players[2].hand) == 10  # 6 + 2, drew 2: hand + pipeline = 10 still
    g.apply(RunPipeline())
    while g.pending is not None and g.pending.kind == DecisionKind.MW_PIPELINE_ADD:
        g.apply(g.legal_actions()[0])
    assert len(mw(g).pipelines[2]) == 3  # filled to 4, the first turned up
    # P1's next upkeep: P1 may choose P2 instead; P2's size grows at P2's upkeep, P3's shrinks at P3's
    advance(g, Step.UPKEEP, active=0, stop=DecisionKind.MW_RETARGET)
    assert g.pending is not None and g.pending.kind == DecisionKind.MW_RETARGET
    g.apply(ChooseTarget(("player", 1)))
    advance(g, Step.MAIN1, active=1)
    assert mw(g).size == [2, 3, 3]
    advance(g, Step.MAIN1, active=2)
    assert mw(g).size == [2, 3, 2]
    assert vise not in g.state.objects and len(ids(g, "Black Vise")) == 1  # cast from the pipeline


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_mwr_09_paris_mulligan_from_nine(rules: str) -> None:
    """MWR-09: two players, hands of nine; the starting player mulligans twice and keeps, then the
    other mulligans once: hands of 7 and 8, the starting player deciding completely first."""
    g = Game(DECKS[:2], seed=2, rules=rules, variant=MW)
    first = g.starting_player
    seen = []
    for action in (Mulligan(), Mulligan(), Keep(), Mulligan(), Keep()):
        assert g.pending is not None
        seen.append(g.pending.player)
        g.apply(action)
    assert seen == [first, first, first, 1 - first, 1 - first]
    assert len(g.state.players[first].hand) == 7 and len(g.state.players[1 - first].hand) == 8
    assert g.state.players[first].mulligans == 2 and g.state.players[1 - first].mulligans == 1
    assert len(mw(g).stock) == 120 - 15
