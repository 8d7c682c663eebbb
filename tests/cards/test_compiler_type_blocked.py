"""A creature of a type that becomes blocked gets bigger per blocker (compiler/type_blocked.py,
rules/atoms/type_blocked.py): Spined Sliver's "Whenever a Sliver becomes blocked, that Sliver gets +1/+1
until end of turn for each creature blocking it." — once per blocked Sliver, whoever controls it (CR
509.3d), blockers counted as it resolves. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.characteristics import power, toughness
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, block, obj, resolve_stack


def test_spined_sliver_compiles_and_renders_back() -> None:
    renders_back("Spined Sliver")


def test_spined_sliver_pumps_each_blocked_sliver_per_blocker() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    spined = s.battlefield(0, "Spined Sliver")  # 2/2
    muscle = s.battlefield(0, "Muscle Sliver")  # 1/1, Slivers get +1/+1
    bears = s.battlefield(0, "Grizzly Bears")  # not a Sliver
    walls = [s.battlefield(1, "Wall of Stone"), s.battlefield(1, "Wall of Wood"), s.battlefield(1, "Wall of Swords")]
    g = s.start()
    attack(g, {spined: 1, muscle: 1, bears: 1})
    block(g, {walls[0]: spined, walls[1]: spined, walls[2]: bears})
    assert len(g.state.stack) == 1  # Spined Sliver blocked once (two blockers); the Bears is no Sliver
    resolve_stack(g)
    sliver = obj(g, spined)
    assert (power(g.state, sliver), toughness(g.state, sliver)) == (5, 5)  # 2/2 +1/+1 (Muscle) +2/+2
    assert power(g.state, obj(g, bears)) == 2
