"""A free-for-all of three seats in headless Chromium: the lobby makes it, the board shows both
opponents (their life, hands as card backs, their permanents), an attack asks which opponent, and
after the person concedes the two computer players finish the game without them."""

from __future__ import annotations

import time
from typing import Any

import pytest
from test_play_browser import ARTIFACTS, browser, click_once, server, wait_turn  # noqa: F401  (fixtures)

from oldframe.play.server.store import Store

CLICKS = 60


@pytest.mark.browser
def test_a_three_seat_table_shows_every_opponent_and_plays_on_after_a_concession(
        server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    page.on("dialog", lambda d: d.accept())  # "Concede this game?"
    page.goto(base + "/play")
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=players]", "3")
    page.select_option("select[name=level]", "easy")
    page.click("#create-table")
    page.wait_for_url("**/play/t/**")
    table_id = page.url.split("/play/t/")[1].split("#")[0]
    page.wait_for_selector("#board[data-role=seat0]")
    page.wait_for_selector(".opponents .player.them")  # the first view arrives after the seat is known
    assert page.locator(".opponents .player.them").count() == 2
    assert page.locator(".player.me").count() == 1
    names = page.locator(".opponents .player.them .pname").all_inner_texts()
    assert names == ["Computer 1", "Computer 2"]  # in turn order from the seat after mine
    attack_labels: set[str] = set()
    for _ in range(CLICKS):
        if wait_turn(page, 60_000) == "over":
            break
        attackers = page.locator(".player.me .battlefield .card.actionable")
        if page.get_attribute("#board", "data-kind") == "attackers" and attackers.count():
            seq = page.get_attribute("#board", "data-seq")
            attackers.first.click()  # one menu item per opponent it may attack
            items = page.locator("#menu:not([hidden]) .menu-item")
            attack_labels.update(items.all_inner_texts())
            items.first.click()
            page.wait_for_function("(seq) => document.getElementById('board').dataset.seq !== seq", arg=seq,
                                   timeout=30_000)
            continue
        click_once(page)
    page.screenshot(path=str(ARTIFACTS / "play-three-seats.png"), full_page=True)
    for area in page.locator(".opponents .player.them").all():
        assert area.locator(".life").inner_text().startswith("Life ")
        assert area.locator(".hand").count() == 0  # never an opponent's hand, only card backs
    if attack_labels:  # an attacker may go at either opponent, named on the button
        assert any("Computer 1 (P2)" in t for t in attack_labels) and any("Computer 2 (P3)" in t for t in attack_labels)
    if page.get_attribute("#board", "data-over") != "true":
        page.click("#prompt button.concede, button.concede")
        deadline = time.monotonic() + 300
        page.wait_for_function("() => document.getElementById('board').dataset.over === 'true'",
                               timeout=int((deadline - time.monotonic()) * 1000))
    t = store.table(table_id)
    assert t is not None and t.status == "over"
    assert "Game over." in page.inner_text("#prompt")
