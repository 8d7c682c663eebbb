"""The position score of the search: more life, more cards, a bigger board is better; a won game is 1."""

from __future__ import annotations

from oldframe.agents.evaluate import evaluate, player_score
from oldframe.rules.state import Step
from oldframe.testing import Scenario


def score(life: int = 20, creatures: tuple[str, ...] = (), hand: tuple[str, ...] = (), lands: int = 0) -> float:
    s = Scenario()
    for name in creatures:
        s.battlefield(0, name)
    if hand:
        s.hand(0, list(hand))
    if lands:
        s.lands(0, "Forest", lands)
    s.life(0, life)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    return evaluate(g.view(0), 0)


def raw(life: int) -> float:
    s = Scenario()
    s.life(0, life)
    s.turn(active=0, step=Step.MAIN1)
    return player_score(s.start().view(0), 0)


def test_an_even_position_is_even() -> None:
    assert abs(score() - 0.5) < 1e-9


def test_life_cards_and_board_count() -> None:
    assert score(life=20) > score(life=15) > score(life=5) > score(life=2)
    # in points (before the logistic squashes them), the last life points matter more
    assert raw(4) - raw(2) > raw(20) - raw(18)
    assert score(hand=("Lightning Bolt",)) > score()
    assert score(creatures=("Hill Giant",)) > score(creatures=("Grizzly Bears",)) > score()
    assert score(creatures=("Grizzly Bears",)) > score(hand=("Grizzly Bears",))  # cast it: worth more in play
    assert score(lands=3) > score(lands=2)


def test_a_finished_game_scores_its_result() -> None:
    s = Scenario()
    s.life(1, 0)  # P2 at 0 life loses when state-based actions are checked (CR 704.5a; 2003: 420.5a)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    assert g.is_over()
    assert evaluate(g.view(0), 0) == 1.0 and evaluate(g.view(1), 1) == 0.0
