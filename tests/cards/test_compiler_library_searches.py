"""A search of another player's library (compiler/library_searches.py, rules/atoms/library_searches.py):
Quiet Speculation's "Search target player's library for up to three cards with flashback and put them into
that player's graveyard. Then the player shuffles." — up to N, one at a time, and the searcher may stop
(CR 701.19b). Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ChooseObject
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, choose, names, player, resolve_stack


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
