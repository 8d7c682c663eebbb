"""The play protocol, version 1: JSON text frames over one websocket per client (docs/protocol.md).

Every message carries ``v`` (the protocol version). Client messages are validated on arrival by
pydantic models that forbid unknown fields and coerce nothing; a frame that is too large, not JSON,
or not one of these messages gets an ``error`` message back and changes nothing. Server messages
carry ``n``, the connection's own message counter (1, 2, 3, …), so a client can tell it missed none;
``seq`` is the game's action count, the same for every viewer.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, TypeAdapter, ValidationError

from oldframe.rules.actions import Action, ActionParseError, action_from_json

PROTOCOL_VERSION = 1
MAX_FRAME_BYTES = 16 * 1024  # an action is ~100 bytes; autopass settings a few hundred
MAX_STOPS = 64

STEP_NAMES = (
    "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
    "first_strike_damage", "combat_damage", "end_combat", "main2", "end_of_turn",
)


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    v: Literal[1]


class Hello(_Msg):
    """First message: the seat's secret token (``null`` to watch as a spectator)."""

    type: Literal["hello"]
    token: Annotated[str, Field(min_length=16, max_length=128)] | None = None


class ActionMsg(_Msg):
    """An answer to the decision the client saw at game action count ``seq``."""

    type: Literal["action"]
    id: Annotated[int, Field(ge=0, le=2**53)]
    seq: Annotated[int, Field(ge=0, le=10**7)]
    action: dict[str, Any]


def _pairs(value: Any) -> Any:
    return [tuple(x) if isinstance(x, list) else x for x in value] if isinstance(value, list) else value


class AutoPassMsg(_Msg):
    """The seat's auto-pass settings: a mode and the steps it stops at (``[mine, step]`` pairs)."""

    type: Literal["autopass"]
    id: Annotated[int, Field(ge=0, le=2**53)]
    mode: Literal["stops", "until_something_happens", "end_of_turn"]
    # (a JSON pair [true, "main1"] arrives as a list: strict validation wants the tuple itself)
    stops: Annotated[list[tuple[bool, Literal[STEP_NAMES]]],  # type: ignore[valid-type]
                     BeforeValidator(_pairs), Field(max_length=MAX_STOPS)]


class UndoMsg(_Msg):
    """Take the game back to this seat's previous decision: at once against the computer, else a
    request the other people must accept (docs/protocol.md, "Undo")."""

    type: Literal["undo"]
    id: Annotated[int, Field(ge=0, le=2**53)]


class UndoReplyMsg(_Msg):
    """Accept or decline the undo request another seat made."""

    type: Literal["undo_reply"]
    id: Annotated[int, Field(ge=0, le=2**53)]
    accept: bool


class Ping(_Msg):
    type: Literal["ping"]
    id: Annotated[int, Field(ge=0, le=2**53)]


AnyClientMessage = Hello | ActionMsg | AutoPassMsg | UndoMsg | UndoReplyMsg | Ping
ClientMessage = Annotated[AnyClientMessage, Field(discriminator="type")]
_ADAPTER: TypeAdapter[AnyClientMessage] = TypeAdapter(
    ClientMessage)  # type: ignore[arg-type,unused-ignore]  # (pydantic ≥ 2.12's stubs reject an Annotated union)


class ProtocolError(ValueError):
    """A client message that is not valid; ``code`` is machine-readable, the text says what was wrong."""

    def __init__(self, code: str, message: str, msg_id: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.msg_id = msg_id


def parse_client_message(frame: str | bytes) -> AnyClientMessage:
    """Decode and validate one frame; :class:`ProtocolError` names the problem."""
    size = len(frame.encode("utf-8") if isinstance(frame, str) else frame)
    if size > MAX_FRAME_BYTES:
        raise ProtocolError("too_large", f"message of {size} bytes exceeds the limit of {MAX_FRAME_BYTES}")
    try:
        data = json.loads(frame)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ProtocolError("bad_json", f"message is not JSON: {exc}") from None
    except RecursionError:  # "[[[[…" within the size limit: Python's decoder recurses per level
        raise ProtocolError("bad_json", "message is nested too deeply") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    msg_id = data.get("id") if isinstance(data.get("id"), int) else None
    if data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("bad_version", f"protocol version must be {PROTOCOL_VERSION}, got {data.get('v')!r}",
                            msg_id)
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ProtocolError("bad_message", f"{where}: {first['msg']}", msg_id) from None


def parse_action(msg: ActionMsg) -> Action:
    try:
        return action_from_json(msg.action)
    except ActionParseError as exc:
        raise ProtocolError("bad_action", str(exc), msg.id) from None


def server_message(kind: str, **fields: Any) -> dict[str, Any]:
    return {"v": PROTOCOL_VERSION, "type": kind, **fields}
