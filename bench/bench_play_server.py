"""Load benchmark of the play server: N concurrent games of bots through the real protocol.

One ``oldframe serve`` process (SQLite in a temporary directory, loopback only) and one client
process holding two websockets per game; each bot answers its decisions after a think time (people
do not answer in zero milliseconds; ``--think-ms 0`` measures saturation). Reports the latency of an
action from send to acknowledgement (committed to the database), p50/p99, the actions per second,
and the server's resident memory per game. Bounded: ``--seconds`` of play, then everything stops.

    python bench/bench_play_server.py --games 200 --seconds 90 --think-ms 1000
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from oldframe.play.server.botclient import SeatRun, play_seat, simple_choice
from oldframe.play.server.process import ServerProcess

TWO_BOTS = {"seats": [{"kind": "human", "name": "A", "deck": {"builtin": "red_green"}},
                      {"kind": "human", "name": "B", "deck": {"builtin": "blue_black_white"}}]}
WARMUP_SECONDS = 10.0
VS_COMPUTER = {"seats": [{"kind": "human", "name": "A", "deck": {"builtin": "red_green"}},
                         {"kind": "computer", "level": "greedy", "deck": {"builtin": "blue_black_white"}}]}


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def stored_actions(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM play_actions").fetchone()[0])


def create(base: str, payload: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(base + "/play/api/tables", data=json.dumps(payload).encode(),
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as resp:
        result: dict[str, Any] = json.loads(resp.read())
        return result


async def drive(server: ServerProcess, seats: list[tuple[str, str]], seconds: float, think_ms: float,
                seed: int, mark: Callable[[str], None]) -> list[SeatRun]:
    rng = random.Random(seed)
    runs = [SeatRun() for _ in seats]

    async def bot(i: int, table: str, token: str) -> None:
        await asyncio.sleep(rng.random() * 2)  # stagger the connections over two seconds

        def choose(legal: list[dict[str, Any]]) -> dict[str, Any]:
            return simple_choice(legal)

        if think_ms <= 0:
            await play_seat(server.ws, table, token, runs[i], choose)
            return
        await play_seat_thinking(server, table, token, runs[i], think_ms, rng)

    tasks = [asyncio.ensure_future(bot(i, t, tok)) for i, (t, tok) in enumerate(seats)]
    # warm-up: every bot connects and every game is loaded; then the figures start from zero
    await asyncio.sleep(WARMUP_SECONDS)
    req = urllib.request.Request(server.http + "/play/api/stats/reset", data=b"", method="POST")
    await asyncio.to_thread(lambda: urllib.request.urlopen(req, timeout=60).close())
    for r in runs:
        r.latencies.clear()
        r.acked.clear()
    mark("start")
    _done, pending = await asyncio.wait(tasks, timeout=seconds)
    mark("end")
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    return runs


async def play_seat_thinking(server: ServerProcess, table: str, token: str, run: SeatRun, think_ms: float,
                             rng: random.Random) -> None:
    """Like ``play_seat``, but each answer waits a think time drawn around ``think_ms``."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    sent: dict[int, float] = {}
    msg_id = 0
    latest: dict[str, Any] = {}
    thinking: set[asyncio.Future[None]] = set()
    async with connect(f"{server.ws}/play/ws/{table}", open_timeout=60, max_size=2**22) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", "token": token}))

        async def answer(state: dict[str, Any]) -> None:
            nonlocal msg_id
            await asyncio.sleep(think_ms / 1000 * (0.5 + rng.random()))
            if latest.get("seq") != state["seq"]:
                return  # the game moved on while thinking
            msg_id += 1
            sent[msg_id] = time.perf_counter()
            with contextlib.suppress(ConnectionClosed):  # the run ended while this bot was thinking
                await ws.send(json.dumps({"v": 1, "type": "action", "id": msg_id, "seq": state["seq"],
                                          "action": simple_choice(state["legal"])}))

        async for raw in ws:
            m = json.loads(raw)
            run.messages += 1
            if m["type"] == "state" and m["view"] is not None:
                latest.update(seq=m["seq"])
                if m["view"]["over"]:
                    run.over = True
                    return
                if m["legal"]:
                    thinking.add(asyncio.ensure_future(answer(m)))
            elif m["type"] == "ack" and m["id"] in sent:
                run.latencies.append(time.perf_counter() - sent.pop(m["id"]))
                run.acked.append((m["seq"], {}))
            elif m["type"] == "error":
                sent.pop(m.get("id"), None)
                run.errors.append(m)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=90,
                    help="how long the bots play after a 10 s warm-up (bounded)")
    ap.add_argument("--think-ms", type=float, default=1000, help="mean think time of a bot's answer; 0 = none")
    ap.add_argument("--opponent", choices=("bots", "computer"), default="bots",
                    help="two bots per game, or one bot against the server's computer player")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "play_server.json")
    args = ap.parse_args()
    if not 1 <= args.games <= 1000 or not 1 <= args.seconds <= 900:
        ap.error("--games must be 1..1000 and --seconds 1..900")
    with tempfile.TemporaryDirectory(prefix="oldframe-bench-") as tmp:
        url = f"sqlite:///{tmp}/games.sqlite3"
        with ServerProcess(url, Path(tmp) / "server.log") as server:
            assert server.proc is not None
            pid = server.proc.pid
            payload = TWO_BOTS if args.opponent == "bots" else VS_COMPUTER
            create(server.http, payload)  # warm the engine (first game compiles its cards)
            base_rss = rss_kib(pid)
            seats: list[tuple[str, str]] = []
            for _ in range(args.games):
                made = create(server.http, payload)
                seats.extend((made["table"], tok) for tok in made["tokens"].values())
            marks: dict[str, float] = {}

            def mark(when: str) -> None:  # the measured window: after the warm-up, before the bots stop
                marks.update({f"{when}_actions": stored_actions(Path(tmp) / "games.sqlite3"),
                              f"{when}_cpu": cpu_seconds(pid), f"{when}_t": time.perf_counter(),
                              f"{when}_client_cpu": time.process_time()})

            runs = asyncio.run(drive(server, seats, args.seconds, args.think_ms, args.seed, mark))
            wall = marks["end_t"] - marks["start_t"]
            cpu = marks["end_cpu"] - marks["start_cpu"]
            client_cpu = marks["end_client_cpu"] - marks["start_client_cpu"]
            all_actions = int(marks["end_actions"] - marks["start_actions"])
            with urllib.request.urlopen(server.http + "/play/api/stats", timeout=60) as resp:
                server_stats = json.loads(resp.read())
            peak_rss = rss_kib(pid)
            load = os.getloadavg()
    lat = [x for r in runs for x in r.latencies]
    acked = sum(len(r.acked) for r in runs)
    finished = len({seats[i][0] for i, r in enumerate(runs) if r.over})
    result = {
        "games": args.games, "opponent": args.opponent, "seconds": round(wall, 1), "think_ms": args.think_ms,
        "actions_acked": acked, "actions_per_second": round(acked / wall, 1), "games_finished": finished,
        "actions_stored_incl_autopass": all_actions,
        "server_cpu_ms_per_stored_action": round(cpu * 1000 / max(1, all_actions), 2),
        "server_cpu_share": round(cpu / wall, 2),
        "bot_client_cpu_share": round(client_cpu / wall, 2),
        "latency_ms": {"p50": round(percentile(lat, 0.50) * 1000, 1), "p90": round(percentile(lat, 0.90) * 1000, 1),
                       "p99": round(percentile(lat, 0.99) * 1000, 1), "max": round(max(lat, default=0) * 1000, 1),
                       "mean": round(statistics.fmean(lat) * 1000, 1) if lat else None},
        "server_side_ack_ms": server_stats["ack_ms"],
        "server_loop_lag_ms": server_stats["loop_lag_ms"],
        "server_db_on_loop_ms": server_stats["db_on_loop_ms"],
        "server_full_gc_ms": {**server_stats["gc2_ms"], "count": server_stats["gc2_count"]},
        "server_rss_mib": {"before_games": round(base_rss / 1024, 1), "after": round(peak_rss / 1024, 1)},
        "memory_per_game_kib": round((peak_rss - base_rss) / args.games, 1),
        "errors": sum(1 for r in runs for e in r.errors if e.get("code") != "stale"),
        "stale": sum(1 for r in runs for e in r.errors if e.get("code") == "stale"),
        "machine": {"cores": os.cpu_count(), "loadavg_at_end": [round(x, 2) for x in load]},
    }
    print(json.dumps(result, indent=2))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    history = json.loads(args.out.read_text()) if args.out.exists() else []
    history.append({"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), **result})
    args.out.write_text(json.dumps(history, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
