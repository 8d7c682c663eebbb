"""Rebel Informer (compiler/library_bottom.py, rules/atoms/library_bottom.py): a nontoken Rebel goes to the
bottom of its owner's library (CR 401.1); a token Rebel can't be targeted, nor a creature of another type."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import ActivateAbility, ChooseTarget
from oldframe.rules.state import Step
from oldframe.testing import Scenario, legal, resolve_stack


@pytest.mark.parametrize("name", ["Rebel Informer", "Mercenary Informer"])
def test_the_cards_compile_fully_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    assert compile_card(rec).status == "full", compile_card(rec).uncovered


def test_rebel_informer_puts_a_rebel_on_the_bottom_of_its_owners_library() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    informer = s.battlefield(0, "Rebel Informer")
    rebel = s.battlefield(1, "Defiant Falcon")  # a Rebel
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(1, ["Island", "Island"])
    s.pool(0, "{3}")
    g = s.start()
    index = next(i for i, ab in enumerate(g.state.objects[informer].card.behaviour.activated) if ab.targets)
    g.apply(ActivateAbility(informer, index))
    offered = {a.target[1] for a in legal(g) if isinstance(a, ChooseTarget) and a.target[0] == "object"}
    assert rebel in offered and bears not in offered
    g.apply(ChooseTarget(("object", rebel)))
    resolve_stack(g)
    library = g.state.players[1].library
    assert rebel not in g.state.battlefield and g.state.objects[library[0]].card.name == "Defiant Falcon"
