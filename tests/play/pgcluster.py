"""A throwaway PostgreSQL cluster for tests: Debian's binaries, a temporary directory, a free
loopback port. initdb and pg_ctl refuse to run as root, so as root they run as the ``postgres`` user."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


def pg_bin() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    return os.path.dirname(found[-1]) if found else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def pg_cluster() -> Iterator[str]:
    """Start a cluster; yields the URL of an empty database; stops and deletes it afterwards."""
    bindir = pg_bin()
    if bindir is None:
        raise RuntimeError("PostgreSQL server binaries not found: run `bash scripts/setup-postgres.sh`")
    root = os.geteuid() == 0
    base = tempfile.mkdtemp(prefix="oldframe-pg-")
    data = os.path.join(base, "data")
    os.mkdir(data)
    if root:
        shutil.chown(base, "postgres")
        shutil.chown(data, "postgres")
    os.chmod(data, 0o700)
    as_user = ["runuser", "-u", "postgres", "--"] if root else []
    port = free_port()

    def run(*cmd: str) -> None:
        out = subprocess.run([*as_user, *cmd], capture_output=True, text=True, timeout=120)
        if out.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed: {out.stderr.strip() or out.stdout.strip()}")

    run(f"{bindir}/initdb", "-D", data, "-A", "trust", "-U", "oldframe", "--no-sync", "-E", "UTF8")
    opts = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c max_connections=200"
    run(f"{bindir}/pg_ctl", "-D", data, "-o", opts, "-l", os.path.join(base, "log"), "-w", "-t", "60", "start")
    try:
        import psycopg

        with psycopg.connect(f"postgresql://oldframe@127.0.0.1:{port}/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE oldframe_test")
        yield f"postgresql://oldframe@127.0.0.1:{port}/oldframe_test"
    finally:
        subprocess.run([*as_user, f"{bindir}/pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"],
                       capture_output=True, timeout=60)
        shutil.rmtree(base, ignore_errors=True)
