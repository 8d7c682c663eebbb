"""A bot that plays a seat through the real protocol (a websocket client): for tests and the benchmark.

It plays like a simple person (keep, lands and spells first, attack, never block) and records what
the server acknowledged and how long each acknowledgement took.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

PREFERRED = ("land", "cast", "attack")
PLAIN = ("keep", "pass", "done")


def simple_choice(legal: list[dict[str, Any]]) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [e["action"] for e in legal]
    for kinds in (PREFERRED, PLAIN):
        for a in actions:
            if a["type"] in kinds:
                return a
    return actions[0]


@dataclass
class SeatRun:
    """What one seat's bot saw: acknowledged actions (``seq`` after, action) and ack latencies."""

    acked: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False
    winners: list[int] | None = None
    last_seq: int = 0
    messages: int = 0


async def play_seat(base_ws: str, table: str, token: str | None, run: SeatRun | None = None,
                    choose: Callable[[list[dict[str, Any]]], dict[str, Any]] = simple_choice,
                    max_actions: int = 5000, open_timeout: float = 20) -> SeatRun:
    """Play ``token``'s seat until the game ends, the connection drops, or ``max_actions`` were sent."""
    from websockets.asyncio.client import connect

    run = run or SeatRun()
    sent: dict[int, tuple[float, dict[str, Any]]] = {}
    msg_id = 0
    async with connect(f"{base_ws}/play/ws/{table}", open_timeout=open_timeout, max_size=2**22) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", "token": token}))
        async for raw in ws:
            m = json.loads(raw)
            run.messages += 1
            kind = m["type"]
            if kind == "state" and m["view"] is not None:
                run.last_seq = m["seq"]
                if m["view"]["over"]:
                    run.over, run.winners = True, m["view"]["winners"]
                    return run
                if m["legal"] and msg_id < max_actions:
                    msg_id += 1
                    action = choose(m["legal"])
                    sent[msg_id] = (time.perf_counter(), action)
                    await ws.send(json.dumps({"v": 1, "type": "action", "id": msg_id, "seq": m["seq"],
                                              "action": action}))
            elif kind == "ack" and m["id"] in sent:
                t0, action = sent.pop(m["id"])
                run.latencies.append(time.perf_counter() - t0)
                run.acked.append((m["seq"], action))
            elif kind == "error":
                sent.pop(m.get("id"), None)
                run.errors.append(m)
    return run
