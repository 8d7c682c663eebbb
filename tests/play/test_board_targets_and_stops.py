"""What the board draws its stack arrows and stop marker from: each stack item's targets as ids the
viewer may see (CR 400.2), and where auto-pass will next ask the seat (the marker on the stop bar)."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

from oldframe.cards.catalog import open_catalog
from oldframe.play.autopass import DEFAULT_STOPS, AutoPass, StopMode
from oldframe.play.server.room import autopass_from_json, autopass_to_json, next_stop_json
from oldframe.play.server.store import Store
from oldframe.play.web import create_app
from oldframe.rules.state import Step
from oldframe.testing import Scenario, cast, player

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


def test_a_spell_lists_its_targets_for_every_viewer() -> None:
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 2)
    shock = s.hand(0, "Shock")
    bolt = s.hand(0, "Lightning Bolt")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, [bears])
    cast(g, bolt, [player(1)])
    for viewer in (0, 1, -1):  # the caster, the opponent, a spectator
        stack = g.view(viewer)["stack"]
        assert [it["targets"] for it in stack] == [[["object", bears]], [["player", 1]]]


def test_a_target_in_a_hidden_zone_is_not_sent_to_those_who_cannot_see_it() -> None:
    s = Scenario()
    s.lands(0, "Mountain", 1)
    shock = s.hand(0, "Shock")
    secret = s.hand(1, "Grizzly Bears")
    s.turn(active=0, step=Step.MAIN1)
    g = s.start()
    cast(g, shock, [player(1)])
    g.state.stack[-1].targets.append(("object", secret))  # as if a spell targeted a card in a hand
    assert g.view(1)["stack"][-1]["targets"] == [["player", 1], ["object", secret]]  # its owner sees it
    for viewer in (0, -1):
        assert g.view(viewer)["stack"][-1]["targets"] == [["player", 1]]


def test_the_stop_marker_names_the_next_stop_and_follows_the_mode() -> None:
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.turn(active=0, step=Step.UPKEEP)
    g = s.start()
    stops = AutoPass(DEFAULT_STOPS)
    assert next_stop_json(g, 0, stops) == {"turns_ahead": 0, "mine": True, "step": "main1",
                                           "text": "your main phase"}
    # the opponent's first stop on this turn is none (they stop at attacks only when creatures attack)
    theirs = next_stop_json(g, 1, stops)
    assert theirs is not None and theirs["turns_ahead"] == 0 and theirs["step"] == "end_of_turn"
    # "pass to end of turn": nothing more this turn; the next stop is on the next turn
    eot = next_stop_json(g, 0, stops.start(g, StopMode.END_OF_TURN))
    assert eot is not None and eot["turns_ahead"] == 1 and not eot["mine"]
    assert next_stop_json(g, 0, AutoPass(frozenset())) is None
    # "pass until something happens" on the opponent's turn: if nothing happens, their own main phase
    until = next_stop_json(g, 1, stops.start(g, StopMode.UNTIL_SOMETHING_HAPPENS))
    assert until == {"turns_ahead": 1, "mine": True, "step": "main1", "text": "your main phase (next turn)"}


def test_autopass_settings_round_trip_in_the_protocols_words() -> None:
    for mode in ("stops", "until_something_happens", "end_of_turn"):
        settings = autopass_from_json({"mode": mode, "stops": [[True, "main1"], [False, "end_of_turn"]]})
        assert autopass_to_json(settings) == {"mode": mode, "stops": [[False, "end_of_turn"], [True, "main1"]]}
    assert autopass_from_json({"mode": "end_of_turn", "stops": []}).mode is StopMode.END_OF_TURN


def test_the_board_sets_autopass_over_the_socket_and_gets_the_marker(tmp_path: Path) -> None:
    """The stop bar's message ([mine, step] pairs as JSON arrays) is taken, stored, and the next state
    carries the settings with the next stop."""
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    with TestClient(create_app(open_catalog(), games=store)) as client:
        created = client.post("/play/api/tables", json={"seats": [
            {"kind": "human", "name": "Ada", "deck": {"builtin": "red_green"}},
            {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}]}).json()
        with client.websocket_connect(f"/play/ws/{created['table']}") as ws:
            ws.send_text(json.dumps({"v": 1, "type": "hello", "token": created["tokens"]["0"]}))
            ws.send_text(json.dumps({"v": 1, "type": "autopass", "id": 7, "mode": "end_of_turn",
                                     "stops": [[True, "upkeep"], [False, "end_of_turn"]]}))
            state: dict[str, Any] = {}
            for _ in range(50):  # the new settings are broadcast, then the message is acknowledged
                m = ws.receive_json()
                assert m["type"] != "error", m
                if m["type"] == "state":
                    state = m
                if m["type"] == "ack" and m["id"] == 7:
                    break
            assert state["autopass"]["stops"] == [[False, "end_of_turn"], [True, "upkeep"]]
            # chosen while deciding (the mulligan): the mode stands until the person has acted
            assert state["autopass"]["mode"] == "end_of_turn"
            assert state["view"]["pending"]["kind"] == "mulligan"
            stop = state["autopass"]["next_stop"]
            assert stop is not None and stop["step"] in ("upkeep", "end_of_turn")
            ws.send_text(json.dumps({"v": 1, "type": "action", "id": 8, "seq": state["seq"],
                                     "action": {"type": "keep"}}))
            for _ in range(500):  # asked again later: "pass to end of turn" is over, back to the stops
                m = ws.receive_json()
                assert m["type"] != "error", m
                if m["type"] == "state" and m["legal"] and m["seq"] > state["seq"]:
                    break
            assert m["autopass"]["mode"] == "stops"
        record = store.table(created["table"])
        assert record is not None and record.seats[0].autopass is not None
        assert [True, "upkeep"] in record.seats[0].autopass["stops"]
