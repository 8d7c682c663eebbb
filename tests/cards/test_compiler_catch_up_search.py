"""Tithe (compiler/catch_up_search.py, rules/atoms/catch_up_search.py): one Plains card, or two if the
target opponent controls more lands as it resolves (CR 608.2h); each may be none (CR 701.19b)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, legal, names, player, resolve_stack


def test_tithe_compiles_fully() -> None:
    rec = load_pool().get("Tithe")
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


@pytest.mark.parametrize(("their_lands", "found"), [(3, 2), (1, 1)])
def test_tithe_finds_a_second_plains_only_when_behind_on_lands(their_lands: int, found: int) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    tithe = s.hand(0, "Tithe")
    s.lands(0, "Plains", 1)
    s.lands(1, "Swamp", their_lands)
    s.library(0, ["Plains", "Island", "Plains", "Plains"])
    s.pool(0, "{W}")
    g = s.start()
    cast(g, tithe, [player(1)])
    resolve_stack(g)
    for _ in range(found):
        d = g.state.decision
        assert d is not None and ChooseYesNo(False) in legal(g)  # a search may find nothing
        g.apply(ChooseObject(d.data["options"][0]))
    assert names(g, Zone.HAND, 0) == ["Plains"] * found
    assert g.state.decision is None or g.state.decision.kind == "priority"
