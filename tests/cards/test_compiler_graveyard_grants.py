"""Abilities granted from a graveyard (compiler/graveyard_grants.py, rules.granted): Riftstone Portal's "As
long as CARDNAME is in your graveyard, lands you control have "{T}: Add {G} or {W}."" (CR 113.6b; layer 6,
CR 613.1f; 2003: 418.5a)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell
from oldframe.rules.land_types import activated_abilities
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, obj, resolve_stack


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Riftstone Portal")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        assert line.rendered == line.line


@pytest.mark.parametrize("where", ["graveyard", "battlefield", "opponent's graveyard"])
def test_portal_in_your_graveyard_lets_your_lands_tap_for_green_or_white(where: str) -> None:
    """Only from its owner's graveyard, and only for that player's lands: two Islands pay for Grizzly
    Bears ({1}{G}) with the granted {G}; on the battlefield the Portal only taps for {C} itself."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    if where == "graveyard":
        s.graveyard(0, "Riftstone Portal")
    elif where == "battlefield":
        s.battlefield(0, "Riftstone Portal")
    else:
        s.graveyard(1, "Riftstone Portal")
    island = s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    theirs = s.battlefield(1, "Island")
    bears = s.hand(0, "Grizzly Bears")
    g = s.start()
    granted = where == "graveyard"
    assert len(activated_abilities(g.state, obj(g, island))) == (3 if granted else 1)
    assert len(activated_abilities(g.state, obj(g, theirs))) == (3 if where.startswith("opponent") else 1)
    assert (CastSpell(bears) in g.legal_actions()) == granted
    if granted:
        cast(g, bears)
        resolve_stack(g)
        assert names(g, Zone.BATTLEFIELD, 0).count("Grizzly Bears") == 1
