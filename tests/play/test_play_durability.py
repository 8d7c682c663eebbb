"""Durable games: a server killed with SIGKILL in the middle of games loses no acknowledged action,
and after a restart the games go on to their end; SIGTERM with a request in flight shuts down
cleanly. Real ``oldframe serve`` processes on loopback ports, bots speaking the real protocol."""

from __future__ import annotations

import asyncio
import json
import socket
import time
import urllib.request
from pathlib import Path
from typing import Any

from oldframe.play.server.botclient import SeatRun, play_seat
from oldframe.play.server.process import ServerProcess
from oldframe.play.server.store import Store

VS_COMPUTER = {"seats": [{"kind": "human", "name": "Bot", "deck": {"builtin": "red_green"}},
                         {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}]}
TWO_BOTS = {"seats": [{"kind": "human", "name": "A", "deck": {"builtin": "red_green"}},
                      {"kind": "human", "name": "B", "deck": {"builtin": "blue_black_white"}}]}
PHASE_SECONDS = 240


def post(base: str, path: str, payload: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(base + path, data=json.dumps(payload).encode(),
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        result: dict[str, Any] = json.loads(resp.read())
        return result


def make_tables(base: str) -> list[tuple[str, str, int]]:
    """Two games against the computer and two between bots: (table, token, seat) for every bot seat."""
    seats = []
    for payload in (VS_COMPUTER, VS_COMPUTER, TWO_BOTS, TWO_BOTS):
        made = post(base, "/play/api/tables", payload)
        seats.extend((made["table"], token, int(seat)) for seat, token in made["tokens"].items())
    return seats


async def play_all(server: ServerProcess, seats: list[tuple[str, str, int]], runs: dict[tuple[str, int], SeatRun],
                   kill_after_acks: int | None) -> None:
    tasks = [asyncio.ensure_future(play_seat(server.ws, t, tok, runs[(t, s)])) for t, tok, s in seats]
    deadline = time.monotonic() + PHASE_SECONDS
    if kill_after_acks is not None:
        while sum(len(r.acked) for r in runs.values()) < kill_after_acks:
            assert time.monotonic() < deadline, "the bots made too few moves"
            await asyncio.sleep(0.02)
        server.kill()
    done, pending = await asyncio.wait(tasks, timeout=max(1.0, deadline - time.monotonic()))
    for t in pending:
        t.cancel()
    assert not pending or kill_after_acks is not None, "games did not finish in time"
    for t in done:  # a killed server drops connections: those bots stop with a connection error
        exc = t.exception()
        if kill_after_acks is None and exc is not None:
            raise exc


def assert_acked_actions_stored(store: Store, runs: dict[tuple[str, int], SeatRun]) -> int:
    count = 0
    for (table, seat), run in runs.items():
        rows = {r.seq: r for r in store.actions(table)}
        for seq_after, action in run.acked:
            row = rows.get(seq_after - 1)
            assert row is not None, f"acknowledged action {seq_after - 1} of {table} is missing"
            assert (row.action, row.seat) == (action, seat)
            count += 1
        assert sorted(rows) == list(range(len(rows)))  # no gap in any game's actions
    return count


def test_a_killed_server_loses_no_acknowledged_action_and_the_games_go_on(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with ServerProcess(url, tmp_path / "server.log") as first:
        seats = make_tables(first.http)
        runs = {(t, s): SeatRun() for t, _tok, s in seats}
        asyncio.run(play_all(first, seats, runs, kill_after_acks=60))
        assert first.proc is not None and first.proc.returncode == -9
    store = Store(url)
    acked_before = assert_acked_actions_stored(store, runs)
    assert acked_before >= 60
    assert not all(r.over for r in runs.values()), "the kill came after every game had ended"
    with ServerProcess(url, tmp_path / "server.log") as second:
        after = {(t, s): SeatRun() for t, _tok, s in seats}
        asyncio.run(play_all(second, seats, after, kill_after_acks=None))
    assert all(r.over for r in after.values())
    assert assert_acked_actions_stored(store, after) > 0
    for (table, _seat), run in runs.items():  # every action acknowledged before the kill is still there
        rows = store.actions(table)
        assert all(rows[s - 1].action == a for s, a in run.acked)
        t = store.table(table)
        assert t is not None and t.status == "over"
    store.close()


def test_sigterm_with_a_request_in_flight_shuts_down_cleanly(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    server = ServerProcess(url, tmp_path / "server.log").start()
    try:
        made = post(server.http, "/play/api/tables", VS_COMPUTER)
        run = SeatRun()

        async def scenario() -> tuple[int, bytes]:
            # the seat answers five decisions, then holds the next one, so the game is still on when the
            # server is told to stop (it can't end by itself however fast the machine is)
            bot = asyncio.ensure_future(play_seat(server.ws, made["table"], made["tokens"]["0"], run,
                                                  max_actions=5))
            while len(run.acked) < 5:
                await asyncio.sleep(0.02)
            # a request in flight: headers and half of the body sent, then SIGTERM, then the rest
            body = json.dumps(VS_COMPUTER).encode()
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(b"POST /play/api/tables HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                         + f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body[:20])
            await writer.drain()
            await asyncio.sleep(0.3)
            assert server.proc is not None
            server.proc.send_signal(15)
            await asyncio.sleep(0.3)
            writer.write(body[20:])
            await writer.drain()
            answer = await asyncio.wait_for(reader.read(), 30)
            writer.close()
            code = await asyncio.get_running_loop().run_in_executor(None, server.proc.wait, 30)
            await asyncio.wait([bot], timeout=10)
            # the server closed the socket (1012) before the game ended: the seat's run stopped without
            # the game being over (an error, or the client library's end of iteration on close)
            assert bot.done() and (bot.exception() is not None or not run.over)
            return code, answer

        code, answer = asyncio.run(scenario())
        assert code == 0
        assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
        assert b'"table"' in answer
        with socket.socket() as s:  # the port is closed: the process is gone
            assert s.connect_ex(("127.0.0.1", server.port)) != 0
        store = Store(url)
        rows = store.actions(made["table"])
        assert all(rows[s - 1].action == a for s, a in run.acked)
        store.close()
    finally:
        server.kill()
