"""Answers players give during casting and resolution, logged for the record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, event_class


@event_class
@dataclass(frozen=True, slots=True)
class MayAnswered(BaseEvent):
    """A player answered a "you may" (CR 603.5 and others)."""

    kind: ClassVar[str] = "may"
    player: int
    yes: bool


@event_class
@dataclass(frozen=True, slots=True)
class TypeChosen(BaseEvent):
    """A player chose a creature type (CR 205.3)."""

    kind: ClassVar[str] = "choose_type"
    player: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class NameChosen(BaseEvent):
    """A player named a card (Cabal Therapy, Meddling Mage; CR 201.3)."""

    kind: ClassVar[str] = "choose_name"
    player: int
    name: str


@event_class
@dataclass(frozen=True, slots=True)
class ColorChosen(BaseEvent):
    """A player chose a color (CR 105)."""

    kind: ClassVar[str] = "choose_color"
    player: int
    color: str


@event_class
@dataclass(frozen=True, slots=True)
class PlayerChosen(BaseEvent):
    """A player chose a player ("choose an opponent", Black Vise's "As CARDNAME comes into play")."""

    kind: ClassVar[str] = "choose_player"
    player: int
    chosen: int


@event_class
@dataclass(frozen=True, slots=True)
class ModeChosen(BaseEvent):
    """A modal spell's mode was chosen (CR 700.2)."""

    kind: ClassVar[str] = "choose_mode"
    player: int
    oid: int
    index: int


@event_class
@dataclass(frozen=True, slots=True)
class XAnnounced(BaseEvent):
    """The value of X was announced (CR 601.2b; 2003: 409.1b)."""

    kind: ClassVar[str] = "announce_x"
    player: int
    oid: int
    x: int
