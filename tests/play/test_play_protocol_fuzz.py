"""Protocol messages reach the server from anyone: whatever the frame, ``parse_client_message``
returns one of the protocol's messages or raises ProtocolError with a code and a message — never
another exception, never a hang — and an action's JSON becomes an engine action or ``bad_action``.

About 11,000 inputs: hypothesis (3,000 JSON values of any shape, 1,000 byte strings) and 7,000 seeded
mutations of a valid frame of every message type (hello, action, autopass, undo, undo_reply, ping):
fields dropped, added, retyped, nested deep, and the text itself cut and spliced.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oldframe.play.server.protocol import (
    MAX_FRAME_BYTES,
    ActionMsg,
    ProtocolError,
    parse_action,
    parse_client_message,
)

CODES = {"too_large", "bad_json", "bad_message", "bad_version", "bad_action"}
VALID = [
    {"v": 1, "type": "hello", "token": "t" * 32},
    {"v": 1, "type": "hello", "token": None},
    {"v": 1, "type": "action", "id": 3, "seq": 12, "action": {"type": "assign", "target": ["object", 7], "amount": 2}},
    {"v": 1, "type": "action", "id": 4, "seq": 0, "action": {"type": "activate", "oid": 5, "index": 0}},
    {"v": 1, "type": "autopass", "id": 5, "mode": "stops", "stops": [[True, "main1"], [False, "end_of_turn"]]},
    {"v": 1, "type": "undo", "id": 6},
    {"v": 1, "type": "undo_reply", "id": 7, "accept": True},
    {"v": 1, "type": "ping", "id": 8},
]
ODD = [None, True, False, 0, -1, 1.5, 2**64, "", "x" * 300, [], {}, [[]], {"a": {}}, "undo", "💥", -(2**53)]


def check(frame: str | bytes) -> None:
    try:
        m = parse_client_message(frame)
    except ProtocolError as exc:
        assert exc.code in CODES and str(exc), (frame[:80], exc.code)
        return
    assert m.v == 1
    if isinstance(m, ActionMsg):
        try:
            parse_action(m)
        except ProtocolError as exc:
            assert exc.code == "bad_action" and str(exc)


def odd(rng: random.Random) -> Any:
    return json.loads(json.dumps(rng.choice(ODD)))  # a fresh copy: no value shared between two places


def mutate(rng: random.Random, msg: dict[str, Any]) -> str:
    m: Any = json.loads(json.dumps(msg))
    depth = 0
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(7)
        keys = list(m) if isinstance(m, dict) else []
        if op == 0 and keys:
            m.pop(rng.choice(keys))
        elif op == 1 and isinstance(m, dict):
            m[rng.choice(["x", "id", "accept", "type", "v", "action", "stops", "seq"])] = odd(rng)
        elif op == 2 and keys:
            m[rng.choice(keys)] = odd(rng)
        elif op == 3:
            depth = rng.randint(1, 3000)  # nesting far beyond any real message
        elif op == 4 and isinstance(m, dict) and isinstance(m.get("action"), dict):
            m["action"][rng.choice(["type", "target", "amount", "oid", "x"])] = odd(rng)
        elif op == 5 and isinstance(m, dict):
            m["type"] = rng.choice(["undo", "undo_reply", "action", "hello", "autopass", "ping", "nope"])
        else:
            m = odd(rng)
    text = "[" * depth + json.dumps(m) + "]" * depth
    if rng.random() < 0.2:  # the text itself cut or spliced
        cut = rng.randrange(len(text) + 1)
        text = text[:cut] + rng.choice(["", "}", "{", '"', "\\u00", "]]", ",", text[cut:]])
    return text


def test_seeded_mutations_of_every_message_type() -> None:
    rng = random.Random(11)
    for i in range(7000):
        check(mutate(rng, VALID[i % len(VALID)]))
    check("[" * (MAX_FRAME_BYTES // 2) + "]" * (MAX_FRAME_BYTES // 2))  # deepest JSON within the limit
    check("x" * (MAX_FRAME_BYTES + 1))


@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["v", "type", "id", "seq", "accept", "action", "token", "mode", "stops"])
                        | st.text(max_size=5), inner, max_size=6), max_leaves=20))
def test_any_json_value(value: Any) -> None:
    check(json.dumps(value))
    if isinstance(value, dict):
        check(json.dumps({**value, "v": 1}))


@settings(max_examples=1000, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes(data: bytes) -> None:
    check(data)
