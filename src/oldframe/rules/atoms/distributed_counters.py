""""Distribute two -2/-1 counters among one or two target creatures." (Contagion): like divided damage,
the number of targets and how many counters each gets are announced as the spell is cast (CR 601.2d;
2003: 409.1d), each target getting at least one — played as one mode per division (the modes of
:class:`~oldframe.rules.atoms.spell_lines.DividedModes`), then the targets, all different. With one
target, that creature gets every counter. A counter such as -2/-1 changes power and toughness in layer
7c like +1/+1 does (CR 122.1a, 613.4c; ``characteristics.pt_counter_delta``)."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.atoms.compiled import PutCounters
from oldframe.rules.atoms.spell_lines import DividedModes, divisions
from oldframe.rules.model.cards import Effect, SpellAbility, TargetSpec


@dataclass(frozen=True, slots=True)
class DistributedCounters(DividedModes):
    """``total`` counters named ``counter`` divided among one to ``most`` targets."""

    counter: str = ""


def distributed_counters(counter: str, total: int, most: int, spec: TargetSpec) -> DistributedCounters:
    """One mode per division of ``total`` counters among 1 to ``most`` different targets of ``spec``."""
    modes = []
    for div in divisions(total, most):
        effects: tuple[Effect, ...] = tuple(PutCounters(f"target:{i}", counter, n) for i, n in enumerate(div))
        modes.append(SpellAbility(effects, tuple(spec for _ in div)))
    return DistributedCounters(tuple(modes), total, most, counter)
