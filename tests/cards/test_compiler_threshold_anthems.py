"""Threshold anthems (compiler/threshold_anthems.py): "Threshold — Squirrel creatures get +2/+2 as long as
seven or more cards are in your graveyard." (Nut Collector), "Threshold — White creatures get an additional
+1/+1 as long as …" (Divine Sacrament), "Threshold — Other creatures you control get +2/+2 as long as …"
(Silver Seraph), the enchanted creature's (Kamahl's Desire, Patriarch's Desire) — a bonus only while the
controller has seven or more cards in the graveyard (CR 702.38a, 611.3b; 2003: 502.23a, 418.3a)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def test_threshold_anthems_compile_and_render_back() -> None:
    renders_back("Nut Collector", "Divine Sacrament", "Silver Seraph", "Kamahl's Desire", "Patriarch's Desire")


def _pt(g: Game, oid: int) -> tuple[int, int]:
    o = g.state.objects[oid]
    return power(g.state, o), toughness(g.state, o)


def _board(graveyard: int, card: str) -> tuple[Game, dict[str, int]]:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ids = {"source": s.battlefield(0, card), "squirrel": s.battlefield(0, "Squirrel Mob"),
           "knight": s.battlefield(0, "White Knight"), "their_knight": s.battlefield(1, "White Knight"),
           "bears": s.battlefield(1, "Grizzly Bears")}
    s.graveyard(0, ["Swamp"] * graveyard)
    s.graveyard(1, ["Swamp"] * 7)  # the opponent's graveyard gives the controller no threshold
    return s.start(), ids


def test_nut_collector_pumps_squirrels_only_with_threshold() -> None:
    g, ids = _board(6, "Nut Collector")
    assert _pt(g, ids["squirrel"]) == (2, 2)  # Squirrel Mob alone: no other Squirrel
    g, ids = _board(7, "Nut Collector")
    assert _pt(g, ids["squirrel"]) == (4, 4)
    assert _pt(g, ids["knight"]) == (2, 2) and _pt(g, ids["source"]) == (1, 1)  # not Squirrels


def test_divine_sacrament_adds_a_second_bonus_to_every_white_creature_with_threshold() -> None:
    g, ids = _board(6, "Divine Sacrament")
    assert _pt(g, ids["knight"]) == (3, 3) and _pt(g, ids["their_knight"]) == (3, 3)
    g, ids = _board(7, "Divine Sacrament")
    assert _pt(g, ids["knight"]) == (4, 4) and _pt(g, ids["their_knight"]) == (4, 4)
    assert _pt(g, ids["bears"]) == (2, 2)  # green


def test_silver_seraph_pumps_only_its_controllers_other_creatures() -> None:
    g, ids = _board(7, "Silver Seraph")
    assert _pt(g, ids["knight"]) == (4, 4) and _pt(g, ids["source"]) == (6, 6)
    assert _pt(g, ids["their_knight"]) == (2, 2)


def test_kamahls_desire_pumps_the_enchanted_creature_with_threshold() -> None:
    for graveyard, expected in ((6, (2, 2)), (7, (5, 2))):
        s = Scenario()
        s.turn(active=0, step=Step.MAIN1)
        bears = s.battlefield(0, "Grizzly Bears")
        s.battlefield(0, "Kamahl's Desire", attached_to=bears)
        s.graveyard(0, ["Swamp"] * graveyard)
        g = s.start()
        assert _pt(g, bears) == expected
