"""Strict shape checks of action records, by their dataclass field types.

An action compares equal to another with equal fields, and Python says ``81.0 == 81`` and
``True == 1``: without these checks ``PlayLand(81.0)`` or ``Concede(True)`` would pass for a legal
action, and then be written into a game record that cannot be read back. Every field must hold
exactly its declared type (an ``int`` field no ``bool`` or ``float``), integers stay within the
range JSON carries exactly, and a target is ``("player" | "object", int)``. The checks read the
annotations, so an action type added later is checked with no change here.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

#: Integers beyond ±2**53 are not exact in JSON (RFC 8259 §6); no id, index or amount comes near.
INT_LIMIT = 2**53
#: Longest string field accepted (a creature type, a color, a way to cast): far above any real one.
STR_LIMIT = 200
TARGET_KINDS = ("player", "object")


def value_problem(name: str, annotation: str, value: Any) -> str | None:
    """Why ``value`` cannot be field ``name`` declared as ``annotation``, or None if it can."""
    if annotation == "int":
        if type(value) is not int:
            return f"field {name!r} must be an integer, got {type(value).__name__} {value!r:.40}"
        if not -INT_LIMIT < value < INT_LIMIT:
            return f"field {name!r} is out of range: {value}"
        return None
    if annotation == "bool":
        return None if type(value) is bool else f"field {name!r} must be true or false, got {value!r:.40}"
    if annotation == "str":
        if type(value) is not str:
            return f"field {name!r} must be a string, got {type(value).__name__} {value!r:.40}"
        if not 0 < len(value) <= STR_LIMIT or not value.isprintable():
            return f"field {name!r} must be 1 to {STR_LIMIT} printable characters, got {value!r:.40}"
        return None
    if annotation == "tuple[str, int]":
        if type(value) is not tuple or len(value) != 2 or value[0] not in TARGET_KINDS \
                or type(value[0]) is not str:
            return f"field {name!r} must be ('player' | 'object', integer), got {value!r:.60}"
        return value_problem(name, "int", value[1])
    return None  # a field type this module does not know: nothing stricter than the engine's own use


def action_problem(action: Any) -> str | None:
    """Why ``action`` is not a well-formed action record, or None if it is."""
    spec = _SPECS.get(type(action))
    if spec is None:
        if not is_dataclass(action) or isinstance(action, type):
            return f"not an action record: {type(action).__name__}"
        spec = _SPECS[type(action)] = tuple((f.name, str(f.type)) for f in fields(action))
    for name, annotation in spec:
        value = getattr(action, name)
        if annotation == "int" and type(value) is int and -INT_LIMIT < value < INT_LIMIT:
            continue  # the common case, without a call
        problem = value_problem(name, annotation, value)
        if problem is not None:
            return problem
    return None


#: Each action type's (field name, annotation) pairs, read once (``dataclasses.fields`` is slow).
_SPECS: dict[type, tuple[tuple[str, str], ...]] = {}
