"""Searching another player's library (compiler/their_library.py, rules/atoms/their_library.py): Bribery
takes a creature (a search with a quality may find nothing, CR 701.19b); Jester's Cap must exile three
cards if there are three; the owner's library is shuffled after (CR 701.20a)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, legal, names, obj, player, resolve_stack


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
