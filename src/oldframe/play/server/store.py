"""Durable games: tables, seats and each game's accepted actions, on SQLite (WAL) or PostgreSQL.

A game is event-sourced: its setup (decks, seed, rules) plus the list of actions the server accepted,
in order. An action is appended and committed before the server acknowledges or broadcasts it; the
primary key ``(table_id, seq)`` makes two processes that race for the same decision collide, and the
loser reloads (optimistic concurrency). SQLite is the embedded default; ``OLDFRAME_DATABASE_URL`` naming
``postgresql://…`` selects PostgreSQL (psycopg 3), whose ``NOTIFY`` tells other server processes that a
game moved (see ``notify.py``).

The interface is synchronous and small; the server calls it from worker threads. Each thread keeps
its own connection (SQLite connections and psycopg connections are not shared across threads).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ENV_URL = "OLDFRAME_DATABASE_URL"
NOTIFY_CHANNEL = "oldframe_games"

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS play_tables (
        id TEXT PRIMARY KEY,
        created_ms BIGINT NOT NULL,
        rules TEXT NOT NULL,
        format TEXT NOT NULL,
        clock_seconds INTEGER,
        status TEXT NOT NULL,
        setup TEXT,
        started_ms BIGINT,
        options TEXT,
        undo_request TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS play_seats (
        table_id TEXT NOT NULL REFERENCES play_tables(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        token_hash TEXT,
        deck TEXT,
        level TEXT,
        autopass TEXT,
        PRIMARY KEY (table_id, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS play_actions (
        table_id TEXT NOT NULL REFERENCES play_tables(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        source TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (table_id, seq)
    )""",
)


class StoreError(RuntimeError):
    """The database refused or failed an operation."""


class SeqConflict(StoreError):
    """Another writer appended action ``seq`` first: reload and decide again."""


@dataclass
class SeatRecord:
    seat: int
    kind: str  # "human" | "computer" | "open"
    name: str
    token_hash: str | None = None
    deck: dict[str, list[str]] | None = None
    level: str | None = None
    autopass: dict[str, Any] | None = None


@dataclass
class TableRecord:
    id: str
    created_ms: int
    rules: str
    format: str
    clock_seconds: int | None
    status: str  # "open" | "playing" | "over"
    setup: dict[str, Any] | None = None
    started_ms: int | None = None
    seats: list[SeatRecord] = field(default_factory=list)
    options: dict[str, Any] | None = None  # table options fixed at creation: {"attack_left_only": true}
    undo_request: dict[str, Any] | None = None  # a waiting undo request (undo.UndoRequest.to_json)


@dataclass(frozen=True)
class ActionRow:
    seq: int
    seat: int
    action: dict[str, Any]
    source: str  # "player" | "computer" | "autopass" | "clock"
    at_ms: int


def now_ms() -> int:
    return int(time.time() * 1000)


class StoreClosedError(RuntimeError):
    """The store was closed (the server is shutting down): no more reads or writes."""


class Store:
    """Both databases behind one interface; ``dialect`` picks the placeholder style and errors."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.dialect = "postgresql" if url.startswith(("postgresql://", "postgres://")) else "sqlite"
        self._local = threading.local()
        self._all: list[Any] = []
        self._lock = threading.Lock()
        # Connections in use, so that close() never closes one another thread is using (closing a
        # sqlite3 connection under a running statement can crash the process).
        self._idle = threading.Condition(self._lock)
        self._in_use = 0
        self._closed = False
        with self._tx() as cur:
            for stmt in SCHEMA:
                cur.execute(stmt)
            self._add_options_column(cur)

    def _add_options_column(self, cur: Any) -> None:
        """A database made before tables had options (the free-for-all's attack_left_only) or undo
        requests gets the columns; its tables read back with neither."""
        for column in ("options", "undo_request"):
            if self.dialect == "postgresql":
                cur.execute(f"ALTER TABLE play_tables ADD COLUMN IF NOT EXISTS {column} TEXT")
                continue
            cur.execute("PRAGMA table_info(play_tables)")
            if column not in {r[1] for r in cur.fetchall()}:
                cur.execute(f"ALTER TABLE play_tables ADD COLUMN {column} TEXT")

    # -- connections -----------------------------------------------------------------------------
    def _connect(self) -> Any:
        if self.dialect == "postgresql":
            import psycopg

            return psycopg.connect(self.url)
        path = self.url.removeprefix("sqlite:///").removeprefix("sqlite://")
        conn = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives the process being killed (it is in the OS's cache);
        # only a power cut can lose the last commits.
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
        # no checkpoint (and its fsync) inside a commit: checkpoint() runs from a background thread
        conn.execute("PRAGMA wal_autocheckpoint=0")
        return conn

    def _conn(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            with self._lock:
                self._all.append(conn)
        return conn

    @contextmanager
    def _using(self) -> Iterator[Any]:
        """This thread's connection, counted as in use until the block ends; refused once closed."""
        with self._lock:
            if self._closed:
                raise StoreClosedError("the game store is closed")
            self._in_use += 1
        try:
            yield self._conn()
        finally:
            with self._lock:
                self._in_use -= 1
                self._idle.notify_all()

    @contextmanager
    def _tx(self, write: bool = True) -> Iterator[Any]:
        with self._using() as conn, self._tx_on(conn, write) as cur:
            yield cur

    @contextmanager
    def _tx_on(self, conn: Any, write: bool) -> Iterator[Any]:
        if self.dialect == "postgresql":
            with conn.transaction(), conn.cursor() as cur:
                yield _PgCursor(cur)
            return
        cur = conn.cursor()
        cur.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            yield cur
        except BaseException:
            conn.rollback()
            raise
        conn.commit()

    def close(self) -> None:
        """Refuse new work, wait (a bounded time) for statements running in other threads, then close
        every connection."""
        with self._lock:
            self._closed = True
            self._idle.wait_for(lambda: self._in_use == 0, timeout=10)
            conns, self._all = self._all, []
        for c in conns:
            with contextlib.suppress(Exception):  # closing is best effort at shutdown
                c.close()
        self._local = threading.local()

    def checkpoint(self) -> None:
        """Copy the SQLite write-ahead log into the database file (PASSIVE: never blocks writers)."""
        if self.dialect == "sqlite":
            with self._using() as conn:
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def _is_conflict(self, exc: BaseException) -> bool:
        if isinstance(exc, sqlite3.IntegrityError):
            return True
        if self.dialect == "postgresql":
            import psycopg

            return isinstance(exc, psycopg.errors.UniqueViolation)
        return False

    # -- tables ------------------------------------------------------------------------------------
    def create_table(self, table: TableRecord) -> None:
        with self._tx() as cur:
            cur.execute(
                "INSERT INTO play_tables (id, created_ms, rules, format, clock_seconds, status, setup, started_ms,"
                " options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (table.id, table.created_ms, table.rules, table.format, table.clock_seconds, table.status,
                 _dump(table.setup), table.started_ms, _dump(table.options)),
            )
            for s in table.seats:
                cur.execute(
                    "INSERT INTO play_seats (table_id, seat, kind, name, token_hash, deck, level, autopass)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (table.id, s.seat, s.kind, s.name, s.token_hash, _dump(s.deck), s.level, _dump(s.autopass)),
                )

    def take_seat(self, table_id: str, seat: SeatRecord) -> bool:
        """Fill an open seat; False if someone took it first (the row is updated only while open)."""
        with self._tx() as cur:
            cur.execute(
                "UPDATE play_seats SET kind = ?, name = ?, token_hash = ?, deck = ?, level = ?, autopass = ?"
                " WHERE table_id = ? AND seat = ? AND kind = 'open'",
                (seat.kind, seat.name, seat.token_hash, _dump(seat.deck), seat.level, _dump(seat.autopass),
                 table_id, seat.seat),
            )
            return bool(cur.rowcount == 1)

    def start_table(self, table_id: str, setup: dict[str, Any], started_ms: int) -> bool:
        """Fix the game's setup once every seat is taken; False if it had already started."""
        with self._tx() as cur:
            cur.execute(
                "UPDATE play_tables SET status = 'playing', setup = ?, started_ms = ? WHERE id = ? AND status = 'open'",
                (_dump(setup), started_ms, table_id),
            )
            return bool(cur.rowcount == 1)

    def set_status(self, table_id: str, status: str) -> None:
        with self._tx() as cur:
            cur.execute("UPDATE play_tables SET status = ? WHERE id = ?", (status, table_id))

    def set_autopass(self, table_id: str, seat: int, settings: dict[str, Any]) -> None:
        with self._tx() as cur:
            cur.execute("UPDATE play_seats SET autopass = ? WHERE table_id = ? AND seat = ?",
                        (_dump(settings), table_id, seat))

    def table(self, table_id: str) -> TableRecord | None:
        with self._tx(write=False) as cur:
            cur.execute("SELECT id, created_ms, rules, format, clock_seconds, status, setup, started_ms, options,"
                        " undo_request FROM play_tables WHERE id = ?", (table_id,))
            row = cur.fetchone()
            if row is None:
                return None
            t = TableRecord(row[0], int(row[1]), row[2], row[3], row[4], row[5], _load(row[6]),
                            None if row[7] is None else int(row[7]), options=_load(row[8]),
                            undo_request=_load(row[9]))
            cur.execute("SELECT seat, kind, name, token_hash, deck, level, autopass FROM play_seats"
                        " WHERE table_id = ? ORDER BY seat", (table_id,))
            t.seats = [SeatRecord(r[0], r[1], r[2], r[3], _load(r[4]), r[5], _load(r[6])) for r in cur.fetchall()]
            return t

    def list_tables(self, limit: int = 50) -> list[TableRecord]:
        """The newest tables that are open or being played, seats included."""
        with self._tx(write=False) as cur:
            cur.execute("SELECT id FROM play_tables WHERE status != 'over' ORDER BY created_ms DESC LIMIT ?",
                        (limit,))
            ids = [r[0] for r in cur.fetchall()]
        return [t for t in (self.table(i) for i in ids) if t is not None]

    def finished_tables(self, limit: int = 20) -> list[TableRecord]:
        """The newest finished games (the lobby links their replays)."""
        with self._tx(write=False) as cur:
            cur.execute("SELECT id FROM play_tables WHERE status = 'over' ORDER BY created_ms DESC LIMIT ?",
                        (limit,))
            ids = [r[0] for r in cur.fetchall()]
        return [t for t in (self.table(i) for i in ids) if t is not None]

    # -- actions -----------------------------------------------------------------------------------
    def append_action(self, table_id: str, row: ActionRow) -> None:
        """Commit action ``row.seq``; :class:`SeqConflict` if that number is already taken."""
        try:
            with self._tx() as cur:
                cur.execute(
                    "INSERT INTO play_actions (table_id, seq, seat, action, source, at_ms) VALUES (?, ?, ?, ?, ?, ?)",
                    (table_id, row.seq, row.seat, _dump(row.action), row.source, row.at_ms),
                )
                if self.dialect == "postgresql":
                    cur.execute("SELECT pg_notify(?, ?)", (NOTIFY_CHANNEL, f"{table_id} {row.seq}"))
        except Exception as exc:
            if self._is_conflict(exc):
                raise SeqConflict(f"action {row.seq} of table {table_id} was already recorded") from exc
            raise

    def actions(self, table_id: str, after: int = -1) -> list[ActionRow]:
        with self._tx(write=False) as cur:
            cur.execute("SELECT seq, seat, action, source, at_ms FROM play_actions"
                        " WHERE table_id = ? AND seq > ? ORDER BY seq", (table_id, after))
            return [ActionRow(int(r[0]), int(r[1]), json.loads(r[2]), r[3], int(r[4])) for r in cur.fetchall()]

    def set_undo_request(self, table_id: str, request: dict[str, Any] | None) -> None:
        """Record (or clear, None) the table's waiting undo request, so that every server process
        serving a seat of the table, and a restarted one, shows and answers the same request."""
        with self._tx() as cur:
            cur.execute("UPDATE play_tables SET undo_request = ? WHERE id = ?", (_dump(request), table_id))
            if self.dialect == "postgresql":
                cur.execute("SELECT pg_notify(?, ?)", (NOTIFY_CHANNEL, f"{table_id} -1"))

    def truncate_actions(self, table_id: str, keep: int, expected: int,
                         note: dict[str, Any] | None = None) -> None:
        """Undo: delete every action numbered ``keep`` or more, in one transaction, if the game still
        has exactly ``expected`` actions (:class:`SeqConflict` if another writer moved it meanwhile),
        and replace the undo request by ``note`` (the decision asked again). On PostgreSQL the other
        processes are told to reload the table."""
        with self._tx() as cur:
            cur.execute("SELECT COUNT(*) FROM play_actions WHERE table_id = ?", (table_id,))
            count = int(cur.fetchone()[0])
            if count != expected:
                raise SeqConflict(f"table {table_id} has {count} actions, not {expected}: it moved on")
            cur.execute("DELETE FROM play_actions WHERE table_id = ? AND seq >= ?", (table_id, keep))
            cur.execute("UPDATE play_tables SET undo_request = ? WHERE id = ?", (_dump(note), table_id))
            if self.dialect == "postgresql":
                cur.execute("SELECT pg_notify(?, ?)", (NOTIFY_CHANNEL, f"{table_id} -1"))

    def notify_table(self, table_id: str) -> None:
        """Tell other processes a table's seats or status changed (PostgreSQL only)."""
        if self.dialect == "postgresql":
            with self._tx() as cur:
                cur.execute("SELECT pg_notify(?, ?)", (NOTIFY_CHANNEL, f"{table_id} -1"))


class _PgCursor:
    """psycopg uses ``%s`` placeholders; the statements above are written with ``?``."""

    def __init__(self, cur: Any) -> None:
        self._cur = cur

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        self._cur.execute(sql.replace("?", "%s"), params)

    def fetchone(self) -> Any:
        return self._cur.fetchone()

    def fetchall(self) -> Any:
        return self._cur.fetchall()

    @property
    def rowcount(self) -> int:
        return int(self._cur.rowcount)


def _dump(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, separators=(",", ":"))


def _load(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def default_url(data_dir: str | os.PathLike[str] | None = None) -> str:
    """``OLDFRAME_DATABASE_URL`` if set, else a SQLite file in ``data_dir`` (default ``./oldframe-games.sqlite3``)."""
    url = os.environ.get(ENV_URL, "").strip()
    if url:
        return url
    base = Path(data_dir) if data_dir is not None else Path.cwd()
    return "sqlite:///" + str(base / "oldframe-games.sqlite3")


def open_store(url: str | None = None) -> Store:
    return Store(url or default_url())
