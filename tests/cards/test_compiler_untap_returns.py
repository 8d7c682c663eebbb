"""A permanent returned in its controller's next untap step (compiler/untap_returns.py,
rules/atoms/untap_returns.py): Undiscovered Paradise's "{T}: Add one mana of any color. During your next
untap step, as you untap your permanents, return CARDNAME to its owner's hand." — the mana ability
resolves at once (CR 605.3b), the land returns as its controller's next untap step begins (CR 502.3;
2003: 302.1), not in an opponent's. Played through the public API."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.rules.actions import ActivateAbility
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, names, pass_until


def test_untap_return_cards_compile_and_render_back() -> None:
    renders_back("Undiscovered Paradise")


def test_undiscovered_paradise_returns_to_hand_in_your_next_untap_step() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    paradise = s.battlefield(0, "Undiscovered Paradise")
    s.library(0, ["Island"] * 5)
    s.library(1, ["Island"] * 5)
    g = s.start()
    g.apply(ActivateAbility(paradise, 4))  # {G}: the mana ability resolves at once (CR 605.3b)
    assert g.state.players[0].pool == [0, 0, 0, 0, 1, 0]
    pass_until(g, Step.UPKEEP, active=1)
    assert "Undiscovered Paradise" in names(g, Zone.BATTLEFIELD, 0)  # not in the opponent's untap step
    pass_until(g, Step.UPKEEP, active=0)
    assert "Undiscovered Paradise" in names(g, Zone.HAND, 0)
    assert "Undiscovered Paradise" not in names(g, Zone.BATTLEFIELD, 0)


def test_undiscovered_paradise_untapped_stays() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    s.battlefield(0, "Undiscovered Paradise")
    s.library(0, ["Island"] * 5)
    s.library(1, ["Island"] * 5)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert "Undiscovered Paradise" in names(g, Zone.BATTLEFIELD, 0)
