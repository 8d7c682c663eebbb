"""A skipped combat phase (compiler/combat_skips.py, rules/atoms/combat_skips.py): Blinding Angel's
"Whenever CARDNAME deals combat damage to a player, that player skips their next combat phase." — every
step of that player's next combat phase is skipped (CR 614.10; 2003: 419.1b), only that one. Played
through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.events import StepBegan
from oldframe.rules.state import Step
from oldframe.testing import Scenario, attack, pass_until, resolve_stack


def test_blinding_angel_compiles_and_renders_back() -> None:
    renders_back("Blinding Angel")


def _combat_steps_of_turn(g: object, turn_start: int) -> list[int]:
    return [e.step for e in g.log[turn_start:] if isinstance(e, StepBegan)  # type: ignore[attr-defined]
            and Step.BEGIN_COMBAT <= e.step <= Step.END_COMBAT]


def test_blinding_angel_makes_the_damaged_player_skip_their_next_combat_phase_only() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.DECLARE_ATTACKERS)
    angel = s.battlefield(0, "Blinding Angel")
    s.battlefield(1, "Grizzly Bears")
    g = s.start()
    attack(g, {angel: 1})
    pass_until(g, Step.COMBAT_DAMAGE)
    while g.state.stack:
        resolve_stack(g)
    assert g.state.players[1].life == 18
    pass_until(g, Step.MAIN1, active=1)
    start = len(g.log)
    pass_until(g, Step.MAIN2, active=1)
    assert _combat_steps_of_turn(g, start) == []  # no beginning of combat, no attackers
    pass_until(g, Step.MAIN1, active=1)  # their turn after that one: combat again
    start = len(g.log)
    pass_until(g, Step.MAIN2, active=1)
    assert Step.BEGIN_COMBAT in _combat_steps_of_turn(g, start)
