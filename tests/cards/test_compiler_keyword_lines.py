"""A keyword line written with a semicolon, "First strike; reach" (Longbow Archer): both keywords, and
the line renders back with its semicolon (CR 702.7 first strike, 702.17 reach)."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, attack, block, ids, pass_until


def test_longbow_archer_compiles_with_both_keywords() -> None:
    rec = load_pool().get("Longbow Archer")
    assert rec is not None
    compiled = compile_card(rec)
    assert compiled.status == "full" and compiled.lines[0].rendered == "First strike; reach"
    assert {"first strike", "reach"} <= compiled.behaviour.keywords


def test_longbow_archer_blocks_a_flyer_and_strikes_first() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    drake = s.battlefield(1, "Wind Drake")  # 2/2 flying
    archer = s.battlefield(0, "Longbow Archer")  # 2/2 first strike, reach
    g = s.start()
    attack(g, {drake: 0})
    block(g, {archer: drake})
    pass_until(g, Step.END_COMBAT)
    assert ids(g, "Wind Drake", Zone.GRAVEYARD, 1) and archer in g.state.battlefield
