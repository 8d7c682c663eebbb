"""Free-for-all tables of the play server, through the real app (FastAPI's test client, SQLite):
2 to 8 seats from the lobby form and the JSON API, every seat sent its own view (its own hand and
no other's), computer seats playing each other, and the stored game replaying identically."""

from __future__ import annotations

import json
import re
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

from test_play_protocol import hello, send_action

HUMAN = {"kind": "human", "deck": {"builtin": "red_green"}}
COMPUTER = {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}


@pytest.fixture
def app_store(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        yield client, store


def _pick(m: dict[str, Any]) -> dict[str, Any]:
    legal = [e["action"] for e in m["legal"]]
    return next((a for a in legal if a["type"] in ("land", "cast", "attack")), None) or \
        next((a for a in legal if a["type"] in ("keep", "pass", "done")), legal[0])


def test_a_four_seat_table_plays_to_the_end_and_replays(app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    created = client.post("/play/api/tables", json={"seats": [COMPUTER, HUMAN | {"name": "Ada"}, COMPUTER,
                                                              COMPUTER]}).json()
    table, token = created["table"], created["tokens"]["1"]
    labels: set[str] = set()
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        m = hello(ws, token)
        assert [s["kind"] for s in m["table"]["seats"]] == ["computer", "human", "computer", "computer"]
        for _ in range(6000):
            if m["type"] == "state":
                players = m["view"]["players"]
                assert len(players) == 4 and "hand" in players[1]
                assert all("hand" not in p for i, p in enumerate(players) if i != 1)  # nobody else's hand
                if m["view"]["over"]:
                    break
                if m["legal"]:
                    send_action(ws, m["seq"], _pick(m))
                    labels.update(e["label"] for e in m["legal"] if e["action"]["type"] == "attack")
            m = ws.receive_json()
            assert m["type"] != "error", m
        assert m["type"] == "state" and m["view"]["over"] and len(m["view"]["winners"]) == 1
    # an attack's button says whom, by name and seat
    assert not labels or all(re.match(r"Attack Computer \d \(P[134]\) with ", t) for t in labels)
    t = store.table(table)
    assert t is not None and t.status == "over" and t.setup is not None and len(t.setup["decks"]) == 4
    replay = Game([Deck(tuple(d["main"]), tuple(d["sideboard"])) for d in t.setup["decks"]],
                  seed=t.setup["seed"], rules=t.setup["rules"])
    for r in store.actions(table):
        replay.apply(action_from_json(r.action))
    assert list(replay.outcome() or ()) == m["view"]["winners"]
    assert sum(p.lost for p in replay.state.players) == 3


def test_seat_counts_outside_two_to_eight_are_refused(app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    r = client.post("/play/api/tables", json={"seats": [HUMAN] + [COMPUTER] * 8})
    assert r.status_code == 400 and "2 to 8 seat objects" in r.json()["error"][0]
    r = client.post("/play/api/tables", json={"seats": [HUMAN]})
    assert r.status_code == 400 and "a table has 2 to 8 seats, got 1" in r.json()["error"][0]
    page = client.post("/play/tables", data={"name": "Ada", "players": "9"})
    assert page.status_code == 400 and "a table has 2 to 8 seats, got &#39;9&#39;" in page.text
    page = client.post("/play/tables", data={"name": "Ada", "players": "3", "seat": "4"})
    assert page.status_code == 400 and "your seat must be 1 to 3, got &#39;4&#39;" in page.text
    page = client.post("/play/tables", data={"name": "Ada", "players": "3", "opponent": "mixed", "people": "3"})
    assert page.status_code == 400 and "seats for people must be 0 to 2" in page.text
    assert store.list_tables() == []


def test_the_lobby_makes_a_three_seat_table_people_join_it_and_see_only_their_own_hands(
        app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    assert 'name="players"' in client.get("/play").text
    made = client.post("/play/tables", data={"name": "Ada", "players": "3", "seat": "2", "opponent": "mixed",
                                             "people": "1", "level": "greedy"}, follow_redirects=False)
    assert made.status_code == 303 and "#seat=1&token=" in made.headers["location"]
    table = made.headers["location"].split("/play/t/")[1].split("#")[0]
    ada = made.headers["location"].split("token=")[1]
    t = store.table(table)
    assert t is not None and [s.kind for s in t.seats] == ["open", "human", "computer"] and t.status == "open"
    joined = client.post(f"/play/t/{table}/join", data={"name": "Bea", "seat": "1", "deck_builtin": "red_green"},
                         follow_redirects=False)
    assert joined.status_code == 303
    bea = joined.headers["location"].split("token=")[1]
    t = store.table(table)
    assert t is not None and t.status == "playing" and [s.name for s in t.seats] == ["Bea", "Ada", "Computer 1"]
    with client.websocket_connect(f"/play/ws/{table}") as wa, client.websocket_connect(f"/play/ws/{table}") as wb, \
            client.websocket_connect(f"/play/ws/{table}") as spec:
        sa, sb, ss = hello(wa, ada), hello(wb, bea), hello(spec, None)
        for seat, state in ((1, sa), (0, sb), (None, ss)):
            players = state["view"]["players"]
            assert len(players) == 3
            for i, p in enumerate(players):
                assert ("hand" in p) == (i == seat), f"seat {seat} sees P{i + 1}'s hand: {'hand' in p}"
            others = {c["oid"] for i, p in enumerate(players) if i != seat for c in p.get("hand", ())}
            assert not others
        hands = {c["oid"] for c in sa["view"]["players"][1]["hand"]}
        assert not any(f'"oid": {o},' in json.dumps(sb) or f'"oid": {o},' in json.dumps(ss) for o in hands)


def test_attack_left_only_tables_are_kept_and_every_attack_goes_to_the_next_seat(
        app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    r = client.post("/play/api/tables", json={"attack_left_only": "yes", "seats": [HUMAN, COMPUTER, COMPUTER]})
    assert r.status_code == 400 and r.json()["error"] == ["attack_left_only must be true or false"]
    created = client.post("/play/api/tables", json={"attack_left_only": True,
                                                    "seats": [COMPUTER | {"kind": "human"}, COMPUTER, COMPUTER]}).json()
    table, token = created["table"], created["tokens"]["0"]
    assert "free-for-all of 3, attack left only" in client.get("/play").text
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        m = hello(ws, token)
        assert m["table"]["attack_left_only"] is True
        conceded = False
        for _ in range(20000):  # the person leaves at once; the two computers play it out
            if m["type"] == "state" and m["view"]["over"]:
                break
            if m["type"] == "state" and not conceded:  # (sent again if the game moved on meanwhile)
                send_action(ws, m["seq"], {"type": "concede", "player": 0})
            conceded = conceded or m["type"] == "ack"
            assert m["type"] != "error" or m["code"] == "stale", m
            m = ws.receive_json()
        assert m["type"] == "state" and m["view"]["over"]
    t = store.table(table)
    assert t is not None and t.setup is not None and t.setup["attack_left_only"] is True
    game = Game([Deck(tuple(d["main"]), tuple(d["sideboard"])) for d in t.setup["decks"]],
                seed=t.setup["seed"], rules=t.setup["rules"], attack_left_only=True)
    attacks = 0
    for row in store.actions(table):
        action = action_from_json(row.action)
        if row.action["type"] == "attack":
            attacks += 1
            assert row.action["defender"] == game.state.next_living(row.seat)
        game.apply(action)
    assert game.is_over() and attacks > 0


def test_a_database_made_before_table_options_gets_the_column(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "old.sqlite3"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE play_tables (id TEXT PRIMARY KEY, created_ms BIGINT NOT NULL, rules TEXT NOT NULL,"
                     " format TEXT NOT NULL, clock_seconds INTEGER, status TEXT NOT NULL, setup TEXT,"
                     " started_ms BIGINT)")
        conn.execute("INSERT INTO play_tables VALUES ('old1', 1, 'oldframe', 'casual', NULL, 'open', NULL, NULL)")
    store = Store(f"sqlite:///{db}")
    t = store.table("old1")
    assert t is not None and t.options is None and t.rules == "oldframe"
    Store(f"sqlite:///{db}").close()  # opening it again leaves it as it is
    store.close()
