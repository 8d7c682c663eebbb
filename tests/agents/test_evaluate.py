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


def _ffa(lives: tuple[int, ...], out: tuple[int, ...] = ()) -> float:
    s = Scenario(players=len(lives))
    for p, life in enumerate(lives):
        s.life(p, life)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    from oldframe.rules.actions import Concede
    for p in out:
        g.apply(Concede(p))
    return evaluate(g.view(0), 0)


def test_a_free_for_all_weighs_the_strongest_opponent_and_the_field() -> None:
    """Four seats: the main threat counts most, but hurting or finishing any opponent helps too."""
    assert abs(_ffa((20, 20, 20, 20)) - 0.5) < 1e-9
    assert _ffa((20, 20, 20, 5)) > _ffa((20, 20, 20, 20))  # a weakened opponent is worth something
    assert _ffa((20, 20, 20, 20), out=(3,)) > _ffa((20, 20, 20, 5))  # one that left is worth more
    assert _ffa((20, 5, 5, 25)) < _ffa((20, 5, 5, 5))  # the strongest opponent is the threat


def test_a_player_who_left_a_free_for_all_scores_zero() -> None:
    s = Scenario(players=3)
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    from oldframe.rules.actions import Concede
    g.apply(Concede(2))
    assert not g.is_over() and evaluate(g.view(2), 2) == 0.0
