"""Events of spells and abilities on the stack (CR 601-608; 2003: 409-413)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, Mana, Target, event_class


@event_class
@dataclass(frozen=True, slots=True)
class Cast(BaseEvent):
    """A spell becomes cast (CR 601.2i; 2003: 409.1i: "played"); ``name`` is "" for a face-down spell."""

    kind: ClassVar[str] = "cast"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@event_class
@dataclass(frozen=True, slots=True)
class Activated(BaseEvent):
    """An activated ability is played (CR 602.2; 2003: 403)."""

    kind: ClassVar[str] = "activate"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@event_class
@dataclass(frozen=True, slots=True)
class Triggered(BaseEvent):
    """A triggered ability is put on the stack (CR 603.3; 2003: 410.3)."""

    kind: ClassVar[str] = "trigger"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@event_class
@dataclass(frozen=True, slots=True)
class Copied(BaseEvent):
    """A copy of a spell is put on the stack (CR 707.10; 2003: 503.10a), e.g. Fork."""

    kind: ClassVar[str] = "copy"
    player: int
    oid: int
    name: str
    targets: tuple[Target | None, ...]


@event_class
@dataclass(frozen=True, slots=True)
class TargetChanged(BaseEvent):
    """A spell's target was changed by another spell or ability (CR 115.7; 2003: 415.2), e.g.
    Misdirection: ``old`` and ``new`` are the target before and after."""

    kind: ClassVar[str] = "retarget"
    player: int
    oid: int
    name: str
    old: Target | None
    new: Target


@event_class
@dataclass(frozen=True, slots=True)
class Cycled(BaseEvent):
    """A player cycled a card (CR 702.28; 2003: 502.18); ``source`` is the card's id."""

    kind: ClassVar[str] = "cycle"
    player: int
    source: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class CostPaid(BaseEvent):
    """A player paid a mana cost (CR 601.2g)."""

    kind: ClassVar[str] = "pay"
    player: int
    cost: str


@event_class
@dataclass(frozen=True, slots=True)
class ManaAdded(BaseEvent):
    """Mana is added to a player's pool (CR 106.3)."""

    kind: ClassVar[str] = "mana"
    player: int
    mana: Mana


@event_class
@dataclass(frozen=True, slots=True)
class Resolved(BaseEvent):
    """A spell or ability resolves (CR 608.2); ``item_kind`` is the stack item's kind."""

    kind: ClassVar[str] = "resolve"
    player: int
    oid: int
    name: str
    item_kind: str


@event_class
@dataclass(frozen=True, slots=True)
class Fizzled(BaseEvent):
    """Countered on resolution: all its targets are illegal (CR 608.2b; 2003: 413.2a)."""

    kind: ClassVar[str] = "fizzle"
    player: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class Countered(BaseEvent):
    """A spell or ability is countered (CR 701.5)."""

    kind: ClassVar[str] = "countered"
    player: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class TriggerRemoved(BaseEvent):
    """A triggered ability is removed from the stack: no legal targets to choose (CR 603.3d)."""

    kind: ClassVar[str] = "trigger_removed"
    player: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class TriggerFailed(BaseEvent):
    """An intervening "if" is false on resolution: the ability does nothing (CR 603.4; 2003: 404.3)."""

    kind: ClassVar[str] = "trigger_fails"
    player: int
    name: str
