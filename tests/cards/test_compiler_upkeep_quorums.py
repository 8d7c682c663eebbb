"""An upkeep intervening-if on the number of creatures (compiler/upkeep_quorums.py, rules/atoms/upkeep_quorums.py)
and "sacrifice CARDNAME and …" (compiler/joined_clauses.py): "At the beginning of your upkeep, if there are four
or more creatures on the battlefield, sacrifice Planar Collapse and destroy all creatures. They can't be
regenerated." — checked as it triggers and as it resolves (CR 603.4; 2003: 404.3)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, pass_until, resolve_stack


def test_planar_collapse_compiles_and_renders_back() -> None:
    renders_back("Planar Collapse")


def _collapse(creatures: int) -> Game:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Planar Collapse")
    for i in range(creatures):
        s.battlefield(i % 2, "Drudge Skeletons")  # "{B}: Regenerate" — no use against it
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    return g


def test_planar_collapse_does_nothing_with_three_creatures() -> None:
    g = _collapse(3)
    assert not g.state.stack and "Planar Collapse" in names(g, Zone.BATTLEFIELD, 0)


def test_planar_collapse_with_four_creatures_destroys_them_all_and_itself() -> None:
    g = _collapse(4)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD) == []
    assert names(g, Zone.GRAVEYARD, 0).count("Drudge Skeletons") == 2
    assert "Planar Collapse" in names(g, Zone.GRAVEYARD, 0)


def test_planar_collapse_rechecks_on_resolution() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    s.battlefield(0, "Planar Collapse")
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(4)]
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert g.state.stack  # it triggered
    cast(g, shock, [bears[0]])  # three creatures left before it resolves
    resolve_stack(g)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD, 1).count("Grizzly Bears") == 3
    assert "Planar Collapse" in names(g, Zone.BATTLEFIELD, 0)
