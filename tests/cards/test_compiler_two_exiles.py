""""Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to you." (compiler/two_exiles.py,
rules/atoms/two_exiles.py) — two different targets of the same requirement; an artifact creature is no target
(CR 115.1, 601.2c)."""

from __future__ import annotations

import pytest
from compile_kit import renders_back

from oldframe.game import IllegalActionError
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_ashes_to_ashes_compiles_and_renders_back() -> None:
    renders_back("Ashes to Ashes")


def test_ashes_to_ashes_exiles_two_creatures_and_hurts_its_caster() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ashes = s.hand(0, "Ashes to Ashes")
    bears, lions = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Savannah Lions")
    s.battlefield(1, "Ornithopter")
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    cast(g, ashes, [bears, lions])
    resolve_stack(g)
    assert names(g, Zone.EXILE, 1) == ["Grizzly Bears", "Savannah Lions"] and names(g, Zone.BATTLEFIELD, 1) == [
        "Ornithopter"]
    assert g.state.players[0].life == 15


def test_an_artifact_creature_is_no_target() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    ashes = s.hand(0, "Ashes to Ashes")
    bears, thopter = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Ornithopter")
    s.pool(0, "{1}{B}{B}")
    g = s.start()
    with pytest.raises(IllegalActionError):
        cast(g, ashes, [bears, thopter])
