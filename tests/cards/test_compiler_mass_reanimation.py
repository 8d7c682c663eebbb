"""Cards put onto the battlefield for every player at once (compiler/mass_reanimation.py,
rules/atoms/mass_reanimation.py): under their owners' control (CR 110.2), Living Death's three steps in
order, Show and Tell's optional choices in turn order (CR 101.4), Planar Birth's lands tapped."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject, ChooseYesNo
from oldframe.rules.decisions.kinds import DecisionKind
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, ids, legal, names, obj, resolve_stack


@pytest.mark.parametrize("name", ["Twilight's Call", "Living Death", "Show and Tell", "Planar Birth"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_living_death_swaps_graveyard_creatures_for_those_in_play() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    death = s.hand(0, "Living Death")
    s.graveyard(0, ["Craw Wurm", "Island"])
    s.graveyard(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(1, "Llanowar Elves")
    s.pool(0, "{3}{B}{B}")
    g = s.start()
    cast(g, death)
    resolve_stack(g)
    assert ids(g, "Craw Wurm", Zone.BATTLEFIELD, 0) and obj(g, ids(g, "Craw Wurm")[0]).controller == 0
    assert ids(g, "Hill Giant", Zone.BATTLEFIELD, 1) and obj(g, ids(g, "Hill Giant")[0]).controller == 1
    assert bears not in g.state.battlefield and elves not in g.state.battlefield
    # the sacrificed creatures stay in the graveyards: they weren't exiled first
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Island", "Living Death"]
    assert names(g, Zone.GRAVEYARD, 1) == ["Llanowar Elves"]


def test_show_and_tell_each_player_may_put_a_permanent_card() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    show = s.hand(0, "Show and Tell")
    wurm, _bolt = s.hand(0, ["Craw Wurm", "Lightning Bolt"])
    s.hand(1, ["Hill Giant"])
    s.pool(0, "{2}{U}")
    g = s.start()
    cast(g, show)
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and d.kind == DecisionKind.PICK and d.player == 0 and d.data["options"] == [wurm]
    assert ChooseYesNo(False) in legal(g)  # "may"
    g.apply(ChooseObject(wurm))
    d = g.state.decision
    assert d is not None and d.player == 1
    g.apply(ChooseYesNo(False))  # P2 declines
    assert ids(g, "Craw Wurm", Zone.BATTLEFIELD, 0) and names(g, Zone.HAND, 1) == ["Hill Giant"]


def test_twilights_call_and_planar_birth_return_to_their_owners() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    call = s.hand(0, "Twilight's Call")
    birth = s.hand(0, "Planar Birth")
    s.graveyard(0, ["Grizzly Bears", "Forest", "Tundra"])
    s.graveyard(1, ["Hill Giant", "Swamp"])
    s.lands(0, "Scrubland", 8)
    g = s.start()
    cast(g, call)
    resolve_stack(g)
    assert ids(g, "Grizzly Bears", Zone.BATTLEFIELD, 0) and ids(g, "Hill Giant", Zone.BATTLEFIELD, 1)
    cast(g, birth)
    resolve_stack(g)
    forest, swamp = ids(g, "Forest")[0], ids(g, "Swamp")[0]
    assert obj(g, forest).tapped and obj(g, swamp).tapped and obj(g, swamp).controller == 1
    assert ids(g, "Tundra", Zone.GRAVEYARD, 0)  # not basic
