"""Undo from checkpoints: the history keeps one state in CHECKPOINT_EVERY and replays the rest, and every
undo still gives back the exact state, log and legal actions of the position before the action."""

from __future__ import annotations

import json
import random

import pytest

from oldframe import Game
from oldframe.cards.decks import Deck
from oldframe.game import CHECKPOINT_EVERY


def _snapshot(g: Game) -> tuple[str, int, list[str]]:
    return (json.dumps(g.state_json(), sort_keys=True), len(g.log), [a.notation() for a in g.legal_actions()])


@pytest.mark.parametrize("seed", [1, 2])
def test_undo_walks_back_a_whole_game_exactly(seed: int, deck_a: Deck, deck_b: Deck) -> None:
    g = Game([deck_a, deck_b], seed=seed)
    rng = random.Random(seed)
    before = []
    while not g.is_over() and len(before) < 5 * CHECKPOINT_EVERY + 3:
        before.append(_snapshot(g))
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
    twin = g.copy()
    last = before[-1]
    while before:
        expected = before.pop()
        g.undo()
        assert _snapshot(g) == expected
    with pytest.raises(IndexError):
        g.undo()
    twin.undo()  # a copy keeps its own history; the original's undos did not touch it
    assert _snapshot(twin) == last


def test_undo_then_new_actions_then_undo_again(deck_a: Deck, deck_b: Deck) -> None:
    g = Game([deck_a, deck_b], seed=5)
    rng = random.Random(5)
    for step in range(3 * CHECKPOINT_EVERY):
        if g.is_over():
            break
        if step % 7 == 6:
            for _ in range(3):
                if g.actions:
                    g.undo()
        state = _snapshot(g)
        actions = g.legal_actions()
        g.apply(actions[rng.randrange(len(actions))])
        g.undo()
        assert _snapshot(g) == state
        g.apply(actions[rng.randrange(len(actions))])
    replay = Game.loads(g.dumps())
    assert replay.dumps() == g.dumps()


def test_without_history_there_is_nothing_to_undo(deck_a: Deck, deck_b: Deck) -> None:
    g = Game([deck_a, deck_b], seed=1, keep_history=False)
    g.apply(g.legal_actions()[0])
    with pytest.raises(IndexError, match="no action to undo"):
        g.undo()
