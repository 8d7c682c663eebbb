"""``oldframe serve`` as a child process on a free loopback port: for the tests that kill or stop a
server (SIGKILL, SIGTERM), run two servers on one database, and for the load benchmark."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """One ``oldframe serve`` process; ``start()`` waits until it answers HTTP."""

    def __init__(self, games_url: str, log_path: Path | None = None, port: int | None = None) -> None:
        self.games_url = games_url
        self.port = port or free_port()
        self.log_path = log_path
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> ServerProcess:
        src = str(Path(__file__).resolve().parents[3])
        env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
        out = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "oldframe.play.cli", "serve", "--port", str(self.port), "--games", self.games_url],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"oldframe serve exited with {self.proc.returncode} before answering")
            try:
                with urllib.request.urlopen(self.http + "/play/api/tables/none", timeout=2):
                    pass
            except urllib.error.HTTPError as exc:
                if exc.code == 404:
                    return self
            except OSError:
                pass
            time.sleep(0.2)
        self.kill()
        raise RuntimeError(f"oldframe serve did not answer within {timeout} s")

    def kill(self) -> None:
        """SIGKILL: no cleanup, no flush; what was committed must survive."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=30)

    def terminate(self, timeout: float = 30) -> int:
        """SIGTERM and wait; returns the exit code."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=timeout)

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.kill()
