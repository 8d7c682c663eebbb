"""Beyond one machine: two server processes share the games through one PostgreSQL server. A game
is played with one seat on each process (LISTEN/NOTIFY carries each commit to the other), while a
spectator watches on the second; then both processes stop and a third replays the finished game."""

from __future__ import annotations

import asyncio
import json
import urllib.request
from pathlib import Path

from oldframe.play.server.botclient import SeatRun, play_seat
from oldframe.play.server.process import ServerProcess
from oldframe.play.server.store import Store

TWO_BOTS = {"seats": [{"kind": "human", "name": "A", "deck": {"builtin": "red_green"}},
                      {"kind": "human", "name": "B", "deck": {"builtin": "blue_black_white"}}]}


def test_two_processes_on_one_postgresql_play_one_game(pg_url: str, tmp_path: Path) -> None:
    with ServerProcess(pg_url, tmp_path / "a.log") as a, ServerProcess(pg_url, tmp_path / "b.log") as b:
        req = urllib.request.Request(a.http + "/play/api/tables", data=json.dumps(TWO_BOTS).encode(),
                                     headers={"content-type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            made = json.loads(resp.read())
        table, tokens = made["table"], made["tokens"]
        runs = [SeatRun(), SeatRun(), SeatRun()]

        async def play() -> None:
            jobs = [play_seat(a.ws, table, tokens["0"], runs[0]), play_seat(b.ws, table, tokens["1"], runs[1]),
                    play_seat(b.ws, table, None, runs[2])]
            await asyncio.wait_for(asyncio.gather(*jobs), timeout=240)

        asyncio.run(play())
        assert all(r.over for r in runs)
        assert runs[0].winners == runs[1].winners == runs[2].winners
        assert runs[0].acked and runs[1].acked
        assert not [e for r in runs[:2] for e in r.errors if e["code"] != "stale"]
        with urllib.request.urlopen(f"{b.http}/play/api/tables/{table}", timeout=30) as resp:
            on_b = json.loads(resp.read())
        with urllib.request.urlopen(f"{a.http}/play/api/tables/{table}", timeout=30) as resp:
            on_a = json.loads(resp.read())
        assert on_a["seq"] == on_b["seq"] and on_a["outcome"] == on_b["outcome"] == runs[0].winners
    store = Store(pg_url)
    rows = store.actions(table)
    assert [r.seq for r in rows] == list(range(len(rows))) and len(rows) == on_a["seq"]
    seats_that_acted = {r.seat for r in rows if r.source == "player"}
    assert seats_that_acted == {0, 1}
    store.close()
