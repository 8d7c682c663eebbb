"""Returning many permanents at once (compiler/mass_bounce.py, rules/atoms/mass_bounce.py): Upheaval
returns every permanent, lands too; Wash Out the color chosen on resolution (CR 608.2d); Hurkyl's Recall
the artifacts the target player owns, whoever controls them (CR 400.3; 2003: 217.1)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseColor
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, player, resolve_stack


@pytest.mark.parametrize("name", ["Upheaval", "Wash Out", "Hurkyl's Recall"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_upheaval_returns_every_permanent_to_its_owners_hand() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    upheaval = s.hand(0, "Upheaval")
    s.lands(0, "Island", 2)
    s.battlefield(0, "Jayemdae Tome")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")
    s.pool(0, "{4}{U}{U}")
    g = s.start()
    cast(g, upheaval)
    resolve_stack(g)
    assert g.state.battlefield == []
    assert sorted(names(g, Zone.HAND, 0)) == ["Island", "Island", "Jayemdae Tome"]
    assert sorted(names(g, Zone.HAND, 1)) == ["Forest", "Grizzly Bears"]


def test_wash_out_returns_only_the_chosen_color() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    wash = s.hand(0, "Wash Out")
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    s.pool(0, "{3}{U}")
    g = s.start()
    cast(g, wash)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.CHOOSE_COLOR and d.player == 0
    g.apply(ChooseColor("G"))
    assert bears not in g.state.battlefield and giant in g.state.battlefield
    assert names(g, Zone.HAND, 1) == ["Grizzly Bears"]


def test_hurkyls_recall_returns_artifacts_the_player_owns_even_if_donated() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    recall = s.hand(0, "Hurkyl's Recall")
    mine_at_theirs = s.battlefield(0, "Jayemdae Tome", controller=1)
    theirs = s.battlefield(1, "Ornithopter")
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, recall, [player(0)])
    resolve_stack(g)
    assert mine_at_theirs not in g.state.battlefield and theirs in g.state.battlefield
    assert "Jayemdae Tome" in names(g, Zone.HAND, 0)
