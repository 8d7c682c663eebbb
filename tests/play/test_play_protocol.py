"""The play protocol through the real app (FastAPI's test client, a SQLite store).

Server-authoritative play: each seat receives its own view and legal actions, a malformed message
gets an error and changes nothing, an action without the seat's token or for a decision the seat
does not hold is refused, spectators get public information only, and every acknowledged action is
in the store, from which the game replays identically.
"""

from __future__ import annotations

import json
import sqlite3
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.cards.decks import Deck
from oldframe.game import Game
from oldframe.play.server.store import Store
from oldframe.play.web import create_app
from oldframe.rules.actions import action_from_json

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

VS_COMPUTER = {"seats": [{"kind": "human", "name": "Ada", "deck": {"builtin": "red_green"}},
                         {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}]}
TWO_PEOPLE = {"seats": [{"kind": "human", "name": "Ada", "deck": {"builtin": "red_green"}},
                        {"kind": "human", "name": "Bea", "deck": {"builtin": "blue_black_white"}}]}


@pytest.fixture
def app_store(tmp_path: Path) -> Iterator[tuple[TestClient, Store, Path]]:
    db = tmp_path / "games.sqlite3"
    store = Store(f"sqlite:///{db}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        yield client, store, db


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"v": 1, "type": "hello", "token": token}))
    welcome = ws.receive_json()
    assert welcome["type"] == "welcome" and welcome["n"] == 1
    state = ws.receive_json()
    assert state["type"] == "state" and state["n"] == 2
    return state


def until(ws: Any, pred: Any, limit: int = 2000) -> dict[str, Any]:
    for _ in range(limit):
        m = ws.receive_json()
        if pred(m):
            return m
    raise AssertionError("message never came")


def send_action(ws: Any, seq: int, action: dict[str, Any], msg_id: int = 1) -> None:
    ws.send_text(json.dumps({"v": 1, "type": "action", "id": msg_id, "seq": seq, "action": action}))


def test_a_whole_game_against_the_computer_is_stored_and_replays(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    created = client.post("/play/api/tables", json=VS_COMPUTER).json()
    table, token = created["table"], created["tokens"]["0"]
    assert set(created["tokens"]) == {"0"}
    acked: list[int] = []
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        m = hello(ws, token)
        last_n = m["n"]
        for _ in range(3000):
            if m["type"] == "state" and m["view"]["over"]:
                break
            if m["type"] == "state" and m["legal"]:
                assert m["view"]["pending"]["player"] == 0 and "hand" in m["view"]["players"][0]
                assert "hand" not in m["view"]["players"][1]  # never the opponent's hand
                legal = [e["action"] for e in m["legal"]]
                pick = next((a for a in legal if a["type"] in ("land", "cast")), None) or \
                    next((a for a in legal if a["type"] in ("keep", "pass", "done")), legal[0])
                send_action(ws, m["seq"], pick, len(acked))
            m = ws.receive_json()
            assert m["n"] == last_n + 1  # the connection's messages are numbered without gaps
            last_n = m["n"]
            assert m["type"] != "error", m
            if m["type"] == "ack":
                acked.append(m["seq"])
        assert m["view"]["over"]
    rows = store.actions(table)
    assert acked and all(any(r.seq == s - 1 and r.source == "player" for r in rows) for s in acked)
    t = store.table(table)
    assert t is not None and t.status == "over" and t.setup is not None
    # the game is its setup plus its actions: replaying them gives the same game
    replay = Game([Deck(tuple(d["main"]), tuple(d["sideboard"])) for d in t.setup["decks"]],
                  seed=t.setup["seed"], rules=t.setup["rules"])
    for r in rows:
        replay.apply(action_from_json(r.action))
    assert replay.is_over() and list(replay.outcome() or ()) == m["view"]["winners"]
    summary = client.get(f"/play/api/tables/{table}").json()
    assert summary["seq"] == len(rows) == len(replay.actions) and summary["status"] == "over"
    stats = client.get("/play/api/stats").json()
    assert stats["recent_actions"] == len(acked) and stats["ack_ms"]["p50"] <= stats["ack_ms"]["p99"]


BAD_FRAMES = [
    ("not json", "bad_json"),
    ("[1, 2]", "bad_message"),
    (json.dumps({"type": "ping", "id": 1}), "bad_version"),
    (json.dumps({"v": 2, "type": "ping", "id": 1}), "bad_version"),
    (json.dumps({"v": 1, "type": "shout", "id": 1}), "bad_message"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0}), "bad_message"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": "0", "action": {"type": "keep"}}), "bad_message"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0, "action": {"type": "keep"}, "x": 1}), "bad_message"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0, "action": {"type": "fly"}}), "bad_action"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0, "action": {"type": "cast", "oid": "x"}}), "bad_action"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0, "action": {"type": "cast", "oid": 99999}}), "illegal"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 5, "action": {"type": "keep"}}), "stale"),
    (json.dumps({"v": 1, "type": "action", "id": 1, "seq": 0, "action": {"type": "concede", "player": 1}}),
     "not_your_seat"),
    (json.dumps({"v": 1, "type": "autopass", "id": 1, "mode": "stops", "stops": [[True, "lunch"]]}), "bad_message"),
    (json.dumps({"v": 1, "type": "hello", "token": None}), "already_greeted"),
    ("x" * 20_000, "too_large"),
]


def test_a_table_plays_the_scourge2003_preset(app_store: tuple[TestClient, Store, Path]) -> None:
    """Every preset is offered in the lobby and accepted for a table; the game runs under its rules."""
    client, store, _ = app_store
    assert "scourge2003" in client.get("/play").text
    created = client.post("/play/api/tables", json={**VS_COMPUTER, "rules": "scourge2003"}).json()
    t = store.table(created["table"])
    assert t is not None and t.setup is not None and t.setup["rules"] == "scourge2003"
    with client.websocket_connect(f"/play/ws/{created['table']}") as ws:
        m = hello(ws, created["tokens"]["0"])
        assert m["type"] == "state"


def test_malformed_messages_get_an_error_and_change_nothing(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    created = client.post("/play/api/tables", json=TWO_PEOPLE).json()
    table, tokens = created["table"], created["tokens"]
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        decider = hello(ws, tokens["0"])["view"]["pending"]["player"]
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        first = hello(ws, tokens[str(decider)])
        assert first["view"]["pending"] == {"kind": "mulligan", "player": decider}
        for frame, code in BAD_FRAMES:
            frame = frame.replace('"player": 1}', f'"player": {1 - decider}}}')
            ws.send_text(frame)
            err = ws.receive_json()
            assert (err["type"], err["code"]) == ("error", code), (frame[:80], err)
            assert err["message"]
        ws.send_text(json.dumps({"v": 1, "type": "ping", "id": 9}))
        assert ws.receive_json()["type"] == "pong"  # still connected and answering
    assert store.actions(table) == []
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        again = hello(ws, tokens[str(decider)])
        assert again["seq"] == 0 and again["view"] == first["view"]


def test_only_the_seat_holding_the_decision_may_answer_it(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    created = client.post("/play/api/tables", json=TWO_PEOPLE).json()
    table, tokens = created["table"], created["tokens"]
    with client.websocket_connect(f"/play/ws/{table}") as ws0, client.websocket_connect(f"/play/ws/{table}") as ws1, \
            client.websocket_connect(f"/play/ws/{table}") as spectator:
        s0, s1, sp = hello(ws0, tokens["0"]), hello(ws1, tokens["1"]), hello(spectator, None)
        holder, other = (ws0, ws1) if s0["legal"] else (ws1, ws0)
        other_state = s1 if holder is ws0 else s0
        assert other_state["legal"] == [] and sp["legal"] == []
        decider = 0 if holder is ws0 else 1
        # the other seat answers the holder's decision: refused
        send_action(other, 0, {"type": "keep"})
        assert other.receive_json()["code"] == "not_your_decision"
        # a spectator (no token) may not act
        send_action(spectator, 0, {"type": "keep"})
        assert spectator.receive_json()["code"] == "spectator"
        assert store.actions(table) == []
        # a token for no seat is refused at hello
        with client.websocket_connect(f"/play/ws/{table}") as bad:
            bad.send_text(json.dumps({"v": 1, "type": "hello", "token": "x" * 32}))
            assert bad.receive_json()["code"] == "bad_token"
        send_action(holder, 0, {"type": "keep"}, 5)
        m = until(holder, lambda m: m["type"] == "ack")
        assert m["id"] == 5 and m["seq"] == 1
        assert [r.seat for r in store.actions(table)] == [decider]
        seen = until(spectator, lambda m: m["type"] == "state" and m["seq"] == 1)
        assert all("hand" not in p for p in seen["view"]["players"])


def test_a_spectator_is_sent_no_hidden_card(app_store: tuple[TestClient, Store, Path]) -> None:
    client, _store, _ = app_store
    created = client.post("/play/api/tables", json=VS_COMPUTER).json()
    table, token = created["table"], created["tokens"]["0"]
    with client.websocket_connect(f"/play/ws/{table}") as player, client.websocket_connect(f"/play/ws/{table}") as spec:
        m = hello(player, token)
        hello(spec, None)
        hand_oids = {c["oid"] for c in m["view"]["players"][0]["hand"]}
        seq = 0
        while True:  # play until turn 4: keep, lands, passes; the last state seen ends the loop
            if m["type"] == "state":
                seq = m["seq"]
                if m["view"]["turn"] >= 4 or m["view"]["over"]:
                    break
                if m["legal"]:
                    legal = [e["action"] for e in m["legal"]]
                    pick = next((a for a in legal if a["type"] == "land"), None) or \
                        next((a for a in legal if a["type"] in ("keep", "pass", "done")), legal[0])
                    send_action(player, m["seq"], pick)
            m = player.receive_json()
        frames = []
        while True:
            f = spec.receive_json()
            frames.append(f)
            if f["type"] == "state" and f["seq"] >= seq:
                break
    for f in frames:
        if f["type"] != "state":
            continue
        v = f["view"]
        assert all(set(p) >= {"hand_size", "library_size"} and "hand" not in p and "sideboard" not in p
                   for p in v["players"])
        public = {c["oid"] for c in v["battlefield"]} | {c["oid"] for p in v["players"] for c in p["graveyard"]}
        still_hidden = hand_oids - public
        assert not still_hidden & {c["oid"] for c in v["battlefield"]}
        text = json.dumps(f)
        assert not any(f'"oid": {o},' in text for o in still_hidden)
        assert f["legal"] == [] and f["autopass"] is None


def test_a_deck_is_refused_with_reasons(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    seats = [{"kind": "human", "deck": "4 Lightning Bolt\n4 Black Lotus\n2 Llanowar Elfs\n20 Mountain"},
             {"kind": "computer", "level": "greedy", "deck": {"builtin": "red_green"}}]
    r = client.post("/play/api/tables", json={"format": "premodern", "seats": seats})
    assert r.status_code == 400
    errors = r.json()["error"]
    assert "seat 1 deck: line 3: unknown card 'Llanowar Elfs'; did you mean 'Llanowar Elves'" in errors[0]
    assert any("main deck has 30 cards; Premodern needs at least 60" in e for e in errors)
    assert any("Black Lotus: not legal in Premodern" in e for e in errors)
    assert not any(e.startswith("seat 2") for e in errors)  # the computer's built-in deck is casual
    r = client.post("/play/api/tables", json={"seats": [{"kind": "human", "deck": "4 Forest\nfour Island"},
                                                        seats[1]]})
    assert r.status_code == 400 and "seat 1 deck: line 2: unknown card 'four Island'" in r.json()["error"][0]
    r = client.post("/play/api/tables", json={"rules": "1999", "seats": seats})
    assert r.status_code == 400 and "unknown rules preset '1999'" in r.json()["error"][0]
    r = client.post("/play/api/tables", content=b"{" * 10)
    assert r.status_code == 400 and "not JSON" in r.text
    r = client.post("/play/api/tables", content=b"x" * 300_000, headers={"content-type": "application/json"})
    assert r.status_code == 413
    # the lobby's form says why, on the page
    page = client.post("/play/tables", data={"name": "Ada", "format": "oldschool", "deck_text": "60 Mountain\n1 Shock"})
    assert page.status_code == 400
    assert "Shock: not legal in Old School 93/94" in page.text
    assert store.list_tables() == []


def test_a_seat_is_taken_by_link_and_the_game_starts(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    page = client.post("/play/tables", data={"name": "Ada", "opponent": "person", "seat": "2"},
                       follow_redirects=False)
    assert page.status_code == 303
    where = page.headers["location"]
    assert where.startswith("/play/t/") and "#seat=1&token=" in where
    table = where.split("/play/t/")[1].split("#")[0]
    assert client.get(f"/play/t/{table}").status_code == 200
    assert 'id="join"' in client.get(f"/play/t/{table}").text
    assert client.get("/play/t/nope").status_code == 404
    t = store.table(table)
    assert t is not None and t.status == "open" and [s.kind for s in t.seats] == ["open", "human"]
    joined = client.post(f"/play/t/{table}/join", data={"name": "Bea", "seat": "1", "deck_builtin": "blue_black_white"},
                         follow_redirects=False)
    assert joined.status_code == 303 and "#seat=0&token=" in joined.headers["location"]
    again = client.post(f"/play/api/tables/{table}/seats/0", json={"name": "Cy", "deck": {"builtin": "red_green"}})
    assert again.status_code == 400 and "seat 1 is not open" in again.json()["error"][0]
    t = store.table(table)
    assert t is not None and t.status == "playing" and t.setup is not None
    assert [s.name for s in t.seats] == ["Bea", "Ada"]
    assert "Ada" in client.get("/play").text


def test_the_chess_clock_flag_falls(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, db = app_store
    created = client.post("/play/api/tables", json={**VS_COMPUTER, "clock_minutes": 1}).json()
    table, token = created["table"], created["tokens"]["0"]
    with sqlite3.connect(db) as conn:  # a one-second clock, so the test is short
        conn.execute("UPDATE play_tables SET clock_seconds = 1 WHERE id = ?", (table,))
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        first = hello(ws, token)
        assert first["clocks"][0] <= 1000 and first["clock_running"] in (0, 1)
        time.sleep(1.3)
        over = until(ws, lambda m: m["type"] == "state" and m["view"]["over"])
        assert over["view"]["winners"] == [1] and over["clocks"][0] <= 0
    rows = store.actions(table)
    assert [(r.source, r.action) for r in rows][-1] == ("clock", {"type": "concede", "player": 0})
    assert all(r.source == "computer" for r in rows[:-1])  # at most the computer's keep came before


def test_a_deck_file_is_uploaded_in_the_lobby(app_store: tuple[TestClient, Store, Path]) -> None:
    client, store, _ = app_store
    deck = "20 Mountain\n20 Forest\n4 Lightning Bolt\n4 Grizzly Bears\n4 Giant Growth\n4 Hill Giant\n4 Shock\n"
    made = client.post("/play/tables", data={"name": "Ada", "format": "premodern"},
                       files={"deck_file": ("burn.txt", deck.encode(), "text/plain")}, follow_redirects=False)
    assert made.status_code == 303
    table = made.headers["location"].split("/play/t/")[1].split("#")[0]
    t = store.table(table)
    assert t is not None and t.seats[0].deck is not None
    assert t.seats[0].deck["main"].count("Lightning Bolt") == 4 and len(t.seats[0].deck["main"]) == 60
    bad = client.post("/play/tables", data={"name": "Ada"},
                      files={"deck_file": ("bad.txt", b"\xff\xfe4 Bolt", "text/plain")})
    assert bad.status_code == 400 and "bad.txt line 1: unknown card" in bad.text  # read as Windows-1252
    huge = client.post("/play/tables", data={"name": "Ada"},
                       files={"deck_file": ("big.txt", b"1 Forest\n" * 40_000, "text/plain")})
    assert huge.status_code == 413
