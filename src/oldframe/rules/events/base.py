"""What every event has (:class:`BaseEvent`) and the table of event classes by kind word (:data:`KINDS`).

Each event module declares its classes with ``@event_class`` over ``@dataclass(frozen=True, slots=True)``.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar, TypeVar, cast

Target = tuple[str, int]  # ("player" | "object", id), as in rules.state
Mana = tuple[int, ...]  # W U B R G colorless, as in rules.mana


class BaseEvent:
    """What every event has: its ``kind`` word and its JSON form."""

    __slots__ = ()
    kind: ClassVar[str]
    _names: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> list[Any]:
        """``[kind, field, …]`` in declaration order (tuples become lists in ``json.dumps``)."""
        return [self.kind, *(getattr(self, n) for n in type(self)._names)]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            raise TypeError(f"event class {cls.__name__} must name its kind")


E = TypeVar("E", bound=BaseEvent)

#: Every event class by its ``kind`` word.
KINDS: dict[str, type[BaseEvent]] = {}


def event_class(cls: type[E]) -> type[E]:
    """Register a dataclass event: fill in its field names for ``to_json`` and the kind table."""
    cls._names = tuple(f.name for f in fields(cast(Any, cls)))
    KINDS[cls.kind] = cls
    return cls
