"""Undo through the real protocol (docs/protocol.md, "Undo"): free against the computer, by consent
against a person, never past a card the requester saw or a random result, and durable — the store
is truncated in one transaction, so a server started afresh on the same database has the undone game.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from positions import TRAMPLE_DECKS, main_phase_with, table_at

from oldframe.cards.catalog import open_catalog
from oldframe.play.server.store import Store
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

SEED = 4


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as c:
        yield c


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"v": 1, "type": "hello", "token": token}))
    assert ws.receive_json()["type"] == "welcome"
    state = ws.receive_json()
    assert state["type"] == "state"
    return state


def until(ws: Any, pred: Any, limit: int = 500) -> dict[str, Any]:
    for _ in range(limit):
        m = ws.receive_json()
        if pred(m):
            return m
    raise AssertionError("message never came")


def send(ws: Any, **msg: Any) -> None:
    ws.send_text(json.dumps({"v": 1, **msg}))


def hand_names(state: dict[str, Any], seat: int) -> list[str]:
    return sorted(c["name"] for c in state["view"]["players"][seat]["hand"])


def play_a_forest(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    land = next(e for e in state["legal"] if e["action"]["type"] == "land")
    send(ws, type="action", id=1, seq=state["seq"], action=land["action"])
    return until(ws, lambda m: m["type"] == "state" and m["seq"] == state["seq"] + 1)


def seeded(db: Path, kinds: tuple[str, ...]) -> tuple[str, dict[int, str]]:
    store = Store(f"sqlite:///{db}")
    try:
        table, tokens, _game = table_at(store, TRAMPLE_DECKS, SEED, main_phase_with(0, "Forest", 0, turn=3),
                                        kinds=kinds)
    finally:
        store.close()
    return table, tokens


def test_undo_against_the_computer_is_free_and_survives_a_restart(db: Path) -> None:
    table, tokens = seeded(db, ("human", "computer"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        before = hello(ws, tokens[0])
        assert before["undo"]["to"] is not None  # an earlier decision of this turn can be taken back
        after = play_a_forest(ws, before)
        assert hand_names(after, 0) != hand_names(before, 0)
        assert after["undo"]["to"] == before["seq"]  # back to the decision just answered
        send(ws, type="undo", id=7)
        back = until(ws, lambda m: m["type"] == "state")
        assert back["seq"] == before["seq"] and hand_names(back, 0) == hand_names(before, 0)
        assert back["view"] == before["view"] and back["log_start"] == 0
        assert until(ws, lambda m: m["type"] == "ack")["id"] == 7
        stored = Store(f"sqlite:///{db}")
        assert len(stored.actions(table)) == before["seq"]
        stored.close()
        # further back lies this turn's draw: the card drawn was seen, so no undo past it
        while back["undo"]["to"] is not None:
            send(ws, type="undo", id=8)
            back = until(ws, lambda m: m["type"] == "state")
        send(ws, type="undo", id=9)
        err = until(ws, lambda m: m["type"] == "error")
        assert err["code"] == "no_undo" and "saw" in err["message"]
        settled = back["seq"]
    # a server started afresh on the same database: the undone game, not the old one
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        again = hello(ws, tokens[0])
        assert again["seq"] == settled and again["legal"]
        # the decision undone to is asked again, after the restart too: not auto-passed (it is no stop)
        send(ws, type="ping", id=10)
        seen = []
        while (m := ws.receive_json())["type"] != "pong":
            seen.append(m)
        assert all(m["seq"] == settled for m in seen if m["type"] == "state")


def test_undo_against_a_person_needs_their_consent(db: Path) -> None:
    table, tokens = seeded(db, ("human", "human"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ada, client.websocket_connect(f"/play/ws/{table}") as bea:
        before = hello(ada, tokens[0])
        hello(bea, tokens[1])
        after = play_a_forest(ada, before)
        until(bea, lambda m: m["type"] == "state" and m["seq"] == after["seq"])
        send(bea, type="undo_reply", id=1, accept=True)  # nothing to answer yet
        assert until(bea, lambda m: m["type"] == "error")["code"] == "no_request"
        send(ada, type="undo", id=2)
        asked = until(bea, lambda m: m["type"] == "state" and m["undo"]["request"] is not None)
        assert asked["undo"]["request"] == {"by": 0, "to": before["seq"], "waiting": [1]}
        assert asked["seq"] == after["seq"]  # nothing changes until accepted
        store = Store(f"sqlite:///{db}")
        assert len(store.actions(table)) == after["seq"]
        send(ada, type="undo_reply", id=3, accept=True)  # the requester is not the one asked
        assert until(ada, lambda m: m["type"] == "error")["code"] == "not_asked"
        send(bea, type="undo_reply", id=4, accept=False)
        declined = until(bea, lambda m: m["type"] == "state" and m["undo"]["request"] is None)
        assert declined["seq"] == after["seq"] and len(store.actions(table)) == after["seq"]
        send(ada, type="undo", id=5)
        until(bea, lambda m: m["type"] == "state" and m["undo"]["request"] is not None)
        send(bea, type="undo_reply", id=6, accept=True)
        back = until(ada, lambda m: m["type"] == "state" and m["seq"] == before["seq"])
        assert hand_names(back, 0) == hand_names(before, 0) and back["undo"]["request"] is None
        assert len(store.actions(table)) == before["seq"]
        store.close()


@pytest.mark.parametrize(("frame", "code"), [
    ('{"v": 1, "type": "undo"}', "bad_message"),
    ('{"v": 1, "type": "undo", "id": 1, "to": 3}', "bad_message"),
    ('{"v": 1, "type": "undo_reply", "id": 1, "accept": "yes"}', "bad_message"),
    ('{"v": 2, "type": "undo", "id": 1}', "bad_version"),
])
def test_malformed_undo_messages_change_nothing(db: Path, frame: str, code: str) -> None:
    table, tokens = seeded(db, ("human", "computer"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        before = play_a_forest(ws, hello(ws, tokens[0]))
        ws.send_text(frame)
        err = until(ws, lambda m: m["type"] == "error")
        assert err["code"] == code and err["message"]
        send(ws, type="ping", id=3)
        assert until(ws, lambda m: m["type"] == "pong")["id"] == 3
    store = Store(f"sqlite:///{db}")
    assert len(store.actions(table)) == before["seq"]
    store.close()


def test_a_spectator_cannot_undo(db: Path) -> None:
    table, _tokens = seeded(db, ("human", "computer"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        seen = hello(ws, None)
        assert seen["undo"]["to"] is None
        send(ws, type="undo", id=1)
        assert until(ws, lambda m: m["type"] == "error")["code"] == "spectator"


def test_an_undo_survives_a_sigkill_of_the_server(db: Path) -> None:
    """A real ``oldframe serve`` process: play a land, undo, SIGKILL; the restarted server has the undone
    game (the truncation was committed before the undo was acknowledged)."""
    import asyncio

    from websockets.asyncio.client import connect

    from oldframe.play.server.process import ServerProcess

    table, tokens = seeded(db, ("human", "computer"))

    async def session(ws_base: str, undo: bool) -> tuple[int, list[str]]:
        async with connect(f"{ws_base}/play/ws/{table}", open_timeout=30, max_size=2**22) as ws:
            await ws.send(json.dumps({"v": 1, "type": "hello", "token": tokens[0]}))
            state: dict[str, Any] = {}
            while state.get("type") != "state":
                state = json.loads(await ws.recv())
            if not undo:
                return state["seq"], hand_names(state, 0)
            start, hand = state["seq"], hand_names(state, 0)
            land = next(e for e in state["legal"] if e["action"]["type"] == "land")
            await ws.send(json.dumps({"v": 1, "type": "action", "id": 1, "seq": start, "action": land["action"]}))
            await ws.send(json.dumps({"v": 1, "type": "undo", "id": 2}))
            while True:
                m = json.loads(await ws.recv())
                if m["type"] == "ack" and m["id"] == 2:
                    return start, hand
                assert m["type"] != "error", m

    url = f"sqlite:///{db}"
    with ServerProcess(url, db.parent / "server.log") as first:
        start, hand = asyncio.run(session(first.ws, undo=True))
        first.kill()
        assert first.proc is not None and first.proc.returncode == -9
    with ServerProcess(url, db.parent / "server.log") as second:
        seq, hand_after = asyncio.run(session(second.ws, undo=False))
    assert (seq, hand_after) == (start, hand)


def test_a_waiting_request_survives_a_restart(db: Path) -> None:
    """The request is stored with the table: a server started afresh shows it and takes the answer."""
    table, tokens = seeded(db, ("human", "human"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ada:
        before = hello(ada, tokens[0])
        play_a_forest(ada, before)
        send(ada, type="undo", id=1)
        until(ada, lambda m: m["type"] == "ack" and m["id"] == 1)
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as bea:
        asked = hello(bea, tokens[1])
        assert asked["undo"]["request"] == {"by": 0, "to": before["seq"], "waiting": [1]}
        send(bea, type="undo_reply", id=2, accept=True)
        back = until(bea, lambda m: m["type"] == "state" and m["seq"] == before["seq"])
        assert back["undo"]["request"] is None


def test_undo_across_two_server_processes_on_postgresql(pg_url: str, tmp_path: Path) -> None:
    """Ada plays on one process and asks; Bea, on the other, sees the request (NOTIFY) and accepts;
    both see the undone game."""
    import asyncio

    from websockets.asyncio.client import connect

    from oldframe.play.server.process import ServerProcess

    store = Store(pg_url)
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, SEED, main_phase_with(0, "Forest", 0, turn=3))
    store.close()

    async def recv_until(ws: Any, pred: Any) -> dict[str, Any]:
        while True:
            m: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 60))
            if pred(m):
                return m

    async def scenario(a_ws: str, b_ws: str) -> tuple[int, int, int]:
        async with connect(f"{a_ws}/play/ws/{table}", max_size=2**22) as ada, \
                connect(f"{b_ws}/play/ws/{table}", max_size=2**22) as bea:
            await ada.send(json.dumps({"v": 1, "type": "hello", "token": tokens[0]}))
            await bea.send(json.dumps({"v": 1, "type": "hello", "token": tokens[1]}))
            start = await recv_until(ada, lambda m: m["type"] == "state")
            land = next(e for e in start["legal"] if e["action"]["type"] == "land")
            await ada.send(json.dumps({"v": 1, "type": "action", "id": 1, "seq": start["seq"],
                                       "action": land["action"]}))
            await recv_until(bea, lambda m: m["type"] == "state" and m["seq"] == start["seq"] + 1)
            await ada.send(json.dumps({"v": 1, "type": "undo", "id": 2}))
            await recv_until(bea, lambda m: m["type"] == "state" and (m.get("undo") or {}).get("request"))
            await bea.send(json.dumps({"v": 1, "type": "undo_reply", "id": 3, "accept": True}))
            on_b = await recv_until(bea, lambda m: m["type"] == "state" and m["seq"] == start["seq"])
            on_a = await recv_until(ada, lambda m: m["type"] == "state" and m["seq"] == start["seq"])
            return start["seq"], on_a["seq"], on_b["seq"]

    with ServerProcess(pg_url, tmp_path / "a.log") as a, ServerProcess(pg_url, tmp_path / "b.log") as b:
        start, on_a, on_b = asyncio.run(scenario(a.ws, b.ws))
    assert on_a == on_b == start
    store = Store(pg_url)
    assert len(store.actions(table)) == start
    t = store.table(table)
    assert t is not None and t.undo_request == {"asked_again": [0, start]}  # (no request waiting)
    store.close()
