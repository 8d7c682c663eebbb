"""Actions: small frozen records a player (or agent) chooses from ``Game.legal_actions()``.

Each action has a compact, readable notation (like SAN in chess) used by logs and the CLI, and a
JSON form. Object ids (``#12``) make every notation unambiguous; names are for people.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from oldframe.rules.action_check import action_problem


class ActionParseError(ValueError):
    """Text or JSON that is not an action."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base class. ``kind`` is the JSON tag and the first word of the notation."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    def notation(self) -> str:
        args = []
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, tuple):
                args.append(("P" + str(v[1] + 1)) if v[0] == "player" else f"#{v[1]}")
            elif isinstance(v, bool):
                args.append("yes" if v else "no")
            elif f.name in ("oid", "attacker", "blocker"):
                args.append(f"#{v}")
            elif f.name == "defender" or f.name == "player":
                args.append(f"P{int(v) + 1}")
            else:
                args.append(str(v))
        return " ".join([self.kind, *args])

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Keep(Action):
    kind: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    kind: ClassVar[str] = "mulligan"


@dataclass(frozen=True, slots=True)
class BottomCard(Action):
    """London mulligan: put this card from hand on the bottom of the library (CR 103.5)."""

    kind: ClassVar[str] = "bottom"
    oid: int


@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    kind: ClassVar[str] = "land"
    oid: int


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    kind: ClassVar[str] = "cast"
    oid: int


@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    kind: ClassVar[str] = "activate"
    oid: int
    index: int


@dataclass(frozen=True, slots=True)
class ChooseTarget(Action):
    kind: ClassVar[str] = "target"
    target: tuple[str, int]


@dataclass(frozen=True, slots=True)
class ChooseObject(Action):
    """Choose an object: a cost (sacrifice, discard, remove), a sacrifice, a discard to hand size,
    the legend to keep."""

    kind: ClassVar[str] = "choose"
    oid: int


@dataclass(frozen=True, slots=True)
class ChooseType(Action):
    kind: ClassVar[str] = "type"
    name: str


@dataclass(frozen=True, slots=True)
class ChooseYesNo(Action):
    """Answer a "you may" choice made as a triggered ability resolves (CR 603.5; 2003: 410.5)."""

    kind: ClassVar[str] = "may"
    yes: bool


@dataclass(frozen=True, slots=True)
class DeclareAttacker(Action):
    kind: ClassVar[str] = "attack"
    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class DeclareBlocker(Action):
    kind: ClassVar[str] = "block"
    blocker: int
    attacker: int


@dataclass(frozen=True, slots=True)
class FinishDeclaring(Action):
    """No more attackers (or blockers)."""

    kind: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    kind: ClassVar[str] = "assign"
    target: tuple[str, int]
    amount: int


@dataclass(frozen=True, slots=True)
class OrderTrigger(Action):
    """Put this waiting triggered ability (index into the pending list) on the stack next."""

    kind: ClassVar[str] = "trigger"
    index: int


@dataclass(frozen=True, slots=True)
class EndEffect(Action):
    """Pay a cost to end a continuous effect, a special action (CR 116.2e): a Licid's end cost."""

    kind: ClassVar[str] = "end"
    oid: int


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """A player leaves the game (CR 104.3a); allowed at any time, never listed as a legal action."""

    kind: ClassVar[str] = "concede"
    player: int


@dataclass(frozen=True, slots=True)
class CastWith(Action):
    """Play a spell another way (``name``): "morph" face down for {3} (CR 702.37c; 2003: 502.26a),
    "kicker", "buyback", "flashback" from the graveyard, "pitch"/"free_if" alternative costs, "free"
    (a removed card you may play without paying its mana cost), "free_kicker", "free_buyback" (the
    same, with that optional additional cost paid: CR 118.9), "x" (announce X).
    ``x`` is the announced X (of the kicker cost for "kicker {X}")."""

    kind: ClassVar[str] = "play"
    oid: int
    name: str
    x: int


@dataclass(frozen=True, slots=True)
class Unmorph(Action):
    """Turn a face-down permanent face up by paying its morph cost: a special action that doesn't
    use the stack (CR 116.2b, 702.37e; 2003: 502.26d)."""

    kind: ClassVar[str] = "unmorph"
    oid: int


@dataclass(frozen=True, slots=True)
class Band(Action):
    """While declaring attackers, put two declared attackers' bands together into one band
    (CR 702.22c; 2003: 502.10b): ``band #3 #4``."""

    kind: ClassVar[str] = "band"
    attacker: int
    with_attacker: int

    def notation(self) -> str:
        return f"band #{self.attacker} #{self.with_attacker}"


@dataclass(frozen=True, slots=True)
class ChooseColor(Action):
    """Choose a color (``name`` is W, U, B, R or G): "as CARDNAME comes into play, choose a color"
    (CR 614.12; 2003: 410.10e), "protection from the color of your choice"."""

    kind: ClassVar[str] = "color"
    name: str


@dataclass(frozen=True, slots=True)
class ChooseMode(Action):
    """Choose the mode of a modal spell ("Choose one —") as it is announced (CR 601.2b; 2003: 409.1b)."""

    kind: ClassVar[str] = "mode"
    index: int


@dataclass(frozen=True, slots=True)
class ApplyFirst(Action):
    """Choose which of the prevention/replacement effects that apply to an event applies first
    (CR 616.1; 2003: 419.8): ``index`` into the decision's options."""

    kind: ClassVar[str] = "apply"
    index: int


@dataclass(frozen=True, slots=True)
class ChooseNumber(Action):
    """Answer with a number: the announced X (CR 107.3, 601.2b; 2003: 409.1b), how many counters to
    remove, the X paid on resolution ("you may pay {X}"), "up to N" counts: ``number 3``. Numbers
    have their own action so that no number travels in an object-id field."""

    kind: ClassVar[str] = "number"
    n: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (Keep, Mulligan, BottomCard, PassPriority, PlayLand, CastSpell, ActivateAbility, ChooseTarget,
                ChooseObject, ChooseType, ChooseYesNo, DeclareAttacker, DeclareBlocker, FinishDeclaring,
                AssignDamage, OrderTrigger, Concede, EndEffect, CastWith, Unmorph, ChooseColor, ChooseMode)
}
ACTION_TYPES[Band.kind] = Band  # CR 702.22c: declaring an attacking band
ACTION_TYPES[ApplyFirst.kind] = ApplyFirst  # CR 616.1: which replacement effect applies first
ACTION_TYPES[ChooseNumber.kind] = ChooseNumber


def action_from_json(data: Any) -> Action:
    """Inverse of :meth:`Action.to_json`; malformed input raises :class:`ActionParseError`."""
    if not isinstance(data, dict) or "type" not in data:
        raise ActionParseError(f"an action is an object with a 'type' field, got {data!r:.80}")
    if not isinstance(data["type"], str):
        raise ActionParseError(f"field 'type' must be a string, got {data['type']!r:.40}")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise ActionParseError(f"unknown action type {data['type']!r}; known: {sorted(ACTION_TYPES)}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            raise ActionParseError(f"action {data['type']!r} is missing field {f.name!r}")
        v = data[f.name]
        if f.name == "target":
            if not (isinstance(v, list | tuple) and len(v) == 2 and v[0] in ("player", "object")
                    and type(v[1]) is int):
                raise ActionParseError(f"field 'target' must be ['player'|'object', int], got {v!r}")
            v = (str(v[0]), int(v[1]))
        elif f.name == "name":
            if not isinstance(v, str):
                raise ActionParseError(f"field 'name' must be a string, got {v!r}")
        elif f.name == "yes":
            if not isinstance(v, bool):
                raise ActionParseError(f"field 'yes' must be true or false, got {v!r}")
        elif not isinstance(v, int) or isinstance(v, bool):
            raise ActionParseError(f"field {f.name!r} must be an integer, got {v!r:.40}")
        kwargs[f.name] = v
    extra = set(data) - {"type"} - {f.name for f in fields(cls)}
    if extra:
        raise ActionParseError(f"action {data['type']!r} has unknown fields {sorted(map(str, extra))}")
    return _checked(cls(**kwargs), f"action {data['type']!r}")


def _checked(action: Action, where: str) -> Action:
    problem = action_problem(action)
    if problem is not None:
        raise ActionParseError(f"{where}: {problem}")
    return action


_TOKEN = re.compile(r"^(P(\d+)|#(\d+)|-?\d+|\S+)$")


def parse_notation(text: str) -> Action:
    """Parse the notation written by :meth:`Action.notation` (``cast #12``, ``target P2``)."""
    if not isinstance(text, str):
        raise ActionParseError(f"action text must be a string, got {type(text).__name__}")
    words = text.split()
    if not words:
        raise ActionParseError("empty action text")
    cls = ACTION_TYPES.get(words[0])
    if cls is None:
        raise ActionParseError(f"unknown action {words[0]!r} in {text!r}; known: {sorted(ACTION_TYPES)}")
    fs = fields(cls)
    if len(words) - 1 != len(fs):
        raise ActionParseError(f"{words[0]!r} takes {len(fs)} argument(s), got {len(words) - 1} in {text!r}")
    kwargs: dict[str, Any] = {}
    for f, w in zip(fs, words[1:], strict=True):
        if f.name == "name":
            kwargs[f.name] = w
            continue
        if f.name == "yes":
            if w.lower() not in ("yes", "no"):
                raise ActionParseError(f"answer must be 'yes' or 'no', got {w!r} in {text!r}")
            kwargs[f.name] = w.lower() == "yes"
            continue
        if f.name == "target":
            if w.startswith("P") and _NUMBER.match(w[1:]):
                kwargs[f.name] = ("player", int(w[1:]) - 1)
            elif w.startswith("#") and _NUMBER.match(w[1:]):
                kwargs[f.name] = ("object", int(w[1:]))
            else:
                raise ActionParseError(f"target must be P<n> or #<id>, got {w!r} in {text!r}")
            continue
        if w.startswith("P") and _NUMBER.match(w[1:]):
            kwargs[f.name] = int(w[1:]) - 1
        elif w.startswith("#") and _NUMBER.match(w[2:] if w.startswith("#-") else w[1:]):
            kwargs[f.name] = int(w[1:])  # ("#-1": what a negative number written as an id reads back as)
        elif _NUMBER.match(w[1:] if w.startswith("-") else w):
            kwargs[f.name] = int(w)
        else:
            raise ActionParseError(f"bad argument {w!r} for {f.name!r} in {text!r}")
    return _checked(cls(**kwargs), f"in {text!r:.80}")


#: A plain ASCII decimal of at most 16 digits (``str.isdigit`` also takes "²" and "١").
_NUMBER = re.compile(r"[0-9]{1,16}\Z")
