"""Events of cards moving between zones, drawing, revealing and discarding (CR 400, 121, 701)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, event_class


@event_class
@dataclass(frozen=True, slots=True)
class Moved(BaseEvent):
    """An object changes zones and becomes a new object (CR 400.7). ``old`` is None for a token
    created from nowhere (``from_zone`` -1), ``new`` None for a token that left play; ``name`` is ""
    when the card may not be named (face down) and None when redacted for a viewer."""

    kind: ClassVar[str] = "zone"
    owner: int
    old: int | None
    name: str | None
    from_zone: int
    to: int
    new: int | None
    controller: int


@event_class
@dataclass(frozen=True, slots=True)
class Drew(BaseEvent):
    """A player draws a card (CR 121.1); ``oid`` is the card in hand (None when redacted)."""

    kind: ClassVar[str] = "draw"
    player: int
    oid: int | None


@event_class
@dataclass(frozen=True, slots=True)
class DrewFromEmpty(BaseEvent):
    """A player had to draw from an empty library (CR 704.5b; 2003: 420.5b)."""

    kind: ClassVar[str] = "draw_empty"
    player: int


@event_class
@dataclass(frozen=True, slots=True)
class DrawReplaced(BaseEvent):
    """A draw was replaced (CR 614.1a; 2003: 419.6a), e.g. Ring of Ma'rûf."""

    kind: ClassVar[str] = "draw_replaced"
    player: int


@event_class
@dataclass(frozen=True, slots=True)
class Wished(BaseEvent):
    """A card was brought from outside the game (a Wish) into the hand; ``from_zone`` is its zone."""

    kind: ClassVar[str] = "wish"
    player: int
    oid: int | None
    name: str
    from_zone: int


@event_class
@dataclass(frozen=True, slots=True)
class Revealed(BaseEvent):
    """A card is revealed (CR 701.16) to every player; also a face-down card leaving play (CR 708.9)."""

    kind: ClassVar[str] = "reveal"
    player: int
    oid: int | None
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class HandLooked(BaseEvent):
    """``player`` looks at ``target``'s hand; ``names`` is None when redacted for another viewer."""

    kind: ClassVar[str] = "look_hand"
    player: int
    target: int
    names: tuple[str, ...] | None


@event_class
@dataclass(frozen=True, slots=True)
class LibraryLooked(BaseEvent):
    """``player`` looks at ``count`` cards of their own library (Impulse, Brainstorm's cards put back);
    ``oids`` and ``names`` are None when redacted for another viewer (CR 701.16a: only they see them)."""

    kind: ClassVar[str] = "look_library"
    player: int
    count: int
    oids: tuple[int, ...] | None
    names: tuple[str, ...] | None


@event_class
@dataclass(frozen=True, slots=True)
class PilesSeparated(BaseEvent):
    """Fact or Fiction's piles: ``player`` separated the cards into ``pile`` and ``rest``."""

    kind: ClassVar[str] = "piles"
    player: int
    pile: tuple[int, ...]
    rest: tuple[int, ...]


@event_class
@dataclass(frozen=True, slots=True)
class Discarded(BaseEvent):
    """A player discards a card (CR 701.8); the zone change follows."""

    kind: ClassVar[str] = "discard"
    player: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class Sacrificed(BaseEvent):
    """A player sacrifices a permanent (CR 701.17); the zone change follows."""

    kind: ClassVar[str] = "sacrifice"
    player: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class MadnessPlayed(BaseEvent):
    """A discarded card with madness was played (CR 702.35)."""

    kind: ClassVar[str] = "madness"
    player: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class LandPlayed(BaseEvent):
    """A player plays a land (CR 305.1; 2003: 212.6a); ``oid`` is the land in play."""

    kind: ClassVar[str] = "play_land"
    player: int
    oid: int | None
    name: str
