"""A permanent that returns to its owner's hand in its controller's next untap step (compiler/untap_returns.py,
rules/atoms/untap_returns.py): Undiscovered Paradise — not a trigger: it goes as permanents untap (CR 502.3;
2003: 302.1), and only if its mana ability was activated."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.rules.state import Step, Zone
from oldframe.testing import Scenario, activate, names, pass_until


def test_undiscovered_paradise_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Undiscovered Paradise")
    assert rec is not None
    assert compile_card(rec).status == "full"


def test_undiscovered_paradise_returns_in_your_next_untap_step_after_making_mana() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    paradise = s.battlefield(0, "Undiscovered Paradise")
    for p in (0, 1):
        s.library(p, ["Island"] * 4)
    g = s.start()
    activate(g, paradise, 4)  # the green one of its five choices (pool order W U B R G)
    assert g.state.players[0].pool[4] == 1
    pass_until(g, Step.UPKEEP, active=1)
    assert paradise in g.state.battlefield  # the opponent's untap step: it stays
    pass_until(g, Step.UPKEEP, active=0)
    assert paradise not in g.state.battlefield and "Undiscovered Paradise" in names(g, Zone.HAND, 0)


def test_undiscovered_paradise_not_tapped_for_mana_stays() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.END_OF_TURN)
    paradise = s.battlefield(0, "Undiscovered Paradise", tapped=True)
    for p in (0, 1):
        s.library(p, ["Island"] * 4)
    g = s.start()
    pass_until(g, Step.UPKEEP, active=0)
    assert paradise in g.state.battlefield and not g.state.objects[paradise].tapped
