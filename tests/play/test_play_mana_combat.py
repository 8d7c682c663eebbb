"""Manual mana payment and combat damage assignment through the real protocol.

Mana: a seat taps lands by hand (their mana abilities, offered at priority; CR 605.3a), the mana
floats in its pool, the server warns of the mana burn passing would cost (2003 300.3-300.4) and never
auto-passes it away, and a spell then pays from the pool first (CR 601.2h; 2003: 409.1g-h): no other
land is tapped. Combat: the damage assignment decision shows what is being divided, and only the
engine's legal splits are accepted (lethal damage to each blocker before a trampler's rest goes to
the player, CR 510.1c-d, 702.19c; 2003: 310.4, 502.9).
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

from positions import TRAMPLE_DECKS, damage_split_due, main_phase_with, table_at

from oldframe.cards.catalog import open_catalog
from oldframe.play.server.store import Store
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

G = 4  # the pool's green count (W U B R G C)


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"v": 1, "type": "hello", "token": token}))
    assert ws.receive_json()["type"] == "welcome"
    return dict(ws.receive_json())


def act(ws: Any, state: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    ws.send_text(json.dumps({"v": 1, "type": "action", "id": 1, "seq": state["seq"], "action": action}))
    for _ in range(200):
        m = ws.receive_json()
        if m["type"] == "error":
            return dict(m)
        if m["type"] == "state" and m["seq"] > state["seq"]:
            return dict(m)
    raise AssertionError("no answer")


def forests(state: dict[str, Any], tapped: bool) -> list[int]:
    return [p["oid"] for p in state["view"]["battlefield"]
            if p["controller"] == 0 and p["name"] == "Forest" and p["tapped"] is tapped]


def seeded(tmp_path: Path, until: Any, kinds: tuple[str, ...] = ("human", "human")) -> tuple[Path, str, dict[int, str]]:
    db = tmp_path / "games.sqlite3"
    store = Store(f"sqlite:///{db}")
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, 4, until, kinds=kinds)
    store.close()
    return db, table, tokens


def test_lands_tapped_by_hand_float_mana_that_the_spell_uses_first(tmp_path: Path) -> None:
    db, table, tokens = seeded(tmp_path, main_phase_with(0, "Grizzly Bears", 2, turn=3), ("human", "computer"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        state = hello(ws, tokens[0])
        assert state["burn"] == 0
        untapped = forests(state, False)
        taps = [e for e in state["legal"] if e.get("mana")]
        assert len(taps) == 1  # one Forest offered: they are interchangeable ...
        assert sorted([taps[0]["oid"], *taps[0]["also"]]) == sorted(untapped)  # ... and a click on any stands for it
        assert not any(e.get("mana") for e in state["legal"] if e["action"]["type"] != "activate")
        state = act(ws, state, taps[0]["action"])
        me = state["view"]["players"][0]
        assert me["mana_pool"][G] == 1 and len(forests(state, True)) == 1
        assert state["burn"] == 1  # passing now ends the main phase: 1 mana burn (2003 300.3)
        assert state["legal"], "floating mana is never auto-passed away"
        bears = next(e for e in state["legal"] if e["action"]["type"] == "cast" and e["label"] == "Play Grizzly Bears")
        state = act(ws, state, bears["action"])  # {1}{G}: the floating {G} and one more Forest
        assert state["view"]["players"][0]["mana_pool"] == [0, 0, 0, 0, 0, 0]
        assert len(forests(state, True)) == 2
        assert [s["source"] for s in state["view"]["stack"]] == ["Grizzly Bears"]


def test_a_whole_cost_tapped_by_hand_taps_nothing_more(tmp_path: Path) -> None:
    db, table, tokens = seeded(tmp_path, main_phase_with(0, "Grizzly Bears", 3, turn=3), ("human", "computer"))
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws:
        state = hello(ws, tokens[0])
        for _ in range(2):
            tap = next(e for e in state["legal"] if e.get("mana"))
            state = act(ws, state, tap["action"])
        assert state["view"]["players"][0]["mana_pool"][G] == 2 and state["burn"] == 2
        untapped = forests(state, False)
        bears = next(e for e in state["legal"] if e["label"] == "Play Grizzly Bears")
        state = act(ws, state, bears["action"])
        assert forests(state, False) == untapped  # the pool paid it all (CR 601.2h)
        assert state["view"]["players"][0]["mana_pool"] == [0, 0, 0, 0, 0, 0] and state["burn"] == 0


def test_damage_assignment_is_shown_and_only_legal_splits_are_taken(tmp_path: Path) -> None:
    db, table, tokens = seeded(tmp_path, damage_split_due)
    with TestClient(create_app(open_catalog(), games=Store(f"sqlite:///{db}"))) as client, \
            client.websocket_connect(f"/play/ws/{table}") as ws, client.websocket_connect(f"/play/ws/{table}") as bea:
        state = hello(ws, tokens[0])
        life = state["view"]["players"][1]["life"]
        hello(bea, tokens[1])
        trample_done = split_done = False
        while state["view"]["pending"]["kind"] == "damage_assignment":
            a = state["view"]["pending"]["assignment"]
            assert a["remaining"] == a["power"] - sum(n for _, _, n in a["assigned"])
            creatures = [oid for oid, _ in a["creatures"]]
            if a["trample"]:
                # the player first: refused while the blocker lacks lethal damage (CR 702.19c)
                assert not any(e["player"] == 1 for e in state["legal"])
                err = act(ws, state, {"type": "assign", "target": ["player", 1], "amount": a["remaining"]})
                assert err["type"] == "error" and err["code"] == "illegal" and "lethal" in err["message"]
                for oid, lethal in a["creatures"]:
                    state = act(ws, state, {"type": "assign", "target": ["object", oid], "amount": lethal})
                a = state["view"]["pending"]["assignment"]
                assert [e["action"]["amount"] for e in state["legal"] if e["player"] == 1] == [a["remaining"]]
                state = act(ws, state, {"type": "assign", "target": ["player", 1], "amount": a["remaining"]})
                trample_done = True
            else:
                assert len(creatures) == 2 and not any(e["player"] is not None for e in state["legal"])
                for oid in creatures:  # 1 each to the two Elves
                    state = act(ws, state, {"type": "assign", "target": ["object", oid], "amount": 1})
                split_done = True
        assert trample_done and split_done
        # 2003 310.3: the assigned damage goes on the stack as one object, with the splits made
        damage = next(s["damage"] for s in state["view"]["stack"] if s["kind"] == "combat_damage")
        to_player = sum(n for _, target, n in damage if target == ["player", 1])
        assert to_player == 3 and state["view"]["players"][1]["life"] == life  # 4 trample - 1 lethal
        to_elves = sorted(n for name, target, n in damage if name == "Grizzly Bears")
        assert to_elves == [1, 1]
