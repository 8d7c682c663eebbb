"""Form of the Dragon: "At the beginning of each end step, your life total becomes 5." — the player gains
or loses the difference (CR 119.5), at each player's end step (CR 513.1; 2003: 313.1) — and "Creatures
without flying can't attack you." (CR 508.1c; 2003: 308.2a)."""

from __future__ import annotations

from oldframe.cards.data import load_pool
from oldframe.cards.registry import compiled_card_def
from oldframe.game import Game
from oldframe.rules.actions import DeclareAttacker
from oldframe.rules.state import Step
from oldframe.testing import Scenario, pass_until, resolve_stack

_FORM = "Form of the Dragon"


def test_form_of_the_dragon_compiles_fully() -> None:
    card, compiled = compiled_card_def(load_pool().get(_FORM))
    assert compiled.status == "full" and card.playable, compiled.uncovered


def _attackers(g: Game) -> set[int]:
    return {a.attacker for a in g.legal_actions() if isinstance(a, DeclareAttacker)}


def test_life_total_becomes_five_at_each_end_step_up_or_down() -> None:
    for life in (17, 2):
        s = Scenario()
        s.turn(active=1, step=Step.MAIN2)
        s.battlefield(0, _FORM)  # "each end step": the opponent's too
        s.life(0, life)
        g = s.start()
        pass_until(g, Step.END_OF_TURN)
        resolve_stack(g)
        assert g.state.players[0].life == 5, life


def test_only_flyers_can_attack_its_controller() -> None:
    s = Scenario()
    s.turn(active=1, step=Step.MAIN1)
    s.battlefield(0, _FORM)
    bears = s.battlefield(1, "Grizzly Bears")
    birds = s.battlefield(1, "Suntail Hawk")  # flying
    g = s.start()
    pass_until(g, Step.DECLARE_ATTACKERS, player=1)
    assert _attackers(g) == {birds} and bears not in _attackers(g)
