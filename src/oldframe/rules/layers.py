"""Ordering the continuous effects of one layer: timestamps and dependencies (CR 613.7, 613.8;
2003: 418.5a, which had timestamp order only).

Within a layer (or sublayer) effects apply in timestamp order (CR 613.7) — effects of static
abilities and effects of resolved spells and abilities alike — except that an effect that *depends*
on another applies after it (CR 613.8). Effect A depends on effect B when both are in the same layer,
neither is a characteristic-defining ability, and applying B would change whether A applies to the
object (CR 613.8a; what A does once it applies is fixed by its own text for every effect here). A
dependency loop is broken by timestamp order (CR 613.8b), and dependencies are looked at again after
each effect applies (CR 613.8c).

The test is made by trial on the object whose characteristics are being computed: apply B to a copy
of the characteristics built so far and see whether A's answer changes (e.g. Blood Moon makes a
Tundra a Mountain, which Conversion then turns into a Plains — whatever their timestamps). This is
narrower than the rule, which looks at the whole set of objects A applies to: a Volcanic Island, a
Mountain already, sees no dependency of Conversion on Blood Moon here even while a Tundra in play
would give one, so the two apply to it in timestamp order.
An effect that removes the *existence* of another (an ability-removing effect and the lords it
silences) is ordered in :func:`oldframe.rules.characteristics._abilities_removed`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from oldframe.rules.model.cards import ActivatedAbility

#: An activated ability granted by a static ability (CR 613.1f): (granting card's name, index of the
#: static ability on it, the ability) — the name and index let a stack item be saved and loaded.
Granted = tuple[str, int, ActivatedAbility]


@dataclass(slots=True)
class Work:
    """Characteristics while the layers are applied to one object."""

    types: frozenset[str]
    supertypes: frozenset[str]
    creature_types: tuple[str, ...]  # all subtypes (creature and land types)
    colors: frozenset[str]
    keywords: set[str] = field(default_factory=set)
    abilities_lost: bool = False  # "loses all abilities" (CR 613.1f)
    land_type_set: bool = False  # a land type set by an effect: its rules-text abilities are gone (CR 305.7)
    #: Effects that started to apply in an earlier layer keep applying to it (CR 613.6).
    started: set[str] = field(default_factory=set)
    base_power: int = 0
    base_toughness: int = 0
    power_delta: int = 0
    toughness_delta: int = 0
    #: Activated abilities granted by static abilities, in timestamp order (CR 613.1f).
    granted: tuple[Granted, ...] = ()

    def copy(self) -> Work:
        return replace(self, keywords=set(self.keywords), started=set(self.started))


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """One continuous effect as it touches one object: its timestamp (CR 613.7a-b), whether it
    applies given the characteristics so far, and what it does."""

    timestamp: int
    applies: Callable[[Work], bool]
    apply: Callable[[Work], None]
    cda: bool = False  # characteristic-defining (CR 604.3): first, never dependent (CR 613.3, 613.8a)


def always(work: Work) -> bool:
    """``applies`` of an effect that applies to its object whatever the other effects do."""
    return True


def depends_on(a: LayerEffect, b: LayerEffect, work: Work) -> bool:
    """CR 613.8a: would applying ``b`` change whether ``a`` applies? (What ``a`` does, once it
    applies, is fixed by its own text for every effect the engine has.)"""
    if a.cda or b.cda:
        return False
    trial = work.copy()
    if not b.applies(trial):
        return False
    b.apply(trial)
    return a.applies(work) != a.applies(trial)


def apply_layer(effects: list[LayerEffect], work: Work) -> None:
    """Apply one layer's effects to ``work`` in timestamp order, dependents after what they depend on
    (CR 613.7, 613.8)."""
    if not effects:
        return
    pending = sorted(effects, key=lambda e: (not e.cda, e.timestamp))
    if len(pending) == 1 or all(e.applies is always for e in pending):  # no effect's reach can change
        for e in pending:
            if e.applies(work):
                e.apply(work)
        return
    while pending:
        pick = pending[0]
        for cand in pending:  # the earliest effect that depends on no other waiting effect
            if not any(depends_on(cand, other, work) for other in pending if other is not cand):
                pick = cand
                break
        pending.remove(pick)  # (all in a loop: timestamp order, CR 613.8b)
        if pick.applies(work):
            pick.apply(work)
