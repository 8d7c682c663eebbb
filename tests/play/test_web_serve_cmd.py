"""``oldframe serve`` wiring and the web app's answer when the card data is missing."""

from __future__ import annotations

import argparse
import warnings
from pathlib import Path
from typing import Any

import pytest

from oldframe.play import serve_cmd
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="oldframe")
    serve_cmd.register(parser.add_subparsers(dest="command", required=True))
    return parser.parse_args(list(argv))


def test_defaults_and_options() -> None:
    args = parse("serve")
    assert (args.host, args.port, args.data) == ("127.0.0.1", 8000, None)
    args = parse("serve", "--host", "0.0.0.0", "--port", "9123")
    assert (args.host, args.port) == ("0.0.0.0", 9123)


def test_serve_runs_uvicorn_with_the_app(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    seen: dict[str, Any] = {}

    def fake_run(app: Any, **kwargs: Any) -> None:
        seen.update(kwargs, app=app)

    monkeypatch.setattr("uvicorn.run", fake_run)
    db = tmp_path / "games.sqlite3"
    args = parse("serve", "--port", "8765", "--games", f"sqlite:///{db}")
    assert args.func(args) == 0
    assert db.exists() and seen["ws_max_size"] == 64 * 1024 and seen["timeout_graceful_shutdown"] == 5
    assert (seen["host"], seen["port"]) == ("127.0.0.1", 8765)
    with TestClient(seen["app"]) as client:
        assert client.get("/", params={"q": "!\"black lotus\""}).status_code == 200
        assert client.get("/play").status_code == 200
    assert f"serving 6370 cards and games ({db}) on http://127.0.0.1:8765/" in capsys.readouterr().out


def test_serve_missing_data_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = parse("serve", "--data", str(tmp_path / "missing.json.gz"))
    assert args.func(args) == 1
    assert "card data file not found" in capsys.readouterr().err


def test_app_without_data_says_so(tmp_path: Path) -> None:
    with TestClient(create_app(data=tmp_path / "missing.json.gz", cache=tmp_path)) as client:
        r = client.get("/", params={"q": "goblin"})
        assert r.status_code == 503
        assert "Card data unavailable" in r.text and "missing.json.gz" in r.text


def test_serve_with_an_unreachable_game_database_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = parse("serve", "--games", f"sqlite:///{tmp_path}/no/such/dir/games.sqlite3")
    assert args.func(args) == 1
    assert "cannot open the game database" in capsys.readouterr().err
