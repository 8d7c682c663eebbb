"""Fixtures for the play server: a game store on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pgcluster import pg_cluster

from oldframe.play.server.store import Store


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    with pg_cluster() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """A fresh, empty store on each database (PostgreSQL: the session's cluster, tables emptied)."""
    if request.param == "sqlite":
        s = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    else:
        s = Store(request.getfixturevalue("pg_url"))
        with s._tx() as cur:
            cur.execute("DELETE FROM play_actions")
            cur.execute("DELETE FROM play_seats")
            cur.execute("DELETE FROM play_tables")
    try:
        yield s
    finally:
        s.close()
