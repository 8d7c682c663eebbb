"""Agents play only through the view and the legal actions; the greedy agent beats random play."""

from __future__ import annotations

from oldframe import Game
from oldframe.agents.greedy import GreedyAgent
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import Deck
from oldframe.rules.events import Attacked, Cast, ManaBurned


def play(deck_a: Deck, deck_b: Deck, seed: int, agents: list[RandomAgent | GreedyAgent]) -> Game:
    game = Game([deck_a, deck_b], seed=seed)
    for _ in range(5000):
        if game.is_over():
            break
        pending = game.pending
        assert pending is not None
        action = agents[pending.player].choose(game.view(pending.player), game.legal_actions())
        assert game.is_legal(action)
        game.apply(action)
    assert game.is_over()
    return game


def test_greedy_beats_random(deck_a: Deck, deck_b: Deck) -> None:
    wins = 0
    for seed in range(12):
        greedy_seat = seed % 2
        agents: list[RandomAgent | GreedyAgent] = [RandomAgent(seed), RandomAgent(seed + 100)]
        agents[greedy_seat] = GreedyAgent(seed)
        decks = [deck_a, deck_b] if greedy_seat == 0 else [deck_b, deck_a]
        game = play(decks[0], decks[1], seed, agents)
        wins += game.outcome() == (greedy_seat,)
    assert wins >= 10


def test_greedy_never_floats_mana_into_burn(deck_a: Deck, deck_b: Deck) -> None:
    game = play(deck_a, deck_b, 5, [GreedyAgent(1), GreedyAgent(2)])
    assert not any(isinstance(e, ManaBurned) for e in game.log)
    assert any(isinstance(e, Cast) for e in game.log) and any(isinstance(e, Attacked) for e in game.log)
