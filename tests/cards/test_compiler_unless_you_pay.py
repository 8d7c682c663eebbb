""""…, you may pay {U}. If you don't, destroy target Knight and it can't be regenerated." (compiler/unless_you_pay.py,
rules/atoms/unless_you_pay.py; Knight of the Mists) — the target chosen as the ability goes on the stack, the
payment offered as it resolves (CR 603.3d, 603.5, 701.15c)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import ChooseYesNo
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, cast, names, resolve_stack, target


def test_knight_of_the_mists_compiles_and_renders_back() -> None:
    renders_back("Knight of the Mists")


def _knight(pay: bool | None, extra: str) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    knight = s.hand(0, "Knight of the Mists")
    victim = s.battlefield(1, "White Knight")
    s.pool(0, "{2}{U}" + extra)
    g = s.start()
    cast(g, knight)
    resolve_stack(g)  # the Knight enters; its ability asks for a target
    target(g, victim)
    resolve_stack(g)
    if pay is not None:
        d = g.state.decision
        assert d is not None and d.kind == "may" and d.player == 0
        g.apply(ChooseYesNo(pay))
    return g


def test_paying_spares_the_target_knight() -> None:
    g = _knight(True, "{U}")
    assert "White Knight" in names(g, Zone.BATTLEFIELD, 1)


def test_not_paying_or_being_unable_to_destroys_it() -> None:
    g = _knight(False, "{U}")
    assert "White Knight" in names(g, Zone.GRAVEYARD, 1)
    g = _knight(None, "")  # nothing left to pay with: not asked
    assert "White Knight" in names(g, Zone.GRAVEYARD, 1)
