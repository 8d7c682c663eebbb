"""Hand disruption for a nonbasic land (compiler/hand_disruption.py, rules/atoms/hand_disruption.py):
"Target player reveals their hand. You choose a nonbasic land card from it. That player discards that
card." (Encroach) — a land card without the basic supertype (CR 205.4a; 2003: 205.4), revealed to every
player (CR 701.15a). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, player, resolve_stack


def test_encroach_compiles_and_renders_back() -> None:
    rec = load_pool(printings=False).get("Encroach")
    assert rec is not None
    card, compiled = compiled_card_def(rec)
    assert compiled.status == "full" and card.playable, compiled.uncovered
    lines = card_lines(rec.oracle_text, "Encroach", False)
    assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines]


def test_encroach_discards_the_chosen_nonbasic_land_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    encroach = s.hand(0, "Encroach")
    _forest, tropical, _bolt = s.hand(1, ["Forest", "Tropical Island", "Lightning Bolt"])
    s.lands(0, "Swamp", 1)
    g = s.start()
    cast(g, encroach, [player(1)])
    resolve_stack(g)
    assert sorted(a.oid for a in g.legal_actions() if isinstance(a, ChooseObject)) == [tropical]
    choose(g, tropical)
    assert names(g, Zone.GRAVEYARD, 1) == ["Tropical Island"]
    assert sorted(names(g, Zone.HAND, 1)) == ["Forest", "Lightning Bolt"]
