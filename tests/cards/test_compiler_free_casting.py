"""Casting without paying the mana cost at instant speed (compiler/free_casting.py,
rules/atoms/free_casting.py): Aluren, "Any player may cast creature spells with mana value 3 or less without
paying their mana costs and as though they had flash." (an alternative cost of nothing, CR 118.9; 2003:
409.1f; an instant's timing, CR 702.8a, only when cast this way)."""

from __future__ import annotations

import pytest

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.actions import CastSpell, CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, pass_until, resolve_stack


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Aluren")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    assert all(line.rendered == line.line for line in compiled.lines)


@pytest.mark.parametrize("aluren", [True, False])
def test_any_player_casts_small_creatures_free_at_instant_speed(aluren: bool) -> None:
    """On the opponent's upkeep, with no mana, P1 casts Grizzly Bears (mana value 2) through the Aluren its
    opponent controls; Erhnam Djinn (mana value 4) is not covered; nor is any creature without Aluren."""
    s = Scenario()
    s.turn(active=1, step=Step.UPKEEP)
    if aluren:
        s.battlefield(1, "Aluren")
    bears = s.hand(0, "Grizzly Bears")
    djinn = s.hand(0, "Erhnam Djinn")
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, player=0)
    legal = g.legal_actions()
    assert CastWith(djinn, "free_instant", 0) not in legal
    assert CastSpell(bears) not in legal  # no mana, and not a sorcery's time
    if not aluren:
        assert CastWith(bears, "free_instant", 0) not in legal
        return
    g.apply(CastWith(bears, "free_instant", 0))
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 0) == ["Grizzly Bears"]
    assert g.state.step == Step.UPKEEP
