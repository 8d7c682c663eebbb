""""Domain — Create a 1/1 blue Bird creature token with flying for each basic land type among lands you control."
(compiler/tokens_per_domain.py, rules/atoms/tokens_per_domain.py; Ordered Migration) — counted on resolution, each
basic land type once, a dual land counting for both (CR 608.2h)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.characteristics import has_keyword
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, ids, resolve_stack


def test_ordered_migration_compiles_and_renders_back() -> None:
    renders_back("Ordered Migration")


def test_ordered_migration_makes_a_bird_per_basic_land_type() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    migration = s.hand(0, "Ordered Migration")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")  # the same type twice counts once
    s.battlefield(0, "Volcanic Island")  # Island and Mountain
    s.battlefield(1, "Forest")  # the opponent's: not yours
    s.pool(0, "{3}{W}{U}")
    g = s.start()
    cast(g, migration)
    resolve_stack(g)
    birds = ids(g, "Bird Token")
    assert len(birds) == 3 and all(g.state.objects[b].controller == 0 for b in birds)
    assert all(has_keyword(g.state, g.state.objects[b], "flying") for b in birds)
