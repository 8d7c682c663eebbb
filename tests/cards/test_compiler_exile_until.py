"""Exiling the top card until one is kept (compiler/exile_until.py, rules/atoms/exile_until.py): Tainted
Pact. Each card is exiled face up for all to see; the caster may keep it unless its name repeats, and a
repeated name ends the process."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.events import Moved
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_tainted_pact_compiles_fully_and_renders_its_text() -> None:
    renders_back("Tainted Pact")


def _pact(library: list[str]) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    pact = s.hand(0, "Tainted Pact")
    s.library(0, library)
    s.pool(0, "{1}{B}")
    g = s.start()
    cast(g, pact)
    resolve_stack(g)
    return g


def test_the_caster_keeps_the_third_card_after_declining_two() -> None:
    g = _pact(["Island", "Swamp", "Shivan Dragon", "Forest"])
    g.apply(ChooseYesNo(False))
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.EXILE, 0) == ["Island", "Swamp", "Shivan Dragon"]
    g.apply(ChooseYesNo(True))
    assert names(g, Zone.HAND, 0) == ["Shivan Dragon"] and names(g, Zone.EXILE, 0) == ["Island", "Swamp"]
    assert names(g, Zone.LIBRARY, 0) == ["Forest"]
    exiled = [e.name for e in g.events_for(1) if isinstance(e, Moved) and e.to == int(Zone.EXILE)]
    assert exiled == ["Island", "Swamp", "Shivan Dragon"]  # face up: the opponent sees each card


def test_a_repeated_name_ends_it_without_a_choice() -> None:
    g = _pact(["Island", "Swamp", "Island", "Shivan Dragon"])
    g.apply(ChooseYesNo(False))
    g.apply(ChooseYesNo(False))  # the second Island is exiled and the process stops
    assert names(g, Zone.EXILE, 0) == ["Island", "Swamp", "Island"] and names(g, Zone.HAND, 0) == []
    assert g.state.decision is not None and g.state.decision.kind == "priority"
    assert names(g, Zone.LIBRARY, 0) == ["Shivan Dragon"]


def test_an_empty_library_ends_it() -> None:
    g = _pact(["Island"])
    g.apply(ChooseYesNo(False))
    assert names(g, Zone.EXILE, 0) == ["Island"] and g.state.decision is not None
    assert g.state.decision.kind == "priority"
