"""Events of life, damage and combat (CR 118-120, 506-511; 2003: 306-311)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, Target, event_class


@event_class
@dataclass(frozen=True, slots=True)
class DamageDealt(BaseEvent):
    """``source`` deals ``amount`` damage to a player or object (CR 120.3); ``combat`` if combat damage."""

    kind: ClassVar[str] = "damage"
    source: int
    source_controller: int
    target_kind: str
    target: int
    amount: int
    combat: bool


@event_class
@dataclass(frozen=True, slots=True)
class DamagePrevented(BaseEvent):
    """A prevention shield prevented damage (CR 615)."""

    kind: ClassVar[str] = "damage_prevented"
    source: int
    target_kind: str
    target: int
    amount: int


@event_class
@dataclass(frozen=True, slots=True)
class LifeGained(BaseEvent):
    """A player gains life (CR 118.3)."""

    kind: ClassVar[str] = "gain_life"
    player: int
    amount: int


@event_class
@dataclass(frozen=True, slots=True)
class LifeLost(BaseEvent):
    """A player loses life (CR 118.3)."""

    kind: ClassVar[str] = "lose_life"
    player: int
    amount: int


@event_class
@dataclass(frozen=True, slots=True)
class PoisonGiven(BaseEvent):
    """A player gets poison counters (CR 122.1f; 2003: 102.8)."""

    kind: ClassVar[str] = "poison"
    player: int
    count: int


@event_class
@dataclass(frozen=True, slots=True)
class Attacked(BaseEvent):
    """A creature is declared as an attacker (CR 508.1) of player ``defender``."""

    kind: ClassVar[str] = "attacks"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    defender: int


@event_class
@dataclass(frozen=True, slots=True)
class Blocked(BaseEvent):
    """``blocker`` is declared as a blocker (CR 509.1) of ``attacker``."""

    kind: ClassVar[str] = "blocks"
    blocker: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    attacker: int


@event_class
@dataclass(frozen=True, slots=True)
class Unblocked(BaseEvent):
    """An attacking creature is unblocked (CR 509.1h; 2003 glossary "Unblocked Creature")."""

    kind: ClassVar[str] = "unblocked"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class CombatDamageOnStack(BaseEvent):
    """Combat damage is put on the stack (2003: 310.2): ``(source, target, amount)`` per assignment."""

    kind: ClassVar[str] = "combat_damage_on_stack"
    assignments: tuple[tuple[int, Target, int], ...]


@event_class
@dataclass(frozen=True, slots=True)
class CombatDamageResolved(BaseEvent):
    """The combat damage object resolves (2003: 310.4)."""

    kind: ClassVar[str] = "combat_damage_resolves"
