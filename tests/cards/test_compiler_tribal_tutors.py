""""Search your library for an Elf permanent card, put it onto the battlefield, then shuffle." (Skyshroud
Poacher, Dragonstorm; compiler/search.py): the wording "an X permanent card" parses beside "an X
permanent card with mana value N or less" (Cateran Brute), and only cards of the type are offered
(CR 701.19; 2003: 419.9 searches)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, choose, ids, obj, resolve_stack


@pytest.mark.parametrize("name", ["Skyshroud Poacher", "Dragonstorm", "Cateran Brute", "Goblin Matron"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_skyshroud_poacher_puts_an_elf_onto_the_battlefield() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    poacher = s.battlefield(0, "Skyshroud Poacher")
    s.library(0, ["Grizzly Bears", "Llanowar Elves", "Goblin Piker", "Elvish Archers"])
    s.pool(0, "{3}")
    g = s.start()
    activate(g, poacher, 0)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None
    assert sorted(obj(g, o).card.name for o in d.data["options"]) == ["Elvish Archers", "Llanowar Elves"]
    archers = next(o for o in d.data["options"] if obj(g, o).card.name == "Elvish Archers")
    choose(g, archers)
    assert ids(g, "Elvish Archers", Zone.BATTLEFIELD, 0) and obj(g, poacher).tapped


def test_dragonstorm_puts_a_dragon_onto_the_battlefield() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    storm = s.hand(0, "Dragonstorm")
    s.library(0, ["Shivan Dragon", "Grizzly Bears"])
    s.pool(0, "{8}{R}")
    g = s.start()
    cast(g, storm)
    resolve_stack(g)  # the storm trigger: no spell cast before it this turn, no copy (CR 702.40)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and [obj(g, o).card.name for o in d.data["options"]] == ["Shivan Dragon"]
    choose(g, d.data["options"][0])
    assert ids(g, "Shivan Dragon", Zone.BATTLEFIELD, 0)
