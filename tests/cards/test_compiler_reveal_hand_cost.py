"""A free cast paid by revealing one's hand (compiler/alt_costs.py; rules/altcosts.py ``NO_LAND_IN_HAND``):
"If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana cost."
(Land Grant) — an alternative cost (CR 118.9; 2003 glossary "Alternative Cost") offered only while the
caster holds no land card (checked as the spell is announced, 2003: 409.1b), the reveal shown to every
player (CR 701.16a). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import CastWith
from oldframe.rules.events import Revealed
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, choose, names, resolve_stack


def test_land_grant_compiles_and_renders_back() -> None:
    rec = load_pool(printings=False).get("Land Grant")
    assert rec is not None
    card, compiled = compiled_card_def(rec)
    assert compiled.status == "full" and card.playable, compiled.uncovered
    lines = card_lines(rec.oracle_text, "Land Grant", False)
    assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines]


def _free(g: object, oid: int) -> bool:
    from oldframe import Game

    assert isinstance(g, Game)
    return any(isinstance(a, CastWith) and a.oid == oid and a.name == "free_if" for a in g.legal_actions())


def test_land_grant_is_free_by_revealing_a_hand_without_lands() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    grant = s.hand(0, "Land Grant")
    bolt = s.hand(0, "Lightning Bolt")
    forest = s.library(0, "Forest")
    g = s.start()  # no mana at all
    assert _free(g, grant)
    before = len(g.log)
    g.apply(CastWith(grant, "free_if", 0))
    shown = [e for e in g.log[before:] if isinstance(e, Revealed)]
    assert [(e.player, e.oid, e.name) for e in shown] == [(0, bolt, "Lightning Bolt")]  # the rest of the hand
    resolve_stack(g)
    d = g.state.decision
    if d is not None and d.kind != "priority":
        choose(g, forest)
    assert sorted(names(g, Zone.HAND, 0)) == ["Forest", "Lightning Bolt"]


def test_land_grant_with_a_land_card_in_hand_costs_its_mana() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    grant = s.hand(0, "Land Grant")
    s.hand(0, "Mountain")
    g = s.start()
    assert not _free(g, grant)
