"""Permanents that don't untap, by what they are (compiler/untap_filters.py; CR 502.3, 2003: 302.2):
"Each land with an activated ability that isn't a mana ability doesn't untap during its controller's
untap step." (Tsabo's Web), beside "Nonbasic lands don't untap …" (Back to Basics)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_until, resolve_stack


@pytest.mark.parametrize("name", ["Tsabo's Web", "Back to Basics"])
def test_cards_compile_and_render_their_text(name: str) -> None:
    rec = load_pool().get(name)
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    for line in compiled.lines:
        assert line.rendered == line.line


def test_tsabos_web_keeps_lands_with_nonmana_abilities_tapped() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    web = s.hand(1, "Tsabo's Web")
    s.library(1, ["Island", "Island"])
    s.pool(1, "{2}")
    factory = s.battlefield(0, "Mishra's Factory", tapped=True)  # "{1}: … becomes a 2/2 …"
    forest = s.battlefield(0, "Forest", tapped=True)  # only a mana ability
    g = s.start()
    hand = len(g.state.players[1].hand)
    cast(g, web)
    resolve_stack(g)
    resolve_stack(g)  # "When CARDNAME enters the battlefield, draw a card."
    assert len(g.state.players[1].hand) == hand
    pass_until(g, Step.UPKEEP, active=0)
    assert g.state.objects[factory].tapped and not g.state.objects[forest].tapped


def test_back_to_basics_keeps_nonbasic_lands_tapped() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(1, "Back to Basics")
    dual = s.battlefield(0, "Tropical Island", tapped=True)
    island = s.battlefield(0, "Island", tapped=True)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert g.state.objects[dual].tapped and not g.state.objects[island].tapped
