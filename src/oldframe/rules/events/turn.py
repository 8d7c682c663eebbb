"""Events of the game and the turn (CR 103, 104, 500-514; 2003: 101, 102, 300-314)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, event_class


@event_class
@dataclass(frozen=True, slots=True)
class Mulliganed(BaseEvent):
    """A player takes a mulligan (CR 103.4; 2003: 101.5) with a hand of ``hand_size`` cards."""

    kind: ClassVar[str] = "mulligan"
    player: int
    hand_size: int


@event_class
@dataclass(frozen=True, slots=True)
class Kept(BaseEvent):
    """A player keeps an opening hand of ``cards`` cards (CR 103.4)."""

    kind: ClassVar[str] = "keep"
    player: int
    cards: int


@event_class
@dataclass(frozen=True, slots=True)
class TurnBegan(BaseEvent):
    """Turn number ``turn`` of player ``active`` begins (CR 500.1)."""

    kind: ClassVar[str] = "turn"
    turn: int
    active: int


@event_class
@dataclass(frozen=True, slots=True)
class StepBegan(BaseEvent):
    """A step or phase begins (CR 500.1); ``step`` is an ``int(Step)``."""

    kind: ClassVar[str] = "step"
    step: int
    active: int


@event_class
@dataclass(frozen=True, slots=True)
class UntapChosen(BaseEvent):
    """The active player chose whether a "may choose not to untap" permanent untaps (CR 502.2)."""

    kind: ClassVar[str] = "untap_choice"
    player: int
    oid: int
    untap: bool


@event_class
@dataclass(frozen=True, slots=True)
class TurnSkipped(BaseEvent):
    """A player skips their next turn (Time Vault)."""

    kind: ClassVar[str] = "skip_turn"
    player: int


@event_class
@dataclass(frozen=True, slots=True)
class SkipTurnChosen(BaseEvent):
    """A player chose whether to skip a turn to untap ``vault`` (None: they did not)."""

    kind: ClassVar[str] = "skip_turn_choice"
    player: int
    vault: int | None


@event_class
@dataclass(frozen=True, slots=True)
class PoolEmptied(BaseEvent):
    """A mana pool empties at the end of a step or phase (CR 500.4; 2003: 300.4), losing ``lost`` mana."""

    kind: ClassVar[str] = "pool_empties"
    player: int
    lost: int


@event_class
@dataclass(frozen=True, slots=True)
class ManaBurned(BaseEvent):
    """Mana burn (2003: 300.4): the player loses ``amount`` life for unspent mana."""

    kind: ClassVar[str] = "mana_burn"
    player: int
    amount: int


@event_class
@dataclass(frozen=True, slots=True)
class Lost(BaseEvent):
    """A player loses the game (CR 104.3) for the reason ``why``."""

    kind: ClassVar[str] = "lose"
    player: int
    why: str


@event_class
@dataclass(frozen=True, slots=True)
class GameDrawn(BaseEvent):
    """The game is a draw (CR 104.4), e.g. an unbreakable loop (CR 104.4b)."""

    kind: ClassVar[str] = "draw_game"
    why: str


@event_class
@dataclass(frozen=True, slots=True)
class GameOver(BaseEvent):
    """The game is over; ``winners`` is empty for a draw (CR 104.4a)."""

    kind: ClassVar[str] = "game_over"
    winners: tuple[int, ...]


@event_class
@dataclass(frozen=True, slots=True)
class CoinFlipped(BaseEvent):
    """A player flipped a coin for ``source`` (CR 705) and ``won`` or not."""

    kind: ClassVar[str] = "coin_flip"
    player: int
    source: str
    won: bool


@event_class
@dataclass(frozen=True, slots=True)
class DrawActionOnStack(BaseEvent):
    """The draw step action goes on the stack (2003 304.1; ``DrawStep.ON_THE_STACK``): ``player`` will
    draw when item ``oid`` resolves. Under today's rules the draw is turn-based and has no such event."""

    kind: ClassVar[str] = "draw_on_stack"
    player: int
    oid: int
