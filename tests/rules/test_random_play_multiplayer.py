"""Random-play invariants of free-for-all games of 3, 5 and 8 players (over a hundred games in all):
every game finishes; cards are conserved across zones; a player who left the game owns and controls
nothing in play or on the stack and is never asked to decide (CR 800.4a); copy, undo and JSON round
trips are exact; and a game record replays to the same game byte for byte. Now and then a random
player concedes, at any decision (mulligans, combat, mid-resolution), so leaving is tested everywhere.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from test_random_play import owned_counts, zone_consistent

from oldframe import Game
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import Deck, read_deck
from oldframe.play.selfplay_cmd import builtin_deck
from oldframe.rules.actions import Concede
from oldframe.rules.state import GameState

CAP = 12000
CONCEDE = 0.002  # per decision: about one concession in three games
DATA = Path(__file__).resolve().parent.parent / "data"


def _decks() -> list[Deck]:
    return [builtin_deck("red_green.txt"), builtin_deck("blue_black_white.txt"),
            read_deck(DATA / "mechanics_a.txt"), read_deck(DATA / "mechanics_b.txt")]


def _left_cleanly(state: GameState) -> None:
    for p in state.players:
        if p.lost:
            assert not [o for o in state.battlefield + state.phased_out
                        if state.objects[o].owner == p.index or state.objects[o].controller == p.index]
            assert not [it for it in state.stack if it.controller == p.index]


def play(n: int, seed: int, decks: list[Deck], *, deep_every: int = 0, left_only: bool = False) -> Game:
    rng = random.Random(seed)
    seats = [decks[rng.randrange(len(decks))] for _ in range(n)]
    game = Game(seats, seed=seed, attack_left_only=left_only)
    agents = [RandomAgent(seed * 17 + i) for i in range(n)]
    sizes = [len(d.main) + len(d.sideboard) for d in seats]
    for k in range(CAP):
        if game.is_over():
            return game
        pending = game.pending
        assert pending is not None, f"{n}p seed {seed}: nobody to act at decision {k}"
        assert not game.state.players[pending.player].lost, f"{n}p seed {seed}: a player who left decides"
        if rng.random() < CONCEDE:
            action = Concede(rng.choice(game.state.living()))
        else:
            action = agents[pending.player].choose(game.view(pending.player), game.legal_actions())
        if deep_every and k % deep_every == 0:
            before = json.dumps(game.state_json(), sort_keys=True)
            twin = game.copy()
            twin.apply(action)
            assert json.dumps(game.state_json(), sort_keys=True) == before, "copy is not independent"
            twin.undo()
            assert json.dumps(twin.state_json(), sort_keys=True) == before, "undo does not restore"
            loaded = Game.from_json({"format": "oldframe-game", "state": game.state_json()})
            assert json.dumps(loaded.state_json(), sort_keys=True) == before, "state JSON round trip"
        game.apply(action)
        assert owned_counts(game.state) == sizes, f"{n}p seed {seed}: cards not conserved after {action}"
        zone_consistent(game.state)
        _left_cleanly(game.state)
    raise AssertionError(f"{n}p seed {seed}: game did not finish in {CAP} decisions")


@pytest.mark.slow
@pytest.mark.parametrize("n,games", [(3, 50), (5, 35), (8, 20)])
def test_free_for_all_random_games_keep_every_invariant(n: int, games: int) -> None:
    decks = _decks()
    winners: set[int] = set()
    left = 0
    for seed in range(games):
        game = play(n, seed, decks, deep_every=60 if seed % 5 == 0 else 0, left_only=seed % 4 == 3)
        outcome = game.outcome()
        assert outcome is not None and len(outcome) <= 1
        winners.update(outcome)
        left += sum(p.lost for p in game.state.players)
    assert len(winners) >= 2, "the same seat won every game"
    assert left >= games * (n - 1) - games  # nearly every loser left the game rather than drawing


@pytest.mark.parametrize("n,seed", [(3, 4), (5, 1), (8, 2)])
def test_a_free_for_all_record_replays_byte_for_byte(n: int, seed: int) -> None:
    game = play(n, seed, _decks(), left_only=seed % 2 == 0)
    replay = Game.loads(game.dumps())
    assert replay.dumps() == game.dumps()
    assert replay.log == game.log
