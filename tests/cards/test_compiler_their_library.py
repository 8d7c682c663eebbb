"""Searching another player's library (compiler/their_library.py, rules/atoms/their_library.py): Bribery
takes a creature (a search with a quality may find nothing, CR 701.19b); Jester's Cap must exile three
cards if there are three; the owner's library is shuffled after (CR 701.20a)."""

from __future__ import annotations

import json

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import (
    Scenario,
    activate,
    answer,
    attack,
    cast,
    ids,
    legal,
    names,
    obj,
    pass_until_decision,
    player,
    resolve_stack,
)


@pytest.mark.parametrize("name", ["Bribery", "Jester's Cap"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_bribery_puts_the_opponents_creature_onto_the_battlefield_under_your_control() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    bribery = s.hand(0, "Bribery")
    s.library(1, ["Island", "Craw Wurm", "Island"])
    s.pool(0, "{3}{U}{U}")
    g = s.start()
    cast(g, bribery, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0 and ChooseYesNo(False) in legal(g)
    assert [obj(g, o).card.name for o in d.data["options"]] == ["Craw Wurm"]
    g.apply(ChooseObject(d.data["options"][0]))
    wurm = ids(g, "Craw Wurm")
    assert wurm and obj(g, wurm[0]).controller == 0 and obj(g, wurm[0]).owner == 1
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Island", "Island"]


def test_jesters_cap_exiles_three_cards_of_the_targets_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    cap = s.battlefield(0, "Jester's Cap")
    s.library(1, ["Island", "Craw Wurm", "Forest", "Swamp"])
    s.pool(0, "{2}")
    g = s.start()
    activate(g, cap, 0, [player(1)])
    resolve_stack(g)
    for wanted in ("Craw Wurm", "Forest", "Swamp"):
        d = g.state.decision
        assert d is not None and ChooseYesNo(False) not in legal(g)  # no quality: it must find them
        g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == wanted)))
    assert sorted(names(g, Zone.EXILE, 1)) == ["Craw Wurm", "Forest", "Swamp"]
    assert names(g, Zone.LIBRARY, 1) == ["Island"] and cap not in g.state.battlefield


@pytest.mark.parametrize("name", ["Extract", "Rootwater Thief"])
def test_one_card_exiles_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_extract_exiles_the_card_the_caster_chooses_and_the_owner_shuffles() -> None:
    s = Scenario(seed=3)
    s.turn(active=0, step=Step.MAIN1)
    extract = s.hand(0, "Extract")
    s.library(1, ["Island", "Craw Wurm", "Forest", "Swamp"])
    s.pool(0, "{U}")
    g = s.start()
    cast(g, extract, [player(1)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.player == 0 and ChooseYesNo(False) not in legal(g)  # "a card": one is found
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Craw Wurm", "Forest", "Island", "Swamp"]
    # the searcher sees the library (CR 701.19a); the searched player's view names none of it
    offered = {a["oid"] for a in g.view(0)["legal_actions"]}
    assert offered == set(d.data["options"])
    assert "legal_actions" not in g.view(1) and "Craw Wurm" not in json.dumps(g.view(1))
    g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Craw Wurm")))
    assert names(g, Zone.EXILE, 1) == ["Craw Wurm"]
    assert sorted(names(g, Zone.LIBRARY, 1)) == ["Forest", "Island", "Swamp"]


def _thief_hits(pay: bool) -> tuple[list[str], list[str], int]:
    s = Scenario(seed=1)
    s.turn(active=0, step=Step.MAIN1)
    thief = s.battlefield(0, "Rootwater Thief")
    for _ in range(2):
        s.battlefield(0, "Island")
    s.library(1, ["Island", "Craw Wurm", "Forest"])
    g = s.start()
    attack(g, {thief: 1})
    pass_until_decision(g, "may")
    d = g.state.decision
    assert d is not None and d.player == 0
    answer(g, pay)
    if pay:
        d = g.state.decision
        assert d is not None and d.player == 0
        g.apply(ChooseObject(next(o for o in d.data["options"] if obj(g, o).card.name == "Craw Wurm")))
    tapped = sum(1 for o in ids(g, "Island") if obj(g, o).tapped)
    return names(g, Zone.EXILE, 1), sorted(names(g, Zone.LIBRARY, 1)), tapped


def test_rootwater_thief_paid_exiles_a_card_of_the_damaged_players_library() -> None:
    """CR 510 / 603.2: the combat damage trigger; "you may pay {2}. If you do" (CR 118.12): the search is of
    the player it dealt damage to (the trigger event's player)."""
    exiled, library, tapped = _thief_hits(True)
    assert exiled == ["Craw Wurm"] and library == ["Forest", "Island"] and tapped == 2


def test_rootwater_thief_unpaid_does_nothing() -> None:
    exiled, library, tapped = _thief_hits(False)
    assert exiled == [] and library == ["Craw Wurm", "Forest", "Island"] and tapped == 0
