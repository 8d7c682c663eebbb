"""Mass destruction paying each controller life (compiler/destroyed_life.py, rules/atoms/destroyed_life.py): "Destroy
all artifacts. They can't be regenerated. The controller of each of those artifacts gains life equal to its mana
value." (Seeds of Innocence) — CR 608.2h, 701.7."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack


def test_seeds_of_innocence_compiles_and_renders_back() -> None:
    renders_back("Seeds of Innocence")


def test_seeds_of_innocence_pays_each_controller_for_their_artifacts() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    seeds = s.hand(0, "Seeds of Innocence")
    s.battlefield(0, "Jayemdae Tome")  # mana value 4
    s.battlefield(1, "Ornithopter")  # 0
    s.battlefield(1, "Icy Manipulator")  # 4
    s.battlefield(1, "Grizzly Bears")
    s.pool(0, "{1}{G}{G}")
    g = s.start()
    cast(g, seeds)
    resolve_stack(g)
    assert names(g, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert g.state.players[0].life == 24 and g.state.players[1].life == 24
