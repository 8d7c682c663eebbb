"""A uniformly random player: the baseline every other agent is measured against."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oldframe.rules.actions import Action
from oldframe.rules.rng import Rng


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[self._rng.below(len(legal))]
