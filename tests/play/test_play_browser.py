"""People play through the board in headless Chromium (Debian's), by clicks only.

A person creates a table against the computer in the lobby and plays a whole game; closing the tab
and opening the table again resumes the game as the same seat. Two browser contexts play each other
while a third watches: every message the spectator receives is checked for hidden cards. Screenshots
go to ``test-artifacts/`` (gitignored).
"""

from __future__ import annotations

import json
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from oldframe.cards.catalog import open_catalog
from oldframe.play.server.store import Store
from oldframe.play.web import create_app

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
MAX_CLICKS = 900
GAME_SECONDS = 420


def chromium_path() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    if found is None:
        pytest.fail("Chromium not found: run `bash scripts/setup-browser.sh` (installs Debian's chromium)")
    return found


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Store]]:
    """The one app (card database + play server) under uvicorn in a thread, on a free loopback port."""
    db = tmp_path_factory.mktemp("games") / "games.sqlite3"
    store = Store(f"sqlite:///{db}")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(open_catalog(), games=store), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}", store
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        try:
            b = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
        except Exception as exc:  # a browser that cannot start must fail, with the reason
            pytest.fail(f"headless Chromium failed to start: {exc}")
        try:
            yield b
        finally:
            b.close()


def wait_turn(page: Any, timeout_ms: int = 30_000) -> str:
    """Wait until the board waits for this page's player, or the game is over; returns 'mine' or 'over'."""
    page.wait_for_function(
        """() => { const b = document.getElementById('board');
                   return b && b.dataset.busy !== 'true'
                          && (b.dataset.over === 'true' || b.dataset.pending === 'mine'); }""",
        timeout=timeout_ms)
    return "over" if page.get_attribute("#board", "data-over") == "true" else "mine"


def click_once(page: Any, attack: bool = True, cast: bool = True) -> None:
    """One decision by clicks, the way a simple person plays: keep, play lands and spells from the
    hand, attack with everything, never block, take the first choice offered otherwise."""
    kind = page.get_attribute("#board", "data-kind")
    seq = page.get_attribute("#board", "data-seq")
    if kind == "mulligan":
        page.click("#prompt button[data-kind=keep]")
    elif kind == "priority":
        hand = page.locator(".player.me .hand .card.actionable")
        if cast and hand.count():
            hand.first.click()
            menu = page.locator("#menu:not([hidden]) .menu-item")
            if menu.count():
                menu.first.click()
        else:
            page.click("#prompt button[data-kind=pass]")
    elif kind == "attackers":
        attackers = page.locator(".player.me .battlefield .card.actionable")
        if attack and attackers.count():
            attackers.first.click()
            menu = page.locator("#menu:not([hidden]) .menu-item")
            if menu.count():
                menu.first.click()
        else:
            page.click("#prompt button[data-kind=done]")
    elif kind == "blockers":
        page.click("#prompt button[data-kind=done]")
    else:
        page.locator("#prompt button.act").first.click()
    # the click was sent: wait for the server's answer (a new state) before the next one
    page.wait_for_function(
        """(seq) => { const b = document.getElementById('board');
                      return b.dataset.seq !== seq
                             || b.dataset.busy === 'false' && !!document.querySelector('#play-error:not(:empty)'); }""",
        arg=seq, timeout=30_000)


@pytest.mark.browser
def test_a_person_plays_a_whole_game_against_the_computer_by_clicks(
        server: tuple[str, Store], browser: Any) -> None:
    base, store = server
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(base + "/play")
    page.fill("input[name=name]", "Ada")
    page.click("#create-table")
    page.wait_for_url("**/play/t/**")
    table_id = page.url.split("/play/t/")[1].split("#")[0]
    page.wait_for_selector("#board[data-role=seat0]")
    assert "token=" not in page.url  # the secret left the address bar for this browser's storage
    clicks, deadline, reopened = 0, time.monotonic() + GAME_SECONDS, False
    while wait_turn(page) == "mine":
        click_once(page)
        clicks += 1
        assert clicks < MAX_CLICKS and time.monotonic() < deadline, "the game did not end in time"
        if clicks == 12:
            page.screenshot(path=str(ARTIFACTS / "play-vs-computer-early.png"), full_page=True)
        if clicks == 25 and not reopened:  # close the tab mid-game; a new tab resumes the same seat
            seq = int(page.get_attribute("#board", "data-seq") or -1)
            page.close()
            page = context.new_page()
            page.goto(f"{base}/play/t/{table_id}")
            page.wait_for_selector("#board[data-role=seat0]")
            page.wait_for_function("(s) => Number(document.getElementById('board').dataset.seq) >= s", arg=seq)
            assert page.locator(".player.me .hand").count() == 1
            reopened = True
    page.screenshot(path=str(ARTIFACTS / "play-vs-computer-over.png"), full_page=True)
    assert reopened
    assert "Game over." in page.inner_text("#prompt")
    assert page.locator("#log li").count() > 20
    table = store.table(table_id)
    assert table is not None and table.status == "over"
    rows = store.actions(table_id)
    assert {r.source for r in rows} >= {"player", "computer"}
    assert len([r for r in rows if r.source == "player"]) >= clicks - 1  # every click that acted was stored


def spectator_leaks(frames: list[dict[str, Any]]) -> list[str]:
    """Every hidden card a spectator's messages reveal: a hand, a library, a named face-down card."""
    problems = []
    for m in frames:
        if m.get("type") != "state" or not m.get("view"):
            continue
        view = m["view"]
        public = {c["name"] for c in view["battlefield"]}
        for p in view["players"]:
            if "hand" in p or "library" in p or "sideboard" in p:
                problems.append(f"seq {m['seq']}: player {p['index']}'s hidden zone sent")
            public |= {c["name"] for c in p["graveyard"]} | {c["name"] for c in p["removed_from_game"]}
        public |= {s["source"] for s in view["stack"]}
        extra = set(m.get("faces", {})) - public
        if extra:
            problems.append(f"seq {m['seq']}: faces of unseen cards {sorted(extra)}")
        if m.get("legal"):
            problems.append(f"seq {m['seq']}: a spectator was offered actions")
    return problems


@pytest.mark.browser
def test_two_people_play_each_other_while_a_third_watches_and_sees_no_hidden_card(
        server: tuple[str, Store], browser: Any) -> None:
    base, _store = server
    ARTIFACTS.mkdir(exist_ok=True)
    ctx_a = browser.new_context(viewport={"width": 1300, "height": 950})
    ctx_b = browser.new_context(viewport={"width": 1300, "height": 950})
    ctx_c = browser.new_context(viewport={"width": 1300, "height": 950})
    a = ctx_a.new_page()
    a.goto(base + "/play")
    a.fill("input[name=name]", "Ada")
    a.check("input[name=opponent][value=person]")
    a.click("#create-table")
    a.wait_for_url("**/play/t/**")
    link = a.url.split("#")[0]
    a.wait_for_selector("#board[data-role=seat0]")

    watcher = ctx_c.new_page()
    frames: list[dict[str, Any]] = []
    watcher.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(json.loads(payload))))
    watcher.goto(link)
    watcher.wait_for_selector("#board[data-role=spectator]")

    b = ctx_b.new_page()
    b.goto(link)
    b.fill("#join input[name=name]", "Bea")
    b.select_option("#join select[name=deck_builtin]", "blue_black_white")
    b.click("#take-seat")
    b.wait_for_selector("#board[data-role=seat1]")
    for page in (a, b, watcher):
        page.wait_for_function("() => document.getElementById('board').dataset.status === 'playing'")

    deadline = time.monotonic() + 240
    while True:
        turn_text = a.inner_text(".status .turn") if a.locator(".status .turn").count() else ""
        if turn_text.startswith("Turn 5") or a.get_attribute("#board", "data-over") == "true":
            break
        assert time.monotonic() < deadline, "two players did not reach turn 5 in time"
        moved = False
        for page in (a, b):
            board = page.locator("#board")
            if board.get_attribute("data-pending") == "mine" and board.get_attribute("data-busy") != "true":
                click_once(page, attack=True, cast=True)
                moved = True
        if not moved:
            time.sleep(0.05)
    a.screenshot(path=str(ARTIFACTS / "play-two-people-seat1.png"), full_page=True)
    watcher.wait_for_function("(s) => Number(document.getElementById('board').dataset.seq) >= s",
                              arg=int(a.get_attribute("#board", "data-seq") or 0))
    watcher.screenshot(path=str(ARTIFACTS / "play-spectator.png"), full_page=True)
    # the spectator's board: no hand, only card backs; and nothing hidden in anything it was sent
    assert watcher.locator(".hand").count() == 0
    assert watcher.locator(".hand-backs .card-back").count() > 0
    assert watcher.locator(".actionable").count() == 0
    states = [f for f in frames if f.get("type") == "state" and f.get("view")]
    assert len(states) > 10
    assert spectator_leaks(frames) == []
    hand_a = set(a.locator(".player.me .hand .card").evaluate_all("els => els.map(e => e.dataset.oid)"))
    shown = set(watcher.locator(".card").evaluate_all("els => els.map(e => e.dataset.oid)"))
    assert hand_a and not hand_a & shown


def serve_on(sock: socket.socket, store: Store) -> tuple[uvicorn.Server, threading.Thread]:
    server = uvicorn.Server(uvicorn.Config(create_app(open_catalog(), games=store), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "uvicorn did not start"
        time.sleep(0.05)
    return server, thread


def bound_socket(port: int = 0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    return sock


@pytest.mark.browser
def test_the_board_reconnects_after_a_server_restart_and_the_game_goes_on(
        browser: Any, tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    sock = bound_socket()
    port = sock.getsockname()[1]
    server, thread = serve_on(sock, store)
    base = f"http://127.0.0.1:{port}"
    page = browser.new_context(viewport={"width": 1300, "height": 950}).new_page()
    try:
        page.goto(base + "/play")
        page.click("#create-table")
        page.wait_for_selector("#board[data-role=seat0]")
        for _ in range(6):
            if wait_turn(page) == "over":
                break
            click_once(page)
        seq = int(page.get_attribute("#board", "data-seq") or -1)
        server.should_exit = True  # the server goes away (websockets closed with 1012) ...
        thread.join(timeout=15)
        sock.close()
        page.wait_for_selector("#board[data-role=reconnecting]")
        sock = bound_socket(port)  # ... and comes back on the same address, with the same database
        server, thread = serve_on(sock, Store(f"sqlite:///{tmp_path / 'games.sqlite3'}"))
        page.wait_for_selector("#board[data-role=seat0]", timeout=30_000)
        page.wait_for_function("(s) => Number(document.getElementById('board').dataset.seq) >= s", arg=seq)
        assert page.locator(".player.me .hand").count() == 1
        for _ in range(4):  # and the game goes on
            if wait_turn(page) == "over":
                break
            click_once(page)
        assert int(page.get_attribute("#board", "data-seq") or -1) > seq
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()
