"""A search of another player's library (compiler/library_searches.py, rules/atoms/library_searches.py):
Quiet Speculation's "Search target player's library for up to three cards with flashback and put them into
that player's graveyard. Then the player shuffles." — up to N, one at a time, and the searcher may stop
(CR 701.19b). Played through the public API."""

from __future__ import annotations

from oldframe.cards.compiler.preprocess import card_lines, comparable
from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, player, resolve_stack


def renders_back(*cards: str) -> None:
    pool = load_pool(printings=False)
    for name in cards:
        rec = pool.get(name)
        assert rec is not None, name
        card, compiled = compiled_card_def(rec)
        assert compiled.status == "full" and card.playable, (name, compiled.uncovered)
        lines = card_lines(rec.oracle_text, name, False)
        assert [comparable(r.rendered, {}) for r in compiled.lines] == [comparable(t, {}) for t in lines], name


def test_quiet_speculation_puts_cards_with_flashback_into_the_graveyard() -> None:
    renders_back("Quiet Speculation")
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    spec = s.hand(0, "Quiet Speculation")
    analysis, reclamation, _forest = s.library(0, ["Deep Analysis", "Krosan Reclamation", "Forest"])
    s.pool(0, "{1}{U}")
    g = s.start()
    cast(g, spec, targets=[player(0)])
    resolve_stack(g)
    d = g.state.decision
    assert d is not None and sorted(d.data["options"]) == sorted([analysis, reclamation])  # not the Forest
    assert any(isinstance(a, ChooseObject) for a in g.legal_actions())
    choose(g, analysis)
    choose(g, reclamation)
    assert sorted(names(g, Zone.GRAVEYARD, 0)) == ["Deep Analysis", "Krosan Reclamation", "Quiet Speculation"]
    assert len(g.state.players[0].library) == 1
