"""Same seed + same actions = the same game, byte for byte, whatever Python's string-hash seed:
no play decision may depend on set or dict iteration order of hashed strings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
import hashlib, sys
from oldframe import Game
from oldframe.agents.random_agent import RandomAgent
from oldframe.cards.decks import read_deck
a, b = read_deck(sys.argv[1]), read_deck(sys.argv[2])
h = hashlib.sha256()
for seed in range(4):
    g = Game([a, b], seed=seed)
    agents = [RandomAgent(seed * 7 + 1), RandomAgent(seed * 7 + 2)]
    while not g.is_over():
        p = g.pending
        g.apply(agents[p.player].choose(g.view(p.player), g.legal_actions()))
    h.update(g.dumps().encode())
print(h.hexdigest())
"""


def _digest(hash_seed: str) -> str:
    data = Path(__file__).resolve().parent.parent / "data"
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(data / "mechanics_a.txt"), str(data / "mechanics_b.txt")],
        env=env, capture_output=True, text=True, check=True,
    )
    return out.stdout.strip()


def test_games_do_not_depend_on_the_string_hash_seed() -> None:
    assert _digest("1") == _digest("987654")
