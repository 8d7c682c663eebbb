"""What the player a trigger event names does (CR 603.2): Horn of Greed's "that player draws a card",
Fecundity's "that creature's controller may draw a card" (that player chooses, CR 603.5; 2003: 410.5) and
Mindslicer's "When CARDNAME dies, each player discards their hand." (CR 700.4, 603.10a)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, answer, cast, ids, play_land, resolve_stack


def test_the_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Horn of Greed", "Fecundity", "Mindslicer"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_horn_of_greed_the_land_player_draws() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, "Horn of Greed")
    forest = s.hand(1, "Forest")
    s.library(1, ["Island"])
    g = s.start()
    play_land(g, forest)
    resolve_stack(g)
    assert ids(g, "Island", Zone.HAND) and len(g.state.players[0].hand) == 0


def test_fecundity_the_dead_creatures_controller_chooses() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Fecundity")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Shock")
    s.library(1, ["Island"])
    s.pool(0, "{R}")
    g = s.start()
    [shock] = ids(g, "Shock", Zone.HAND)
    cast(g, shock, targets=[bears])
    resolve_stack(g)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "may" and d.player == 1
    answer(g, True)
    assert ids(g, "Island", Zone.HAND)


def test_mindslicer_dies_and_every_hand_is_discarded() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    slicer = s.battlefield(0, "Mindslicer")
    s.hand(0, ["Shock", "Lightning Bolt", "Island"])
    s.hand(1, ["Forest", "Plains"])
    s.pool(0, "{R}")
    g = s.start()
    [bolt] = ids(g, "Lightning Bolt", Zone.HAND)
    cast(g, bolt, targets=[slicer])  # a 4/3
    resolve_stack(g)
    resolve_stack(g)
    assert g.state.players[0].hand == [] and g.state.players[1].hand == []
