"""Damage to the controller of the permanent the spell destroyed (compiler/lki_damage.py, rules/atoms/lki_damage.py):
"Destroy target artifact with mana value X. It can't be regenerated. Detonate deals X damage to that artifact's
controller." — the controller as the artifact last existed on the battlefield (CR 608.2h)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import CastWith
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, resolve_stack, target


def test_detonate_compiles_and_renders_back() -> None:
    renders_back("Detonate")


def test_detonate_destroys_an_artifact_of_mana_value_x_and_burns_its_controller() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    detonate = s.hand(0, "Detonate")
    tome = s.battlefield(1, "Jayemdae Tome")  # mana value 4
    s.battlefield(1, "Ornithopter")  # mana value 0
    s.pool(0, "{4}{R}")
    g = s.start()
    g.apply(CastWith(detonate, "x", 4))
    target(g, tome)
    resolve_stack(g)
    assert "Jayemdae Tome" in names(g, Zone.GRAVEYARD, 1) and g.state.players[1].life == 16
    assert names(g, Zone.BATTLEFIELD, 1) == ["Ornithopter"]

