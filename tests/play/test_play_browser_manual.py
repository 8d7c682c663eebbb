"""The board's manual controls in headless Chromium, by clicks: combat damage divided by clicking
blockers and the player (a trample split and a two-blocker split), mana paid by hand from lands
tapped before casting with the pool and the mana burn warning shown, and undo — at once against the
computer, by the opponent's Accept against a person.

Each test starts from a moment of a real game (tests/play/positions.py: a setup and the actions
scripted players took to get there, written to the store before the board opens the table).
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import TRAMPLE_DECKS, damage_split_due, main_phase_with, table_at
from test_play_browser import ARTIFACTS, browser, server  # noqa: F401  (fixtures)

from oldframe.play.server.store import Store

SEED = 4


def open_seat(chromium: Any, base: str, table: str, seat: int, token: str) -> Any:
    page = chromium.new_context(viewport={"width": 1300, "height": 950}).new_page()
    page.goto(f"{base}/play/t/{table}#seat={seat}&token={token}")
    page.wait_for_selector(f"#board[data-role=seat{seat}]")
    page.wait_for_function("() => document.getElementById('board').dataset.seq !== '-1'")
    return page


def seq(page: Any) -> int:
    return int(page.get_attribute("#board", "data-seq") or -1)


def click_and_wait(page: Any, selector: str) -> None:
    before = seq(page)
    page.click(selector)
    page.wait_for_function("(s) => Number(document.getElementById('board').dataset.seq) !== s", arg=before)


def state(page: Any) -> dict[str, Any]:
    return dict(page.evaluate("() => Board.state"))


@pytest.mark.browser
def test_combat_damage_is_divided_by_clicking_blockers_and_the_player(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, SEED, damage_split_due)
    page = open_seat(browser, base, table, 0, tokens[0])
    page.wait_for_selector("#board[data-kind=damage_assignment] #dmg-left")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "play-damage-assignment.png"), full_page=True)
    trample = split = False
    while page.get_attribute("#board", "data-kind") == "damage_assignment":
        a = state(page)["view"]["pending"]["assignment"]
        creatures = [oid for oid, _ in a["creatures"]]
        if a["trample"]:
            # before every blocker has lethal damage the player can't be clicked (CR 702.19c)
            assert page.locator(".player.them .pname.actionable").count() == 0
            click_and_wait(page, f'.card.dmg-target[data-oid="{creatures[0]}"]')  # "Lethal": 1 to the Elf
            assert page.get_attribute("#dmg-left", "data-remaining") == str(a["power"] - 1)
            assert page.get_attribute(f'.card[data-oid="{creatures[0]}"]', "data-assigned") == "1"
            click_and_wait(page, ".player.them .pname.actionable")  # the rest tramples over
            trample = True
        else:
            assert len(creatures) == 2
            page.click('.dmg-amounts button[data-amount="1"]')  # one each (2003: no order among blockers)
            page.wait_for_selector('.dmg-amounts button.chosen[data-amount="1"]')
            click_and_wait(page, f'.card.dmg-target[data-oid="{creatures[0]}"]')
            assert page.get_attribute("#dmg-left", "data-remaining") == "1"
            click_and_wait(page, f'.card.dmg-target[data-oid="{creatures[1]}"]')
            split = True
    assert trample and split
    damage = next(s["damage"] for s in state(page)["view"]["stack"] if s["kind"] == "combat_damage")
    assert sum(n for _, t, n in damage if t == ["player", 1]) == 3  # the Lorian's 4 minus the Elf's 1
    page.screenshot(path=str(ARTIFACTS / "play-damage-on-the-stack.png"), full_page=True)


@pytest.mark.browser
def test_mana_is_paid_by_hand_from_lands_tapped_first_with_the_burn_warning(
        server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, SEED, main_phase_with(0, "Grizzly Bears", 3, turn=3),
                                kinds=("human", "computer"))
    page = open_seat(browser, base, table, 0, tokens[0])
    page.wait_for_selector("#board[data-pending=mine] #manual-mana")
    page.check("#manual-mana")
    untapped = page.locator(".player.me .card.mana-source:not(.tapped)")
    lands = untapped.count()
    assert lands >= 3
    # the burn warning: tap one land, then Pass asks first (nothing is sent)
    click_and_wait(page, ".player.me .card.mana-source:not(.tapped) >> nth=-1")  # any Forest, not only the first
    assert "{G}" in page.inner_text("#mana-pool")
    assert "lose 1 life" in page.inner_text("#burn-warning")
    before = seq(page)
    page.click("#prompt button[data-kind=pass]")
    page.wait_for_selector("#burn-confirm")
    assert seq(page) == before
    # pay Grizzly Bears by hand: the panel, one more land, then Cast: no third land is tapped
    bears_before = page.locator(".player.me .battlefield .card[data-name='Grizzly Bears']").count()
    page.click(".player.me .hand .card.actionable[data-name='Grizzly Bears']")
    page.wait_for_selector("#pay-panel")
    assert seq(page) == before
    click_and_wait(page, ".player.me .card.mana-source:not(.tapped) >> nth=0")
    assert page.inner_text("#mana-pool").count("{G}") == 2
    page.screenshot(path=str(ARTIFACTS / "play-manual-mana.png"), full_page=True)
    click_and_wait(page, "#pay-cast")
    st = state(page)
    mine = [p["name"] for p in st["view"]["battlefield"] if p["controller"] == 0]
    cast = [s["source"] for s in st["view"]["stack"]] + mine  # on the stack, or already resolved
    assert cast.count("Grizzly Bears") == bears_before + 1
    assert st["view"]["players"][0]["mana_pool"] == [0, 0, 0, 0, 0, 0]
    assert page.locator(".player.me .lands .card.tapped").count() == 2


@pytest.mark.browser
def test_undo_is_free_against_the_computer(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, SEED, main_phase_with(0, "Forest", 0, turn=3),
                                kinds=("human", "computer"))
    page = open_seat(browser, base, table, 0, tokens[0])
    page.wait_for_selector("#board[data-pending=mine]")
    hand = sorted(page.locator(".player.me .hand .card").evaluate_all("els => els.map(e => e.dataset.name)"))
    start = seq(page)
    click_and_wait(page, ".player.me .hand .card.actionable[data-name='Forest']")
    assert page.get_attribute("#undo", "title") == "Go back to your last decision"
    click_and_wait(page, "#undo")
    assert seq(page) == start
    after = sorted(page.locator(".player.me .hand .card").evaluate_all("els => els.map(e => e.dataset.name)"))
    assert after == hand
    assert len(store.actions(table)) == start


@pytest.mark.browser
def test_undo_against_a_person_waits_for_their_accept(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    table, tokens, _ = table_at(store, TRAMPLE_DECKS, SEED, main_phase_with(0, "Forest", 0, turn=3))
    ada = open_seat(browser, base, table, 0, tokens[0])
    bea = open_seat(browser, base, table, 1, tokens[1])
    ada.wait_for_selector("#board[data-pending=mine]")
    start = seq(ada)
    click_and_wait(ada, ".player.me .hand .card.actionable[data-name='Forest']")
    assert ada.inner_text("#undo") == "Ask to undo"
    ada.click("#undo")
    bea.wait_for_selector("#undo-accept")
    ada.wait_for_selector(".undo-waiting")
    assert seq(ada) == start + 1 and len(store.actions(table)) == start + 1  # nothing changed yet
    bea.screenshot(path=str(ARTIFACTS / "play-undo-request.png"), full_page=True)
    bea.click("#undo-accept")
    ada.wait_for_function("(s) => Number(document.getElementById('board').dataset.seq) === s", arg=start)
    assert len(store.actions(table)) == start
    assert ada.locator(".player.me .hand .card[data-name='Forest']").count() >= 1
