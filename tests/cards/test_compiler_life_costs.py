"""The "Pay N life" cost part (CR 119.4; 2003: 409.1f) in activated abilities: Greed and Book of
Rass draw for life, the Onslaught fetch lands pay life as part of a search ability."""

from __future__ import annotations

import pytest

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import IllegalActionError
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, choose, ids, names, resolve_stack


def test_life_cost_cards_compile_fully() -> None:
    pool = load_pool()
    for name in ("Greed", "Book of Rass", "Flooded Strand", "Polluted Delta", "Deepwood Ghoul", "Blood Celebrant"):
        card, compiled = compiled_card_def(pool.get(name))
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)


def test_greed_pays_two_life_and_draws() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    greed = s.battlefield(0, "Greed")
    s.library(0, ["Shock", "Island"])
    s.pool(0, "{B}")
    g = s.start()
    hand = len(g.state.players[0].hand)
    activate(g, greed)
    assert g.state.players[0].life == 18  # paid on activation, before the ability resolves (CR 602.2h)
    resolve_stack(g)
    assert len(g.state.players[0].hand) == hand + 1


def test_a_life_cost_cannot_be_paid_with_too_little_life() -> None:
    """CR 119.4: a player can pay life only if their life total is at least the payment."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    book = s.battlefield(0, "Book of Rass")
    s.library(0, ["Shock", "Island"])
    s.life(0, 1)
    s.pool(0, "{2}")
    g = s.start()
    before = g.to_json()
    with pytest.raises(IllegalActionError):
        activate(g, book)
    assert g.to_json() == before


def test_flooded_strand_pays_life_sacrifices_itself_and_fetches() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    strand = s.battlefield(0, "Flooded Strand")
    s.library(0, ["Island", "Shock", "Plains"])
    g = s.start()
    activate(g, strand)
    assert g.state.players[0].life == 19 and names(g, Zone.GRAVEYARD, 0) == ["Flooded Strand"]
    resolve_stack(g)
    choose(g, ids(g, "Plains", Zone.LIBRARY, 0)[0])  # the search: a Plains or Island card
    assert len(ids(g, "Plains")) == 1 and ids(g, "Island") == [] and ids(g, "Shock", Zone.LIBRARY, 0)
