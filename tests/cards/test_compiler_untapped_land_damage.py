""""At the beginning of each player's end step, Citadel of Pain deals X damage to that player, where X is the number
of untapped lands they control." (compiler/untapped_land_damage.py, rules/atoms/untapped_land_damage.py) — every
turn's end step, the active player, counted as it resolves (CR 513.1, 608.2h)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.state import Step
from oldframe.testing import Scenario, pass_until, resolve_stack


def test_citadel_of_pain_compiles_and_renders_back() -> None:
    renders_back("Citadel of Pain")


def test_citadel_of_pain_hits_the_active_player_for_their_untapped_lands() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN2)
    s.battlefield(0, "Citadel of Pain")
    s.battlefield(0, "Island")  # the controller's own untapped land: not this turn's player
    s.battlefield(1, "Forest")
    s.battlefield(1, "Forest")
    s.battlefield(1, "Mountain", tapped=True)
    g = s.start()
    pass_until(g, Step.END_OF_TURN, active=1)
    resolve_stack(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 20
