"""Several replacement effects on one zone change (CR 616.1, 616.1f; 2003: 419.8): the owner of a
Serra Avatar being put into the graveyard under Yawgmoth's Will chooses "shuffle it into its library
instead" or "exile it instead"; once one applies the other no longer does."""

from __future__ import annotations

import pytest

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, apply_first, cast, ids, resolve_stack


@pytest.mark.parametrize("first, zone", [("shuffle it into its library instead", Zone.LIBRARY),
                                         ("put it into exile instead", Zone.EXILE)])
def test_serra_avatar_under_yawgmoths_will(first: str, zone: Zone) -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Serra Avatar")
    will, wrath = s.hand(0, ["Yawgmoth's Will", "Wrath of God"])
    s.pool(0, "{2}{B}{2}{W}{W}")
    g = s.start()
    cast(g, will)
    resolve_stack(g)
    cast(g, wrath)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == "replacement_order" and d.player == 0
    assert sorted(d.data["options"]) == ["put it into exile instead", "shuffle it into its library instead"]
    apply_first(g, d.data["options"].index(first))
    assert ids(g, "Serra Avatar", zone, 0)
    assert ids(g, "Wrath of God", Zone.EXILE, 0)  # one replacement only: Will's
