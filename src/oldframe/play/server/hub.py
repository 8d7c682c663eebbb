"""The server's live state: the store, the rooms of the tables in play, and background tasks.

Rooms are loaded on demand (a client connects, a seat is taken) by replaying the table's committed
actions. On PostgreSQL a listener task receives other processes' ``NOTIFY`` and brings the rooms
this process holds up to date, so any process can serve any seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from oldframe.cards.catalog import Catalog

from .describe import CardFaces
from .replay import Replay, ReplayCache, ReplayError, build_replay
from .room import Room
from .store import NOTIFY_CHANNEL, Store, default_url, open_store

log = logging.getLogger("oldframe.play")
T = TypeVar("T")
CHECKPOINT_SECONDS = 2.0


class Hub:
    def __init__(self, store: Store | str | None = None,
                 catalog: Callable[[], Catalog | None] = lambda: None) -> None:
        self._store = store if isinstance(store, Store) else None
        self._url = store if isinstance(store, str) else None
        self.faces = CardFaces(catalog)
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self.replays = ReplayCache()
        self._replaying: dict[str, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self.closing = False
        self.engine_lock = threading.Lock()
        self.ack_seconds: deque[float] = deque(maxlen=20_000)  # frame received → acknowledged
        self.loop_lag: deque[float] = deque(maxlen=20_000)  # how late a 10 ms timer fires
        self.db_seconds: deque[float] = deque(maxlen=20_000)  # store calls made on the loop (SQLite)
        self.gc_seconds: deque[float] = deque(maxlen=20_000)  # full (generation 2) garbage collections

    def stats(self) -> dict[str, Any]:
        """Operator's figures: live rooms and connections, server-side action latency (recent)."""
        def pct(values: deque[float]) -> dict[str, float | None]:
            lat = sorted(values)

            def at(q: float) -> float | None:
                return None if not lat else round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2)

            return {"p50": at(0.5), "p99": at(0.99), "max": at(1.0)}

        return {"rooms": len(self.rooms), "connections": sum(len(r.conns) for r in self.rooms.values()),
                "recent_actions": len(self.ack_seconds), "ack_ms": pct(self.ack_seconds),
                "loop_lag_ms": pct(self.loop_lag), "db_on_loop_ms": pct(self.db_seconds),
                "gc2_ms": pct(self.gc_seconds), "gc2_count": len(self.gc_seconds)}

    def reset_stats(self) -> None:
        for figures in (self.ack_seconds, self.loop_lag, self.db_seconds, self.gc_seconds):
            figures.clear()

    async def _watch_loop(self) -> None:
        """Event-loop lag: anything that blocks the loop (a slow disk write, a long computation)
        delays every client, and shows here."""
        loop = asyncio.get_running_loop()
        while not self.closing:
            t0 = loop.time()
            await asyncio.sleep(0.01)
            self.loop_lag.append(max(0.0, loop.time() - t0 - 0.01))

    @property
    def store(self) -> Store:
        """Opened on first use, so an app that never serves a game never creates a database."""
        if self._store is None:
            self._store = open_store(self._url)
        return self._store

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking work (the database) off the event loop."""
        return await asyncio.to_thread(functools.partial(fn, *args))

    async def run_engine(self, fn: Callable[..., T], *args: Any) -> T:
        """Run engine work (replaying a game, the computer's thinking) off the event loop, one at a
        time: the card registry compiles cards on first use and its parser is not thread-safe."""
        def locked() -> T:
            with self.engine_lock:
                return fn(*args)

        return await asyncio.to_thread(locked)

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """A store call. SQLite commits locally in well under a millisecond, less than handing the
        call to a worker thread costs, so it runs here; PostgreSQL's round trips go to a thread."""
        if self.store.dialect == "sqlite":
            t0 = time.perf_counter()
            try:
                return fn(*args)
            finally:
                self.db_seconds.append(time.perf_counter() - t0)
        return await self.run(fn, *args)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def room(self, table_id: str) -> Room | None:
        """The live room of a table, loading it from the store on first use; None if there is no such table."""
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(table_id)
            if room is not None:
                return room
            table = await self.run(self.store.table, table_id)
            if table is None:
                return None
            room = Room(self, table)
            await room.load()
            self.rooms[table_id] = room
            return room

    async def replay(self, table_id: str) -> Replay:
        """A finished game's replay, built once (off the loop) and then served from the cache; a
        second request while it is being built waits for that build. :class:`ReplayError` if the
        table has none (no such table, not over, too long)."""
        replay = self.replays.get(table_id)
        if replay is not None:
            return replay
        lock = self._replaying.setdefault(table_id, asyncio.Lock())
        try:
            async with lock:
                replay = self.replays.get(table_id)
                if replay is not None:
                    return replay
                table = await self.run(self.store.table, table_id)
                if table is None:
                    raise ReplayError(f"there is no table {table_id!r}")
                if table.status != "over":
                    raise ReplayError(f"table {table_id} has no replay yet: its game is not over")
                rows = await self.run(self.store.actions, table_id, -1)
                replay = await self.run_engine(build_replay, table, rows)
                self.replays.put(replay)
                return replay
        finally:
            if not lock.locked():
                self._replaying.pop(table_id, None)

    @property
    def url(self) -> str:
        return self._store.url if self._store is not None else (self._url or default_url())

    async def start(self) -> None:
        self.spawn(self._watch_loop())
        started: list[float] = []

        def on_gc(phase: str, info: dict[str, Any]) -> None:
            if phase == "start":
                started[:] = [time.perf_counter()]
            elif started and info.get("generation") == 2:
                self.gc_seconds.append(time.perf_counter() - started[0])

        gc.callbacks.append(on_gc)
        if self.url.startswith(("postgresql://", "postgres://")):
            self.spawn(self._listen())
        else:
            self.spawn(self._checkpoints())

    async def _checkpoints(self) -> None:
        """SQLite: checkpoint the log every two seconds in a worker thread, off the commit path."""
        while not self.closing:
            await asyncio.sleep(CHECKPOINT_SECONDS)
            if self._store is not None:
                try:
                    await self.run(self._store.checkpoint)
                except Exception as exc:  # a busy database: the next round checkpoints
                    log.warning("checkpoint failed: %s", exc)

    async def _listen(self) -> None:
        """Follow other processes' commits (LISTEN/NOTIFY); reconnect if the connection drops."""
        import psycopg

        while not self.closing:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                async with conn:
                    await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                    async for note in conn.notifies():
                        self._on_notify(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("LISTEN connection lost (%s); reconnecting", exc)
                await asyncio.sleep(1)

    def _on_notify(self, payload: str) -> None:
        table_id, _, seq_text = payload.partition(" ")
        room = self.rooms.get(table_id)
        if room is None:
            return
        seq = int(seq_text) if seq_text.lstrip("-").isdigit() else -1
        if seq < 0:
            self.spawn(room.table_changed())
        elif room.game is None or seq >= len(room.game.actions):
            self.spawn(room.catch_up())

    async def close(self) -> None:
        self.closing = True
        for room in self.rooms.values():
            room.close()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task
        if self._store is not None:
            await asyncio.to_thread(self._store.close)
