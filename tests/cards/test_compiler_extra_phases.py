"""Additional phases (compiler/extra_phases.py, rules/atoms/extra_phases.py): "After this main phase, there is
an additional combat phase followed by an additional main phase." (CR 500.8; 2003: 300.6) — Seize the Day
(cast in the precombat main phase: combat, main, then the turn's own combat and main) and Aggravated Assault
(activated in the postcombat main phase: combat, main, then the end phase)."""

from __future__ import annotations

from compile_kit import renders_back

from oldframe.game import Game
from oldframe.rules.actions import DeclareAttacker, FinishDeclaring, PassPriority
from oldframe.rules.events import StepBegan
from oldframe.rules.state import Step
from oldframe.testing import Scenario, activate, cast, obj, resolve_stack


def test_the_cards_compile_fully_and_render_their_text() -> None:
    renders_back("Seize the Day", "Aggravated Assault")


def _steps_until_next_turn(g: Game, attacker: int | None) -> list[Step]:
    """Pass (attacking with ``attacker`` in every combat) until the other player's turn; the steps begun."""
    start = len(g.log)
    turn = g.state.turn
    while g.state.turn == turn:
        d = g.state.decision
        assert d is not None
        if d.kind == "attackers":
            if attacker is not None and not obj(g, attacker).tapped:
                g.apply(DeclareAttacker(attacker, 1))
            if (d := g.state.decision) is not None and d.kind == "attackers":
                g.apply(FinishDeclaring())
        elif d.kind == "blockers":
            g.apply(FinishDeclaring())
        else:
            g.apply(PassPriority())
    return [Step(e.step) for e in g.log[start:] if isinstance(e, StepBegan)][:-3]  # up to this turn's end


def test_seize_the_day_untaps_and_adds_a_combat_and_a_main_phase_after_this_one() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1)
    seize = s.hand(0, "Seize the Day")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.pool(0, "{3}{R}")
    g = s.start()
    cast(g, seize, [bears])
    resolve_stack(g)
    assert not obj(g, bears).tapped
    steps = _steps_until_next_turn(g, bears)
    combat = [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_COMBAT]
    no_attack = [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT]  # the Bears are tapped by then
    assert steps[:len(combat) + 1 + len(no_attack) + 1] == [*combat, Step.MAIN2, *no_attack, Step.MAIN2]
    assert g.state.players[1].life == 18  # one attack with the Bears


def test_aggravated_assault_in_the_postcombat_main_phase_adds_one_more_combat_before_the_end() -> None:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN2)
    assault = s.battlefield(0, "Aggravated Assault")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.pool(0, "{3}{R}{R}")
    g = s.start()
    activate(g, assault, 0)
    resolve_stack(g)
    assert not obj(g, bears).tapped
    steps = _steps_until_next_turn(g, bears)
    assert steps[:7] == [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                         Step.END_COMBAT, Step.MAIN2, Step.END_OF_TURN]
    assert g.state.players[1].life == 18
