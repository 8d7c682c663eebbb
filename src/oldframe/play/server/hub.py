"""The server's live state: the store, the rooms of the tables in play, and background tasks.

Rooms are loaded on demand (a client connects, a seat is taken) by replaying the table's committed
actions. On PostgreSQL a listener task receives other processes' ``NOTIFY`` and brings the rooms
this process holds up to date, so any process can serve any seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from oldframe.cards.catalog import Catalog

from .describe import CardFaces
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
        self._tasks: set[asyncio.Task[Any]] = set()
        self.closing = False
        self.ack_seconds: deque[float] = deque(maxlen=20_000)  # frame received → acknowledged

    def stats(self) -> dict[str, Any]:
        """Operator's figures: live rooms and connections, server-side action latency (recent)."""
        lat = sorted(self.ack_seconds)

        def pct(q: float) -> float | None:
            return None if not lat else round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2)

        return {"rooms": len(self.rooms), "connections": sum(len(r.conns) for r in self.rooms.values()),
                "recent_actions": len(lat), "ack_ms": {"p50": pct(0.5), "p99": pct(0.99), "max": pct(1.0)}}

    @property
    def store(self) -> Store:
        """Opened on first use, so an app that never serves a game never creates a database."""
        if self._store is None:
            self._store = open_store(self._url)
        return self._store

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking work (the database, the computer's thinking) off the event loop."""
        return await asyncio.to_thread(functools.partial(fn, *args))

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """A store call. SQLite commits locally in well under a millisecond, less than handing the
        call to a worker thread costs, so it runs here; PostgreSQL's round trips go to a thread."""
        if self.store.dialect == "sqlite":
            return fn(*args)
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

    @property
    def url(self) -> str:
        return self._store.url if self._store is not None else (self._url or default_url())

    async def start(self) -> None:
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
