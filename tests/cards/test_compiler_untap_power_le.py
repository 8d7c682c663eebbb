"""Juntu Stakes (static_combat.py's untap-by-power rule, extended to "N or less"): "Creatures with power
1 or less don't untap during their controllers' untap steps." (CR 502.3; 2003: 302.1: the power is read as
the step untaps)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step
from oldframe.testing import Scenario, obj, pass_until


def test_card_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Juntu Stakes")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full"
    assert all(line.rendered == line.line for line in compiled.lines)


def test_small_creatures_stay_tapped() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(1, "Juntu Stakes")
    elves = s.battlefield(0, "Llanowar Elves", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.library(0, ["Island", "Island"])
    s.library(1, ["Island", "Island"])
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert obj(g, elves).tapped and not obj(g, bears).tapped
