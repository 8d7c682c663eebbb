"""A permanent that leaves until the next end step (compiler/end_step_returns.py,
rules/atoms/end_step_returns.py): Anurid Brushhopper — exiled as the ability resolves, back as a new object
(summoning sick, CR 400.7, 302.6) when the next end step begins (a delayed trigger, CR 603.7; 2003: 404.4)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ChooseObject
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, cast, ids, names, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Anurid Brushhopper", "Thawing Glaciers", "Shallow Grave", "Corpse Dance"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_anurid_brushhopper_returns_at_the_beginning_of_the_next_end_step() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    hopper = s.battlefield(0, "Anurid Brushhopper")
    a, b = s.hand(0, ["Island", "Swamp"])
    s.library(0, ["Island"] * 3)
    s.library(1, ["Island"] * 3)
    g = s.start()
    pass_until(g, Step.MAIN1, player=0)
    activate(g, hopper, costs=[a, b])
    resolve_stack(g)
    assert hopper not in g.state.battlefield and names(g, Zone.EXILE, 0) == ["Anurid Brushhopper"]
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Island", "Swamp"]
    pass_until(g, Step.END_OF_TURN, active=1)
    resolve_stack(g)
    (back,) = ids(g, "Anurid Brushhopper")
    assert back != hopper and g.state.objects[back].controller == 0 and names(g, Zone.EXILE, 0) == []


def test_thawing_glaciers_returns_to_hand_in_the_cleanup_step() -> None:
    """A delayed trigger in the cleanup step (CR 603.7, 514.3a; 2003: 404.4, 314.3)."""
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    glaciers = s.battlefield(0, "Thawing Glaciers")
    s.battlefield(0, "Island")
    s.library(0, ["Forest", "Craw Wurm"])
    s.library(1, ["Island"] * 3)
    g = s.start()
    activate(g, glaciers)
    resolve_stack(g)
    d = g.state.decision
    if d is not None and d.kind != "priority":  # the basic land card to find
        g.apply(ChooseObject(d.data["options"][0]))
    assert ids(g, "Forest") and glaciers in g.state.battlefield
    pass_until(g, Step.CLEANUP, active=0)
    if g.state.stack:
        resolve_stack(g)
    assert glaciers not in g.state.battlefield and "Thawing Glaciers" in names(g, Zone.HAND, 0)


def test_shallow_grave_returns_the_top_creature_card_with_haste_then_exiles_it() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    grave = s.hand(0, "Shallow Grave")
    s.graveyard(0, ["Craw Wurm", "Grizzly Bears", "Island"])  # bottom first: the Bears is the top creature card
    s.pool(0, "{1}{B}")
    s.library(0, ["Island"] * 3)
    s.library(1, ["Island"] * 3)
    g = s.start()
    cast(g, grave)
    resolve_stack(g)
    (bears,) = ids(g, "Grizzly Bears")
    assert has_keyword(g.state, g.state.objects[bears], "haste") and "Craw Wurm" in names(g, Zone.GRAVEYARD, 0)
    pass_until(g, Step.END_OF_TURN, active=0)
    resolve_stack(g)
    assert bears not in g.state.battlefield and "Grizzly Bears" in names(g, Zone.EXILE, 0)
