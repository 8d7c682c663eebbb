"""Magical War in headless Chromium: the lobby makes a Magical War table against the computer; the
board shows the shared stock and the common graveyard, the person's own pipeline face up to them
(in order) and the computer's as a count of face-down cards; the pipeline decisions are prompts
with buttons, and the pipeline subphase is played by clicks."""

from __future__ import annotations

from typing import Any

import pytest
from test_play_browser import ARTIFACTS, browser, server, wait_turn  # noqa: F401  (fixtures)

from oldframe.play.server.store import Store

CLICKS = 80


def _click(page: Any) -> str:
    """One decision by clicks: keep, take the pipeline subphase when offered, cast what it turns up,
    pass otherwise; returns the decision's kind."""
    kind = str(page.get_attribute("#board", "data-kind"))
    seq = page.get_attribute("#board", "data-seq")
    pipeline = page.locator("#prompt button[data-kind=pipeline]")
    if kind == "mulligan":
        page.click("#prompt button[data-kind=keep]")
    elif kind == "priority" and pipeline.count():
        pipeline.click()
    elif kind in ("priority", "blockers", "attackers"):
        page.locator("#prompt button[data-kind=pass], #prompt button[data-kind=done]").first.click()
    else:
        page.locator("#prompt button.act").first.click()
    page.wait_for_function(
        """(seq) => { const b = document.getElementById('board');
                      return b.dataset.seq !== seq
                             || b.dataset.busy === 'false' && !!document.querySelector('#play-error:not(:empty)'); }""",
        arg=seq, timeout=30_000)
    return kind


@pytest.mark.browser
def test_a_magical_war_table_against_the_computer_shows_the_pipelines(
        server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(base + "/play")
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=level]", "easy")
    page.select_option("select[name=variant]", "magical-war")
    page.click("#create-table")
    page.wait_for_url("**/play/t/**")
    table_id = page.url.split("/play/t/")[1].split("#")[0]
    page.wait_for_selector("#board[data-role=seat0]")
    t = store.table(table_id)
    assert t is not None and t.setup is not None and t.setup["variant"] == "magical-war"
    page.wait_for_selector("#mw-shared")
    assert page.inner_text("header.status .variant") == "Magical War"
    assert page.locator("#mw-shared .stock").inner_text().startswith("Stock ")
    assert page.locator("#mw-shared .common-graveyard").count() == 1
    prompts: dict[str, str] = {}
    for _ in range(CLICKS):
        if wait_turn(page, 60_000) == "over":
            break
        kind = str(page.get_attribute("#board", "data-kind"))
        if kind.startswith("mw_"):
            prompts[kind] = page.inner_text("#prompt h2.decision")
        if kind == "mw_pipeline_add" or kind == "mw_pipeline_cast":
            break  # the subphase was reached by clicks
        _click(page)
    page.screenshot(path=str(ARTIFACTS / "play-magical-war.png"), full_page=True)
    assert prompts.get("mw_pipeline_setup") == "Choose a card for your pipeline (face down, in order)."
    assert "mw_pipeline_add" in prompts or "mw_pipeline_cast" in prompts, prompts
    # my pipeline: its cards, numbered in order; the computer's: face-down backs and a count
    mine = page.locator(".player.me .pipeline")
    assert mine.locator("h3").inner_text().startswith("Your pipeline (size 2")
    assert mine.locator(".card.in-pipeline").count() >= 2
    assert mine.locator(".pipe-pos").first.inner_text() == "1"
    theirs = page.locator(".opponents .player.them .pipeline")
    assert theirs.count() == 1 and theirs.locator(".card").count() == 0
    assert theirs.locator(".pipe-count").inner_text().startswith("Pipeline: ")
    count = int(str(theirs.get_attribute("data-count")))
    assert count >= 2 and theirs.locator(".pipe-back").count() == count
    # the pipeline's cards are not shown again as the hand's
    piped = set(mine.locator(".card").evaluate_all("cs => cs.map(c => c.dataset.oid)"))
    in_hand = set(page.locator(".player.me .hand .card").evaluate_all("cs => cs.map(c => c.dataset.oid)"))
    assert piped and not piped & in_hand
    # the prompt's buttons are the decision's legal actions, in the game's words
    buttons = page.locator("#prompt button.act").all_inner_texts()
    assert buttons and all(b.endswith("at the end of your pipeline") or b.startswith(("Cast ", "Don't cast "))
                           for b in buttons), buttons
    context.close()
