"""Mana: costs, pools and the payment solver (CR 106, 107.4, 601.2g–h; 2003: 104, 409.1f–h).

Mana is a vector of six counts in the order W U B R G C (C = colorless). A cost is colored pips,
a generic amount and a number of X.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

COLORS = "WUBRG"
W, U, B, R, G, C = range(6)
MANA_INDEX = {"W": W, "U": U, "B": B, "R": R, "G": G, "C": C}
_SYMBOL = re.compile(r"\{([^}]*)\}")

Mana = tuple[int, int, int, int, int, int]
ZERO: Mana = (0, 0, 0, 0, 0, 0)


class ManaCostError(ValueError):
    """A mana cost string that is not made of known symbols."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: colored pips (W U B R G, and C for costs that need colorless), generic, X."""

    colored: Mana = ZERO
    generic: int = 0
    x: int = 0

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse ``{2}{U}{U}``; the empty string is a cost of zero.

        >>> ManaCost.parse("{X}{R}").x
        1
        """
        colored = [0] * 6
        generic = 0
        x = 0
        rest = _SYMBOL.sub("", text).strip()
        if rest:
            raise ManaCostError(f"mana cost {text!r}: unexpected text {rest!r}")
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in MANA_INDEX:
                colored[MANA_INDEX[sym]] += 1
            else:
                raise ManaCostError(f"mana cost {text!r}: unknown symbol {{{sym}}}")
        return ManaCost((colored[0], colored[1], colored[2], colored[3], colored[4], colored[5]), generic, x)

    def with_x(self, value: int) -> ManaCost:
        """The cost with every X replaced by ``value`` (CR 107.3; 2003: X is 0 except on the stack)."""
        return ManaCost(self.colored, self.generic + self.x * value, 0)

    @property
    def converted(self) -> int:
        """Converted mana cost / mana value with X as 0 (CR 202.3; 2003: 203.3)."""
        return sum(self.colored) + self.generic

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or (not any(self.colored) and not self.x):
            parts.append(f"{{{self.generic}}}")
        for i, n in enumerate(self.colored):
            parts.extend([f"{{{'WUBRGC'[i]}}}"] * n)
        return "".join(parts)


def mana_str(m: Sequence[int]) -> str:
    """``{W}{U}{U}``-style text for a mana vector (empty pool → ``{}``)."""
    out = "".join("{" + "WUBRGC"[i] + "}" for i in range(6) for _ in range(m[i]))
    return out or "{}"


def parse_mana(text: str) -> Mana:
    """Mana produced by text like ``{G}`` or ``{B}{B}{B}`` (generic digits count as colorless)."""
    cost = ManaCost.parse(text)
    c = list(cost.colored)
    c[C] += cost.generic
    return (c[0], c[1], c[2], c[3], c[4], c[5])


@dataclass(frozen=True, slots=True)
class ManaSource:
    """One untapped permanent the solver may tap once, for any one of ``options``.

    ``abilities`` (when given) holds the mana ability index that makes each option; otherwise every
    option comes from ``ability``."""

    oid: int
    ability: int
    options: tuple[Mana, ...]
    abilities: tuple[int, ...] = ()

    def ability_for(self, option: int) -> int:
        return self.abilities[option] if self.abilities else self.ability


@dataclass(frozen=True, slots=True)
class Payment:
    """What the solver chose: mana taken from the pool, and which source produced which mana."""

    from_pool: Mana
    taps: tuple[tuple[int, int, Mana], ...]  # (oid, ability index, mana produced)


def solve_payment(
    cost: ManaCost, pool: Sequence[int], sources: Sequence[ManaSource], *, best: bool = False
) -> Payment | None:
    """A payment of ``cost`` (X already fixed) from the pool and the sources, or None if none exists.

    Pool mana is used first (CR 601.2h), then sources. Without ``best`` the first payment found in
    source order is returned (enough to tell whether a cost can be paid). With ``best`` — the
    automatic payment a player would make (CR 601.2g: the player chooses which mana abilities to
    activate) — among the payments found it takes the one that wastes least mana (what a source makes
    beyond the cost floats and may burn, 2003: 300.3), then the one whose tapped sources could make the
    fewest different colors (two Plains rather than a Plains and a Forest for {1}{W}: the Forest's green
    stays available), then the one whose sources could make the fewest colors each, so colorless and
    single-color sources pay generic costs and sources of any color are kept for later.
    Ties go to source order (lands before creatures, then object id), so the choice
    is deterministic. Mana a source makes beyond the cost stays in the pool.
    """
    need = list(cost.colored)
    generic = cost.generic
    if not any(pool):  # (the common case: nothing to take from an empty pool)
        from_pool: Mana = ZERO
    else:
        avail = list(pool)
        take = [0] * 6
        for i in range(6):
            t = min(avail[i], need[i])
            take[i] += t
            avail[i] -= t
            need[i] -= t
        # After colored pips, any pool mana left is of a color no longer needed: spend it on generic.
        for i in (C, W, U, B, R, G):
            t = min(avail[i], generic)
            take[i] += t
            avail[i] -= t
            generic -= t
        from_pool = (take[0], take[1], take[2], take[3], take[4], take[5])
    if generic == 0 and not any(need):
        return Payment(from_pool, ())
    chosen: list[tuple[int, int, Mana]] = []
    if best:
        found = _BestPayment(sources).search(need, generic)
        return None if found is None else Payment(from_pool, found)
    if _search(need, generic, sources, 0, chosen):
        return Payment(from_pool, tuple(chosen))
    return None


def _colors_by_object(sources: Sequence[ManaSource]) -> dict[int, int]:
    """The colors each object could make with any of its mana abilities, as a bit mask (colorless
    counts none): what tapping it gives up. A dual land is two sources (one per ability) of one object."""
    made: dict[int, int] = {}
    for s in sources:
        made[s.oid] = made.get(s.oid, 0) | sum(1 << i for i in range(5) for opt in s.options if opt[i])
    return made


class _BestPayment:
    """Depth-first search over payments scored by (mana wasted, different colors the tapped sources
    could make, colors given up summed over the sources, sources tapped).

    The search visits at most ``BUDGET`` nodes; past that it keeps the best payment found so far
    (the first one found is the source-order payment, so the result is never worse than that).
    """

    BUDGET = 4000

    def __init__(self, sources: Sequence[ManaSource]) -> None:
        self.sources = sources
        by_object = _colors_by_object(sources)
        self.masks = [by_object[s.oid] for s in sources]
        self.colors = [m.bit_count() for m in self.masks]
        self.best: tuple[tuple[int, int, int, int], tuple[tuple[int, int, Mana], ...]] | None = None
        self.nodes = 0

    def search(self, need: list[int], generic: int) -> tuple[tuple[int, int, Mana], ...] | None:
        self._walk(need, generic, 0, [], 0, 0, 0)
        return None if self.best is None else self.best[1]

    def _walk(self, need: list[int], generic: int, start: int, chosen: list[tuple[int, int, Mana]],
              waste: int, mask: int, colors: int) -> None:
        self.nodes += 1
        if generic <= 0 and not any(need):
            score = (waste, mask.bit_count(), colors, len(chosen))
            if self.best is None or score < self.best[0]:
                self.best = (score, tuple(chosen))
            return
        if self.nodes > self.BUDGET and self.best is not None:
            return
        if self.best is not None and (waste, mask.bit_count(), colors) > self.best[0][:3]:
            return  # scores only grow along a branch
        for idx in range(start, len(self.sources)):
            src = self.sources[idx]
            for k, opt in enumerate(src.options):
                if not (any(opt[i] and need[i] for i in range(6)) or (generic > 0 and sum(opt) > 0)):
                    continue
                new_need = need[:]
                left = 0
                for i in range(6):
                    used = min(opt[i], new_need[i])
                    new_need[i] -= used
                    left += opt[i] - used
                new_generic = max(0, generic - left)
                extra = max(0, left - generic)
                chosen.append((src.oid, src.ability_for(k), opt))
                self._walk(new_need, new_generic, idx + 1, chosen, waste + extra, mask | self.masks[idx],
                           colors + self.colors[idx])
                chosen.pop()


def _search(
    need: list[int], generic: int, sources: Sequence[ManaSource], start: int, chosen: list[tuple[int, int, Mana]]
) -> bool:
    if generic <= 0 and not any(need):
        return True
    remaining_total = sum(need) + generic
    capacity = sum(max(sum(o) for o in s.options) for s in sources[start:])
    if capacity < remaining_total:
        return False
    for idx in range(start, len(sources)):
        src = sources[idx]
        for k, opt in enumerate(src.options):
            useful = any(opt[i] and need[i] for i in range(6)) or (generic > 0 and sum(opt) > 0)
            if not useful:
                continue
            new_need = need[:]
            left = 0
            for i in range(6):
                used = min(opt[i], new_need[i])
                new_need[i] -= used
                left += opt[i] - used
            new_generic = max(0, generic - left)
            chosen.append((src.oid, src.ability_for(k), opt))
            if _search(new_need, new_generic, sources, idx + 1, chosen):
                return True
            chosen.pop()
    return False
