"""Events that change a permanent in play: tapping, counters, control, phasing, faces, text, copies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, event_class


@event_class
@dataclass(frozen=True, slots=True)
class Tapped(BaseEvent):
    """A permanent becomes tapped by an effect (CR 701.21)."""

    kind: ClassVar[str] = "tap"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class TappedForMana(BaseEvent):
    """A permanent was tapped for mana: its mana ability (cost {T}) produced ``mana`` for ``player``,
    additional mana included (CR 605.1a, 106.12; 2003: 406.1). "Whenever … is tapped for mana" /
    "Whenever a player taps an Island for mana" trigger on it."""

    kind: ClassVar[str] = "tapped_for_mana"
    player: int
    oid: int
    mana: tuple[int, int, int, int, int, int]


@event_class
@dataclass(frozen=True, slots=True)
class Untapped(BaseEvent):
    """A permanent becomes untapped by an effect (CR 701.21)."""

    kind: ClassVar[str] = "untap"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class Destroyed(BaseEvent):
    """A permanent is about to be put into its owner's graveyard by destruction (CR 701.7; 2003: 419.6b
    "destroy"), regeneration having not replaced it. ``by`` is the controller of the spell or ability
    that destroyed it, None when none did (lethal damage, CR 704.5g). The zone change follows."""

    kind: ClassVar[str] = "destroy"
    oid: int
    name: str
    controller: int
    by: int | None


@event_class
@dataclass(frozen=True, slots=True)
class Regenerated(BaseEvent):
    """A regeneration shield replaced destruction (CR 701.15)."""

    kind: ClassVar[str] = "regenerate"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class CounterPlaced(BaseEvent):
    """``count`` counters of kind ``counter`` are put on a permanent (CR 122)."""

    kind: ClassVar[str] = "counter"
    oid: int
    counter: str
    count: int


@event_class
@dataclass(frozen=True, slots=True)
class CounterRemoved(BaseEvent):
    """A counter of kind ``counter`` is removed from a permanent (CR 122)."""

    kind: ClassVar[str] = "counter_removed"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    counter: str


@event_class
@dataclass(frozen=True, slots=True)
class ControlChanged(BaseEvent):
    """A permanent's controller changes (CR 613.1b, layer 2)."""

    kind: ClassVar[str] = "control"
    oid: int
    name: str
    controller: int


@event_class
@dataclass(frozen=True, slots=True)
class PhasedOut(BaseEvent):
    """A permanent phases out (CR 702.26; 2003: 217.8, 502.15: it leaves play)."""

    kind: ClassVar[str] = "phase_out"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class PhasedIn(BaseEvent):
    """A permanent phases in (CR 702.26; 2003: 502.15)."""

    kind: ClassVar[str] = "phase_in"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)


@event_class
@dataclass(frozen=True, slots=True)
class TokenCeased(BaseEvent):
    """A phased-out token ceases to exist (2003: 502.15; CR 704.5d)."""

    kind: ClassVar[str] = "token_ceases"
    owner: int
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class TurnedFaceUp(BaseEvent):
    """A face-down permanent is turned face up (CR 708.8; 2003: 504.5); ``x`` from its morph cost."""

    kind: ClassVar[str] = "turned_face_up"
    player: int
    oid: int
    name: str
    x: int


@event_class
@dataclass(frozen=True, slots=True)
class TurnedFaceDown(BaseEvent):
    """A permanent is turned face down (CR 708)."""

    kind: ClassVar[str] = "turned_face_down"
    player: int
    oid: int


@event_class
@dataclass(frozen=True, slots=True)
class TextChanged(BaseEvent):
    """A text-changing effect rewrites ``old`` to ``new`` (CR 612.2; 2003: 415.4); ``change`` is what kind of word."""

    kind: ClassVar[str] = "text_change"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    change: str
    old: str
    new: str


@event_class
@dataclass(frozen=True, slots=True)
class BecameCopy(BaseEvent):
    """A permanent becomes a copy of ``copied`` (CR 707.2)."""

    kind: ClassVar[str] = "becomes_copy"
    oid: int
    name: str
    copied: str


@event_class
@dataclass(frozen=True, slots=True)
class AuraMoved(BaseEvent):
    """An Aura is attached to another object ``host`` (CR 303.4)."""

    kind: ClassVar[str] = "aura_moved"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    host: int


@event_class
@dataclass(frozen=True, slots=True)
class LicidAttached(BaseEvent):
    """A Licid becomes an Aura attached to ``host`` (Licid rulings)."""

    kind: ClassVar[str] = "licid_attach"
    oid: int
    name: str
    host: int


@event_class
@dataclass(frozen=True, slots=True)
class LicidEnded(BaseEvent):
    """A Licid's effect ends: it is a creature again (Licid rulings)."""

    kind: ClassVar[str] = "licid_end"
    oid: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class StateBasedAction(BaseEvent):
    """A state-based action puts a permanent into its owner's graveyard (CR 704.3, 704.5f-m; 2003: 420.3,
    420.5c-e): ``why`` says which one; the zone move follows as its own event."""

    kind: ClassVar[str] = "state_based"
    oid: int
    name: str | None  # None: face down, redacted for this viewer (Game.events_for)
    why: str
