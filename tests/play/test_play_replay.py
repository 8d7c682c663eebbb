"""Replays of finished games (server/replay.py): built from the stored setup and actions, step by
step as a spectator saw them, with nothing hidden revealed even though the game is over; served
from a cache, one step per request, only for finished games."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.play.server.replay import build_replay
from oldframe.play.server.store import Store
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

VS_COMPUTER = {"seats": [{"kind": "human", "name": "Ada", "deck": {"builtin": "red_green"}},
                         {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}]}


@pytest.fixture
def client_store(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        yield client, store


def play_then_concede(client: TestClient, actions: int) -> tuple[str, list[set[str]]]:
    """A game against the computer: the person keeps, plays lands and spells, passes, then concedes
    after ``actions`` of their own. Returns the table and the person's hand (names) at each state."""
    created = client.post("/play/api/tables", json=VS_COMPUTER).json()
    table, token = created["table"], created["tokens"]["0"]
    hands: list[set[str]] = []
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        ws.send_text(json.dumps({"v": 1, "type": "hello", "token": token}))
        done = 0
        while True:
            m = ws.receive_json()
            if m["type"] != "state" or not m["view"]:
                continue
            hands.append({c["name"] for c in m["view"]["players"][0]["hand"]})
            if m["view"]["over"]:
                break
            if not m["legal"]:
                continue
            legal = [e["action"] for e in m["legal"]]
            pick = next((a for a in legal if a["type"] in ("land", "cast")), None) or \
                next((a for a in legal if a["type"] in ("keep", "pass", "done")), legal[0])
            if done >= actions:
                pick = {"type": "concede", "player": 0}
            done += 1
            ws.send_text(json.dumps({"v": 1, "type": "action", "id": done, "seq": m["seq"], "action": pick}))
    return table, hands


def test_a_finished_game_replays_step_by_step_as_a_spectator_saw_it(
        client_store: tuple[TestClient, Store]) -> None:
    client, store = client_store
    table, _hands = play_then_concede(client, 40)
    outline = client.get(f"/play/api/tables/{table}/replay").json()
    rows = store.actions(table)
    n = outline["steps"]
    assert 1 < n <= len(rows) + 1 and outline["seqs"][0] == 0 and outline["seqs"][-1] == len(rows)
    assert outline["seqs"] == sorted(set(outline["seqs"]))  # forward in the game, no step twice
    assert outline["table"]["status"] == "over" and "token_hash" not in json.dumps(outline["table"])
    views = [client.get(f"/play/api/tables/{table}/replay/{k}").json() for k in range(n)]
    assert views[0]["view"]["turn"] <= 1 and not views[0]["view"]["over"]  # (turn 0: the mulligans)
    assert views[-1]["view"]["over"] and views[-1]["view"]["players"][0]["lost"]
    for step in views:
        for p in step["view"]["players"]:  # a spectator's view: no hand, library or sideboard, ever
            assert not {"hand", "library", "sideboard"} & set(p)
        public = {c["name"] for c in step["view"]["battlefield"]} | {s["source"] for s in step["view"]["stack"]}
        for p in step["view"]["players"]:
            public |= {c["name"] for c in p["graveyard"]} | {c["name"] for c in p["removed_from_game"]}
        assert set(step["faces"]) <= public  # faces only of cards shown at that step
    logs = [s["log_len"] for s in views]
    assert logs == sorted(logs) and logs[-1] == len(outline["log"])
    # every step shows something new (a pass that changes nothing a spectator sees makes no step)
    texts = [json.dumps({k: v for k, v in s["view"].items() if k not in ("priority", "pending")}) for s in views]
    assert all(a != b or la != lb for a, b, la, lb in zip(texts, texts[1:], logs, logs[1:], strict=False))


def test_a_replay_is_built_once_and_bounds_its_requests(client_store: tuple[TestClient, Store]) -> None:
    client, _store = client_store
    table, _ = play_then_concede(client, 5)
    app: Any = client.app
    hub = app.state.hub
    for _ in range(3):
        r = client.get(f"/play/api/tables/{table}/replay/0")
        assert r.status_code == 200 and "immutable" in r.headers["cache-control"]  # browsers ask once
    outline = client.get(f"/play/api/tables/{table}/replay").json()
    assert hub.replays.builds == 1  # one replay of the game for every request
    bad = client.get(f"/play/api/tables/{table}/replay/{outline['steps']}")
    assert bad.status_code == 404 and f"0 to {outline['steps'] - 1}" in bad.json()["error"][0]
    assert client.get(f"/play/api/tables/{table}/replay/-1").status_code == 404
    assert client.get("/play/api/tables/nosuch/replay").status_code == 404
    assert client.get(f"/play/t/{table}/replay").status_code == 200
    assert f'href="/play/t/{table}/replay"' in client.get("/play").text  # the lobby links it


def test_a_game_in_progress_has_no_replay(client_store: tuple[TestClient, Store]) -> None:
    client, _store = client_store
    created = client.post("/play/api/tables", json=VS_COMPUTER).json()
    table = created["table"]
    r = client.get(f"/play/api/tables/{table}/replay")
    assert r.status_code == 404 and "not over" in r.json()["error"][0]
    page = client.get(f"/play/t/{table}/replay")
    assert page.status_code == 404 and "not over" in page.text


def test_building_a_replay_refuses_an_unfinished_table(client_store: tuple[TestClient, Store]) -> None:
    client, store = client_store
    table = client.post("/play/api/tables", json=VS_COMPUTER).json()["table"]
    record = store.table(table)
    assert record is not None
    with pytest.raises(Exception, match="not over"):
        build_replay(record, store.actions(table))
