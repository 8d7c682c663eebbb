"""Tokens for the target's controller or owner (compiler/rider_tokens.py, rules/atoms/rider_tokens.py):
that player as the target last existed (CR 608.2h) gets the tokens under their control (CR 111.2)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, obj, resolve_stack


@pytest.mark.parametrize("name", ["Afterlife", "Funeral Pyre"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_afterlife_gives_the_destroyed_creatures_controller_a_spirit() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    afterlife = s.hand(0, "Afterlife")
    wurm = s.battlefield(0, "Craw Wurm", controller=1)  # P1's card under P2's control
    s.pool(0, "{2}{W}")
    g = s.start()
    cast(g, afterlife, [wurm])
    resolve_stack(g)
    assert ids(g, "Craw Wurm", Zone.GRAVEYARD, 0)
    spirits = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert len(spirits) == 1 and obj(g, spirits[0]).controller == 1
    assert has_keyword(g.state, obj(g, spirits[0]), "flying")


def test_funeral_pyre_gives_the_cards_owner_a_spirit() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pyre = s.hand(0, "Funeral Pyre")
    card = s.graveyard(1, "Hill Giant")
    s.pool(0, "{W}")
    g = s.start()
    cast(g, pyre, [card])
    resolve_stack(g)
    assert ids(g, "Hill Giant", Zone.EXILE, 1)
    spirits = [o for o in g.state.battlefield if obj(g, o).is_token]
    assert len(spirits) == 1 and obj(g, spirits[0]).controller == 1
