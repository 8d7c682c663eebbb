""""You skip your next turn." (compiler/turn_skips.py, rules/atoms/turn_skips.py; CR 614.10, 2003:
419.1b): Meditate draws four and its caster's next turn doesn't happen; two skips skip two turns."""

from __future__ import annotations

from oldframe.cards.compiler import compile_card
from oldframe.cards.data import load_pool
from oldframe.game import Game
from oldframe.rules.actions import FinishDeclaring, PassPriority
from oldframe.rules.events import TurnBegan, TurnSkipped
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, pass_until, resolve_stack


def test_meditate_compiles_and_renders_its_text() -> None:
    rec = load_pool().get("Meditate")
    assert rec is not None
    assert compile_card(rec).status == "full"


def _meditate(times: int) -> Game:
    s = Scenario()
    s.turn(active=0, step=Step.MAIN1, number=3)
    cards = [s.hand(0, "Meditate") for _ in range(times)]
    s.library(0, ["Island"] * 20)
    s.library(1, ["Forest"] * 20)
    s.pool(0, "{2}{U}" * times)
    g = s.start()
    for card in cards:
        cast(g, card)
        resolve_stack(g)
    return g


def test_meditate_draws_four_and_skips_the_casters_next_turn() -> None:
    g = _meditate(1)
    assert len(g.state.players[0].hand) == 4
    pass_until(g, Step.MAIN1, active=1)  # P2's turn
    turn_p2 = g.state.turn
    pass_until(g, Step.MAIN1, active=1, turn=turn_p2 + 1)  # P1's turn skipped: P2 again
    assert [e.player for e in g.log if isinstance(e, TurnSkipped)] == [0]
    pass_until(g, Step.MAIN1, active=0)  # then P1 plays again
    assert [e.active for e in g.log if isinstance(e, TurnBegan)][-3:] == [1, 1, 0]


def test_two_meditates_skip_two_turns() -> None:
    g = _meditate(2)
    start = g.state.turn
    for _ in range(500):  # pass through the turns; P1 discards down to seven at cleanup
        d = g.state.decision
        assert d is not None
        if g.state.active == 0 and g.state.turn > start and g.state.step == Step.MAIN1:
            break
        if d.kind == "priority":
            g.apply(PassPriority())
        elif d.kind in ("attackers", "blockers"):
            g.apply(FinishDeclaring())
        else:
            g.apply(g.legal_actions()[0])
    assert [e.player for e in g.log if isinstance(e, TurnSkipped)] == [0, 0]
    assert [e.active for e in g.log if isinstance(e, TurnBegan)][-4:] == [1, 1, 1, 0]
