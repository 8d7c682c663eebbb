"""A small seeded generator kept inside the game state.

A PCG-style 64-bit generator written out here (not :mod:`random`) so that its whole state is one
integer: copying, undoing and serialising a game copies it for free, and the stream is the same on
every Python version.
"""

from __future__ import annotations

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407


class Rng:
    """Deterministic random numbers; ``state`` is the entire state."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = state & _MASK64
        else:
            self.state = 0
            self._step()
            self.state = (self.state + (seed & _MASK64)) & _MASK64
            self._step()

    def _step(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n == 1:
            return 0
        limit = (1 << 32) - ((1 << 32) % n)
        while True:
            r = self._step()
            if r < limit:
                return r % n

    def shuffle(self, items: list[int]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(state=self.state)
