"""Magical War tables on the play server, through the real app (FastAPI's test client, SQLite): the
``variant`` table option (lobby form and JSON API, refused when unknown, stored with the table and
replayed), a three-seat table of one person and two computer players played through the websocket,
and the hidden information of MW 2.4: a seat's view holds its own pipeline's cards and never another
player's (their pipelines are counts only)."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.cards.decks import Deck
from oldframe.game import Game
from oldframe.play.server.describe import variant_label
from oldframe.play.server.store import Store
from oldframe.play.web import create_app
from oldframe.rules.actions import action_from_json

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from test_play_protocol import hello, send_action

HUMAN = {"kind": "human", "name": "Ada", "deck": {"builtin": "red_green"}}
COMPUTER = {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}
MOVE_CAP = 400  # the person's own answers; the computers play the rest


@pytest.fixture
def app_store(tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        yield client, store


def _oids(x: Any) -> set[int]:
    """Every object id anywhere in a message (views, legal actions, log-free parts)."""
    out: set[int] = set()
    if isinstance(x, dict):
        for k, v in x.items():
            if k == "oid" and isinstance(v, int):
                out.add(v)
            out |= _oids(v)
    elif isinstance(x, list):
        for v in x:
            out |= _oids(v)
    return out


def _pick(m: dict[str, Any]) -> dict[str, Any]:
    """The person's answer: take the pipeline subphase, cast what it turns up, else play on simply."""
    legal = [e["action"] for e in m["legal"]]
    for kind in ("pipeline", "land", "cast", "attack"):
        found = next((a for a in legal if a["type"] == kind), None)
        if found is not None:
            return found
    return next((a for a in legal if a["type"] == "may" and a["yes"]), None) or \
        next((a for a in legal if a["type"] in ("keep", "pass", "done")), legal[0])


def _replay(store: Store, table: str) -> tuple[Game, list[Any]]:
    t = store.table(table)
    assert t is not None and t.setup is not None
    game = Game([Deck(tuple(d["main"]), tuple(d["sideboard"])) for d in t.setup["decks"]], seed=t.setup["seed"],
                rules=t.setup["rules"], variant=t.setup.get("variant"))
    return game, store.actions(table)


def test_an_unknown_variant_is_refused_naming_the_field(app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    r = client.post("/play/api/tables", json={"variant": "nuclear-war", "seats": [HUMAN, COMPUTER]})
    assert r.status_code == 400
    assert r.json()["error"] == ["variant: unknown variant 'nuclear-war'; choose one of magical-war or none"]
    r = client.post("/play/api/tables", json={"variant": 3, "seats": [HUMAN, COMPUTER]})
    assert r.status_code == 400 and r.json()["error"] == ["variant must be a variant name or null, got 3"]
    page = client.post("/play/tables", data={"name": "Ada", "players": "3", "variant": "chaos"})
    assert page.status_code == 400 and "variant: unknown variant &#39;chaos&#39;" in page.text
    assert store.list_tables() == []


def test_the_lobby_offers_the_variant_and_makes_a_magical_war_table(app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    lobby = client.get("/play").text
    assert 'name="variant"' in lobby and '<option value="magical-war"' in lobby
    made = client.post("/play/tables", data={"name": "Ada", "players": "3", "level": "greedy",
                                             "variant": "magical-war"}, follow_redirects=False)
    assert made.status_code == 303
    table = made.headers["location"].split("/play/t/")[1].split("#")[0]
    t = store.table(table)
    assert t is not None and t.options == {"variant": "magical-war"} and t.status == "playing"
    assert t.setup is not None and t.setup["variant"] == "magical-war"
    assert "free-for-all of 3, magical-war" in client.get("/play").text
    ada = made.headers["location"].split("token=")[1]
    with client.websocket_connect(f"/play/ws/{table}") as wa, client.websocket_connect(f"/play/ws/{table}") as spec:
        sa, ss = hello(wa, ada), hello(spec, None)
        assert [("cards" in p) for p in sa["view"]["variant"]["pipelines"]] == [True, False, False]
        assert not any("cards" in p for p in ss["view"]["variant"]["pipelines"])  # a spectator sees counts only
        assert ss["view"]["variant"]["stock_size"] == sa["view"]["variant"]["stock_size"] > 0
    plain = client.post("/play/tables", data={"name": "Bea", "players": "2", "variant": ""}, follow_redirects=False)
    t2 = store.table(plain.headers["location"].split("/play/t/")[1].split("#")[0])
    assert t2 is not None and t2.options is None and t2.setup is not None and "variant" not in t2.setup


def test_a_three_seat_magical_war_table_plays_through_the_websocket_hiding_other_pipelines(
        app_store: tuple[TestClient, Store]) -> None:
    client, store = app_store
    created = client.post("/play/api/tables", json={"variant": "magical-war",
                                                    "seats": [COMPUTER, HUMAN, COMPUTER]}).json()
    table, token = created["table"], created["tokens"]["1"]
    seen: dict[int, dict[str, Any]] = {}  # the person's state messages by game action count
    kinds: set[str] = set()
    labels: set[str] = set()
    moves = 0
    with client.websocket_connect(f"/play/ws/{table}") as ws:
        m = hello(ws, token)
        assert m["table"]["variant"] == "magical-war"
        while moves < MOVE_CAP:
            assert m["type"] != "error", m
            if m["type"] == "state":
                seen[m["seq"]] = m
                mw = m["view"]["variant"]
                assert mw["name"] == "magical-war" and len(mw["pipelines"]) == 3
                # MW 2.4: the seat's own pipeline in order; the others' as counts, never their cards
                assert [("cards" in p) for p in mw["pipelines"]] == [False, True, False]
                assert len(mw["pipelines"][1]["cards"]) == mw["pipelines"][1]["count"]
                if m["view"]["over"]:
                    break
                if m["legal"]:
                    kinds.add(m["view"]["pending"]["kind"])
                    labels.update(e["label"] for e in m["legal"])
                    send_action(ws, m["seq"], _pick(m), msg_id=moves + 1)
                    moves += 1
            m = ws.receive_json()
    # the person met the variant's own decisions, in the game's words
    assert "mw_pipeline_setup" in kinds and "mw_pipeline_add" in kinds
    assert any(t.startswith("Put ") and t.endswith(" at the end of your pipeline") for t in labels)
    assert "Pipeline: add cards and turn the first one up" in labels
    if "mw_pipeline_cast" in kinds:  # the card turned up is named on the buttons
        assert any(t.startswith("Cast ") and t != "Cast the card turned up" for t in labels)
    # the stored game replays; at every position the person saw, no card of another player's pipeline
    # or hand (by id) is in what was sent, and its own pipeline is exactly the engine's
    game, rows = _replay(store, table)
    checked = 0
    for seq in range(len(rows) + 1):
        if seq in seen:
            mw = game.state.variant
            assert mw is not None
            hidden = {o for p in game.state.players if p.index != 1 for o in p.hand}
            hidden |= {o for i, pipe in enumerate(mw.pipelines) if i != 1 for o in pipe}  # type: ignore[attr-defined]
            sent = {k: v for k, v in seen[seq].items() if k != "log"}
            assert not (_oids(sent) & hidden), f"seq {seq}: another player's hidden cards were sent"
            own = [c["oid"] for c in seen[seq]["view"]["variant"]["pipelines"][1]["cards"]]
            assert own == list(mw.pipelines[1])  # type: ignore[attr-defined]
            checked += 1
        if seq < len(rows):
            game.apply(action_from_json(rows[seq].action))
    assert checked == len(seen)
    assert seen[max(seen)]["view"]["over"] or moves == MOVE_CAP  # to the end, or to the move cap
    if seen[max(seen)]["view"]["over"]:
        assert game.is_over() and list(game.outcome() or ()) == seen[max(seen)]["view"]["winners"]


def test_a_restarted_server_replays_a_magical_war_table(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    store = Store(db)
    with TestClient(create_app(open_catalog(), games=store)) as client:
        created = client.post("/play/api/tables", json={"variant": "magical-war", "seats": [HUMAN, COMPUTER]}).json()
        table, token = created["table"], created["tokens"]["0"]
        with client.websocket_connect(f"/play/ws/{table}") as ws:
            m = hello(ws, token)
            for i in range(8):  # a few of the person's answers (mulligan, pipeline set-up …)
                while not (m["type"] == "state" and m["legal"]):
                    m = ws.receive_json()
                send_action(ws, m["seq"], _pick(m), msg_id=i + 1)
                m = ws.receive_json()
            seq_before = m.get("seq", 0)
    store.close()
    store = Store(db)  # a new process: the game is rebuilt from the stored setup and actions
    with TestClient(create_app(open_catalog(), games=store)) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        after = hello(ws, token)
        assert after["table"]["variant"] == "magical-war" and after["seq"] >= seq_before
        game, rows = _replay(store, table)  # the same game, variant and all, from the stored rows
        for row in rows[:after["seq"]]:
            game.apply(action_from_json(row.action))
        expected = {k: v for k, v in game.view(0).items() if k != "legal_actions"}
        assert json.dumps(after["view"], sort_keys=True) == json.dumps(expected, sort_keys=True)
        assert after["view"]["variant"]["pipelines"][0]["count"] == 2  # set up before the restart
    store.close()


def test_variant_labels_say_where_the_card_goes() -> None:
    names = {7: "Lightning Bolt"}
    choose = action_from_json({"type": "choose", "oid": 7})
    assert variant_label("mw_pipeline_add", choose, names, "Choose Lightning Bolt") == \
        "Put Lightning Bolt at the end of your pipeline"
    assert variant_label("mw_initial_round", choose, names, "Choose Lightning Bolt") == "Put Lightning Bolt into play"
    assert variant_label("mw_pipeline_cast", action_from_json({"type": "may", "yes": False}), names, "No", 7) == \
        "Don't cast Lightning Bolt (it goes to the graveyard)"
    assert variant_label("mw_pipeline_cast", action_from_json({"type": "may", "yes": True}), names, "Yes", 7) == \
        "Cast Lightning Bolt"
    assert variant_label("mw_last_gasp", action_from_json({"type": "target", "target": ["player", 2]}), names,
                         "Target Bea (P3)") == "Last gasp: attack Bea (P3) with every untapped creature"
    assert variant_label("priority", choose, names, "Choose Lightning Bolt") == "Choose Lightning Bolt"


def test_a_magical_war_table_takes_the_cards_its_errata_make_playable(app_store: tuple[TestClient, Store]) -> None:
    """MW 5.1, 6.8: the variant's errata make the ante cards instants, so a Magical War table takes a
    deck with them while a plain table refuses it, naming the card; an open seat is checked the same."""
    client, store = app_store
    deck = "4 Darkpact\n36 Swamp"
    ante = HUMAN | {"deck": deck}
    r = client.post("/play/api/tables", json={"seats": [ante, COMPUTER]})
    assert r.status_code == 400 and r.json()["error"][0].startswith("seat 1 deck: Darkpact: not playable")
    r = client.post("/play/api/tables", json={"variant": "magical-war", "seats": [ante, COMPUTER]})
    assert r.status_code == 200, r.json()
    t = store.table(r.json()["table"])
    assert t is not None and t.setup is not None and "Darkpact" in t.setup["decks"][0]["main"]
    made = client.post("/play/api/tables", json={"variant": "magical-war", "seats": [HUMAN, {"kind": "open"}]}).json()
    joined = client.post(f"/play/api/tables/{made['table']}/seats/1", json={"name": "Bea", "deck": deck})
    assert joined.status_code == 200, joined.json()
    plain = client.post("/play/api/tables", json={"seats": [HUMAN, {"kind": "open"}]}).json()
    refused = client.post(f"/play/api/tables/{plain['table']}/seats/1", json={"name": "Bea", "deck": deck})
    assert refused.status_code == 400 and refused.json()["error"][0].startswith("deck: Darkpact: not playable")
