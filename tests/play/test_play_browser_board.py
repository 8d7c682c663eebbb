"""The board's helpers for people, in headless Chromium: arrows from stack items to their targets,
the stop bar with its next-stop marker, cards that enlarge on hover or tap, log lines that point at
their cards, the phone layout (390×844, played by taps), and the replay viewer of a finished game.

The stack scene is a real game between two people, played by script on the server's own engine and
stored as the server stores games (setup + actions); the browser then opens it like any table."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from test_play_browser import ARTIFACTS, browser, click_once, server, wait_turn  # noqa: F401  (fixtures)

from oldframe.game import Game
from oldframe.play.server.replay import game_from_setup
from oldframe.play.server.store import ActionRow, Store, now_ms
from oldframe.rules.actions import Action, CastSpell, ChooseTarget, PassPriority

ADA = "20 Mountain\n20 Shock"
BEA = "17 Island\n17 Counterspell\n6 Merfolk of the Pearl Trident"


def _names(g: Game, oids: Any) -> list[str]:
    return [g.state.objects[o].card.name for o in oids]


def _untapped(g: Game, player: int, land: str) -> int:
    return sum(1 for o in g.state.battlefield if g.state.objects[o].controller == player
               and g.state.objects[o].card.name == land and not g.state.objects[o].tapped)


def _pick(g: Game, kind: str) -> Action | None:
    return next((a for a in g.legal_actions() if a.to_json()["type"] == kind), None)


def stack_scene(base: str, store: Store, page: Any) -> dict[str, Any]:
    """Ada (seat 1) casts Shock at Bea's Merfolk (or at Bea), Bea counters it: Ada holds priority
    with Counterspell on top of Shock. Returns the table, Ada's token and the targets."""
    created = page.request.post(base + "/play/api/tables", data=json.dumps({"seats": [
        {"kind": "human", "name": "Ada", "deck": ADA}, {"kind": "human", "name": "Bea", "deck": BEA}]}),
        headers={"content-type": "application/json"}).json()
    table_id = created["table"]
    record = store.table(table_id)
    assert record is not None and record.setup is not None
    g = game_from_setup(record.setup)
    shock_item = None
    for _ in range(4000):
        d = g.state.decision
        assert d is not None and not g.is_over(), "the script lost its way"
        seat, kind, st = d.player, d.kind.value, g.state
        action: Action | None = None
        if kind == "priority":
            top = st.stack[-1] if st.stack else None
            if seat == 0 and top is not None and top.source_name == "Counterspell":
                break  # the scene: Ada holds priority with Counterspell on top of Shock
            land = _pick(g, "land")
            if st.active == seat and not st.stack and land is not None:
                action = land
            elif seat == 1 and top is not None and top.source_name == "Shock":
                action = next((a for a in g.legal_actions() if isinstance(a, CastSpell)
                               and st.objects[a.oid].card.name == "Counterspell"), None)
                shock_item = top.oid
            elif seat == 1 and st.active == 1 and not st.stack:
                action = next((a for a in g.legal_actions() if isinstance(a, CastSpell)
                               and st.objects[a.oid].card.name == "Merfolk of the Pearl Trident"
                               and _untapped(g, 1, "Island") >= 3), None)
            elif seat == 0 and st.active == 0 and not st.stack and st.turn >= 5 \
                    and _untapped(g, 1, "Island") >= 2 and "Counterspell" in _names(g, st.players[1].hand):
                action = next((a for a in g.legal_actions() if isinstance(a, CastSpell)
                               and st.objects[a.oid].card.name == "Shock"), None)
            action = action or PassPriority()
        elif kind == "target":
            legal = g.legal_actions()
            merfolk = [o for o in st.battlefield if st.objects[o].card.name == "Merfolk of the Pearl Trident"]
            want = ("object", shock_item) if seat == 1 else ("object", merfolk[0]) if merfolk else ("player", 1)
            action = next((a for a in legal if isinstance(a, ChooseTarget) and tuple(a.target) == want), legal[0])
        else:
            action = _pick(g, "keep") or _pick(g, "done") or g.legal_actions()[0]
        store.append_action(table_id, ActionRow(len(g.actions), seat, action.to_json(), "player", now_ms()))
        g.apply(action)
    else:
        pytest.fail("the script never reached the scene")
    shock = next(it for it in g.state.stack if it.source_name == "Shock")
    counter = next(it for it in g.state.stack if it.source_name == "Counterspell")
    return {"table": table_id, "token": created["tokens"]["0"], "shock": shock.oid, "counter": counter.oid,
            "shock_target": list(shock.targets[0]), "seq": len(g.actions)}


ARROW_ENDS = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  return [...document.querySelectorAll('#arrows .arrow')].map((p) => {
    const nums = p.getAttribute('d').match(/-?[\\d.]+/g).map(Number);
    return { from: p.dataset.from, to: p.dataset.to,
             x: nums[nums.length - 2] + board.left, y: nums[nums.length - 1] + board.top };
  });
}"""


def target_selector(key: str) -> str:
    kind, ident = key.split(":")
    return f'.player[data-player="{ident}"] .pname' if kind == "player" else \
        f'.stack-item[data-oid="{ident}"], .table-area .card[data-oid="{ident}"]'


@pytest.mark.browser
def test_stack_items_point_at_their_targets_and_cards_enlarge(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    scene = stack_scene(base, store, page)
    page.goto(f"{base}/play/t/{scene['table']}#seat=0&token={scene['token']}")
    page.wait_for_selector("#board[data-pending=mine]")
    page.wait_for_selector("#arrows .arrow")
    shock_key = ":".join(str(x) for x in scene["shock_target"])
    items = {r["oid"]: r["targets"] for r in page.locator(".stack-item").evaluate_all(
        "els => els.map(e => ({oid: Number(e.dataset.oid), targets: e.dataset.targets}))")}
    assert items == {scene["counter"]: f"object:{scene['shock']}", scene["shock"]: shock_key}
    # one arrow per target, each ending on its target's box
    ends = page.evaluate(ARROW_ENDS)
    assert sorted((e["from"], e["to"]) for e in ends) == sorted(
        [(str(scene["counter"]), f"object:{scene['shock']}"), (str(scene["shock"]), shock_key)])
    for e in ends:
        box = page.locator(target_selector(e["to"])).first.bounding_box()
        assert box is not None
        assert box["x"] - 1 <= e["x"] <= box["x"] + box["width"] + 1
        assert box["y"] - 1 <= e["y"] <= box["y"] + box["height"] + 1
    # hovering a stack item highlights its target and its arrow
    page.hover(f'.stack-item[data-oid="{scene["shock"]}"]')
    assert "targeted" in (page.locator(target_selector(shock_key)).first.get_attribute("class") or "")
    assert page.locator(f'#arrows .arrow.hl[data-from="{scene["shock"]}"]').count() == 1
    # ... and enlarges the spell: an old-frame card with its 2003 text
    page.wait_for_selector("#enlarge:not([hidden]) .bigcard[data-name=Shock]")
    assert "Shock deals 2 damage" in page.inner_text("#enlarge .big-text")
    page.screenshot(path=str(ARTIFACTS / "board-stack-arrows.png"), full_page=True)
    in_hand = page.locator(".player.me .hand .card").first
    name = in_hand.get_attribute("data-name")
    in_hand.hover()
    page.wait_for_selector(f'#enlarge:not([hidden]) .bigcard[data-name="{name}"]')
    page.hover(".status")
    page.wait_for_selector("#enlarge", state="hidden")
    # a log line naming cards: the names are references, the line highlights them on the board
    line = page.locator("#log li.names-cards", has=page.locator(".card-ref[data-name=Counterspell]")).last
    line.hover()
    assert page.locator(f'.stack-item[data-oid="{scene["counter"]}"].log-hl').count() == 1
    line.locator(".card-ref[data-name=Counterspell]").hover()
    page.wait_for_selector("#enlarge:not([hidden]) .bigcard[data-name=Counterspell]")

    # a spectator sees the same arrows (the targets are public)
    watcher = browser.new_context(viewport={"width": 1300, "height": 950}).new_page()
    watcher.goto(f"{base}/play/t/{scene['table']}")
    watcher.wait_for_selector("#board[data-role=spectator] #arrows .arrow")
    assert watcher.locator("#arrows .arrow").count() == 2

    # a touch screen: a tap on a card with no action enlarges it, another tap closes it
    touch = browser.new_context(viewport={"width": 900, "height": 900}, has_touch=True).new_page()
    touch.goto(f"{base}/play/t/{scene['table']}")
    touch.wait_for_selector("#board[data-role=spectator] .battlefield .card[data-name=Island]")
    touch.tap(".battlefield .card[data-name=Island]")
    touch.wait_for_selector("#enlarge:not([hidden]) .bigcard[data-name=Island]")
    touch.tap("#enlarge")
    touch.wait_for_selector("#enlarge", state="hidden")
    # a tap on a stack item enlarges its spell and outlines its targets
    touch.tap(f'.stack-item[data-oid="{scene["counter"]}"]')
    touch.wait_for_selector("#enlarge:not([hidden]) .bigcard[data-name=Counterspell]")
    assert touch.locator(f'.stack-item[data-oid="{scene["shock"]}"].targeted').count() == 1


@pytest.mark.browser
def test_the_stop_bar_toggles_stops_and_marks_the_next_stop(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(base + "/play")
    page.click("#create-table")
    page.wait_for_url("**/play/t/**")
    table_id = page.url.split("/play/t/")[1].split("#")[0]
    page.wait_for_selector("#stopbar")
    # the default stops are shown pressed, the others not
    on = set(page.locator("#stopbar .stop-row[data-mine=true] .stop.on").evaluate_all(
        "els => els.map(e => e.dataset.step)"))
    assert on == {"main1", "declare_blockers", "main2"}
    for _ in range(8):  # past the mulligans into the game
        if wait_turn(page) == "over" or page.get_attribute("#board", "data-kind") == "priority":
            break
        click_once(page)
    # the marker names the next stop and sits on its step
    marker = page.locator("#stopbar .stop.next")
    assert marker.count() == 1
    text = page.inner_text("#next-stop")
    mine = marker.evaluate("e => e.closest('.stop-row').dataset.mine")
    assert text.startswith("Next stop: " + ("your" if mine == "true" else "opponent's"))
    # toggling a stop: the server keeps it (stored with the seat) and the bar redraws it pressed
    page.click("#stopbar .stop-row[data-mine=true] .stop[data-step=upkeep]")
    page.wait_for_selector("#stopbar .stop-row[data-mine=true] .stop[data-step=upkeep].on")
    record = store.table(table_id)
    assert record is not None and [True, "upkeep"] in record.seats[0].autopass["stops"]
    page.click("#stopbar .stop-row[data-mine=true] .stop[data-step=upkeep]")
    page.wait_for_selector("#stopbar .stop-row[data-mine=true] .stop[data-step=upkeep]:not(.on)")
    # "pass to end of turn": the mode is on, and the marker moves past this turn
    turn = page.inner_text(".status .turn")
    page.click("#stopbar .mode[data-mode=end_of_turn]")
    page.wait_for_function("(t) => { const n = document.getElementById('next-stop');"
                           " return document.querySelector('.status .turn').textContent !== t"
                           " || (n && /next turn|turns ahead|opponent/.test(n.textContent)); }", arg=turn)
    wait_turn(page)
    assert page.inner_text(".status .turn") != turn or page.get_attribute("#board", "data-over") == "true"
    # asked again on a later turn: the mode has ended, the seat is back at its stops
    page.wait_for_selector("#stopbar[data-mode=stops]")


def overflow(page: Any) -> dict[str, Any]:
    return page.evaluate("""() => ({ width: document.documentElement.scrollWidth, view: window.innerWidth,
      small: [...document.querySelectorAll('#board button, #board .actionable, #menu:not([hidden]) .menu-item')]
        .filter((e) => e.offsetParent !== null)
        .map((e) => { const r = e.getBoundingClientRect();
                      return { w: r.width, h: r.height, t: e.textContent.slice(0, 20) }; })
        .filter((r) => r.w < 40 || r.h < 40) })""")


@pytest.mark.browser
def test_a_phone_plays_by_taps_without_horizontal_scrolling(server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, _store = server
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2)
    page = context.new_page()
    page.goto(base + "/play")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.tap("#create-table")
    page.wait_for_url("**/play/t/**")
    page.wait_for_selector("#board[data-role=seat0] #stopbar")
    taps, seen_turns = 0, set()
    deadline = time.monotonic() + 240
    while len(seen_turns) < 4 and time.monotonic() < deadline:
        if wait_turn(page, 60_000) == "over":
            break
        seen_turns.add(page.inner_text(".status .turn").split(",")[0])
        o = overflow(page)
        assert o["width"] <= o["view"] == 390, f"the page scrolls sideways: {o['width']} px"
        assert o["small"] == [], f"tap targets under 40 px: {o['small'][:5]}"
        kind, seq = page.get_attribute("#board", "data-kind"), page.get_attribute("#board", "data-seq")
        if kind == "mulligan":
            page.tap("#prompt button[data-kind=keep]")
        elif kind == "priority" and page.locator(".player.me .hand .card.actionable").count():
            page.locator(".player.me .hand .card.actionable").first.tap()
            menu = page.locator("#menu:not([hidden]) .menu-item")
            if menu.count():
                assert overflow(page)["small"] == []
                menu.first.tap()
        elif kind in ("attackers", "blockers", "priority"):
            page.tap("#prompt button[data-kind=done], #prompt button[data-kind=pass]")
        else:
            page.locator("#prompt button.act").first.tap()
        taps += 1
        page.wait_for_function(
            """(seq) => { const b = document.getElementById('board');
                          return b.dataset.seq !== seq || !!document.querySelector('#play-error:not(:empty)'); }""",
            arg=seq, timeout=30_000)
        if taps == 10:
            page.screenshot(path=str(ARTIFACTS / "board-phone.png"), full_page=True)
    assert len(seen_turns) >= 3, f"only {seen_turns} in {taps} taps"
    page.screenshot(path=str(ARTIFACTS / "board-phone-end.png"), full_page=True)
    # the stop bar's toggles are tap-sized too, and a card enlarges centered on the small screen
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    card = page.locator(".player.me .battlefield .card, .player.me .hand .card").first
    card.dispatch_event("pointerdown", {"pointerType": "touch"})  # a long press
    page.wait_for_selector("#enlarge.centered:not([hidden])", timeout=3000)
    box = page.locator("#enlarge .bigcard").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390


@pytest.mark.browser
def test_a_finished_game_replays_forward_and_back_showing_no_hidden_card(
        server: tuple[str, Store], browser: Any) -> None:  # noqa: F811
    base, store = server
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.on("dialog", lambda d: d.accept())
    page.goto(base + "/play")
    page.click("#create-table")
    page.wait_for_url("**/play/t/**")
    table_id = page.url.split("/play/t/")[1].split("#")[0]
    for _ in range(30):
        if wait_turn(page) == "over":
            break
        click_once(page)
    if page.get_attribute("#board", "data-over") != "true":
        page.click("#prompt .concede")
    page.wait_for_selector("#board[data-over=true] #replay-link")
    page.goto(base + "/play")
    page.click(f'a.replay-link[href="/play/t/{table_id}/replay"]')
    frames: list[dict[str, Any]] = []
    page.on("response", lambda r: frames.append(r.json()) if "/replay/" in r.url and r.ok else None)
    page.wait_for_selector("body[data-step='0'] #board .player")
    steps = int(page.get_attribute("#replay-slider", "max") or 0) + 1
    rows = store.actions(table_id)
    assert 2 < steps <= len(rows) + 1
    assert page.locator(".hand .card").count() == 0 and page.locator("#stopbar").count() == 0
    seqs = [int(page.get_attribute("#board", "data-seq") or -1)]
    for k in range(1, 6):
        page.click("#replay-next")
        page.wait_for_selector(f"body[data-step='{k}']")
        seqs.append(int(page.get_attribute("#board", "data-seq") or -1))
    assert seqs == sorted(seqs) and len(set(seqs)) == 6  # forward: each step later in the game
    page.click("#replay-prev")
    page.wait_for_selector("body[data-step='4']")
    assert int(page.get_attribute("#board", "data-seq") or -1) == seqs[4]
    page.click("#replay-last")
    page.wait_for_selector(f"body[data-step='{steps - 1}'] #board[data-over=true]")
    assert "Game over." in page.inner_text("#prompt")
    assert page.locator(".hand .card").count() == 0  # even now, no hand is shown
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "board-replay.png"), full_page=True)
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f"body[data-step='{steps - 2}']")
    for f in frames:
        for p in f["view"]["players"]:
            assert not {"hand", "library", "sideboard"} & set(p)
    assert len(frames) >= 8
    # the replay works on a phone too: steps by taps, nothing wider than the screen
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    phone.goto(f"{base}/play/t/{table_id}/replay")
    phone.wait_for_selector("body[data-step='0'] #board .player")
    phone.tap("#replay-next")
    phone.wait_for_selector("body[data-step='1']")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert overflow(phone)["small"] == []
