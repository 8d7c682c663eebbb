"""Events of the Magical War variant (docs/magical-war.md): they name no hidden card, so every
player may receive them as they are; a pipeline card's identity shows only when it is turned up
(a :class:`~oldframe.rules.events.zones.Revealed` event)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from oldframe.rules.events.base import BaseEvent, event_class


@event_class
@dataclass(frozen=True, slots=True)
class PipelineChanged(BaseEvent):
    """A player's pipeline (MW 2.4, 3.3) now holds ``count`` face-down cards; its size is ``size``."""

    kind: ClassVar[str] = "pipeline"
    player: int
    count: int
    size: int


@event_class
@dataclass(frozen=True, slots=True)
class StockReshuffled(BaseEvent):
    """The common graveyard was shuffled to form a new stock (MW 1.4): ``cards`` cards."""

    kind: ClassVar[str] = "stock_reshuffled"
    cards: int
