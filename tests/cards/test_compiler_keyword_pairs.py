""""CARDNAME gains flying and protection from green and from white until end of turn." (Grotesque Hybrid) and
"Whenever a player cycles a card, CARDNAME gains flying and shroud until end of turn." (Warped Researcher): two
keywords at once, until end of turn (layer 6, CR 613.1f; 2003: 418.5a)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Grotesque Hybrid", "Warped Researcher"])
def test_cards_compile_fully_and_render_their_oracle_lines(name: str) -> None:
    record = load_pool().get(name)
    compiled = compile_card(record)
    assert compiled.status == "full" and all(line.rendered == line.line for line in compiled.lines)
    card, _ = compiled_card_def(record)
    assert card.playable


def test_grotesque_hybrid_gains_both_until_end_of_turn() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    hybrid = s.battlefield(0, "Grotesque Hybrid")
    card = s.hand(0, "Grizzly Bears")
    g = s.start()
    activate(g, hybrid, 0, costs=[card])
    resolve_stack(g)
    o = g.state.objects[hybrid]
    assert has_keyword(g.state, o, "flying") and has_keyword(g.state, o, "protection from green and from white")
    pass_until(g, Step.MAIN1, active=1)
    o = g.state.objects[hybrid]
    assert not has_keyword(g.state, o, "flying")


def test_warped_researcher_gains_flying_and_shroud_when_anyone_cycles() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    researcher = s.battlefield(0, "Warped Researcher")
    moor = s.hand(1, "Barren Moor")  # Cycling {B}
    s.pool(1, "{B}")
    g = s.start()
    card = g.state.objects[moor].card
    cycling = next(i for i, ab in enumerate(card.behaviour.activated) if ab.keyword == "cycling")
    activate(g, moor, cycling)
    resolve_stack(g)
    o = g.state.objects[researcher]
    assert has_keyword(g.state, o, "flying") and has_keyword(g.state, o, "shroud")
