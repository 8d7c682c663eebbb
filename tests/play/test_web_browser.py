"""The web app in a real headless Chromium: search, sort, follow a card link, download the CSV.

Chromium is Debian's (``scripts/setup-browser.sh`` installs it); Playwright drives it. A missing or
broken browser fails this test loudly: it is never skipped.
"""

from __future__ import annotations

import csv
import io
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from oldframe.cards.catalog import open_catalog
from oldframe.play.web import create_app

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_path() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    if found is None:
        pytest.fail("Chromium not found: run `bash scripts/setup-browser.sh` (installs Debian's chromium)")
    return found


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """The app served by uvicorn in a thread, on a free loopback port bound before the server starts."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(open_catalog()), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@pytest.mark.browser
def test_search_sort_card_page_and_csv_download(base_url: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        try:
            browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
        except Exception as exc:  # a browser that cannot start must fail, with the reason
            pytest.fail(f"headless Chromium failed to start: {exc}")
        try:
            context = browser.new_context(accept_downloads=True)
            page = context.new_page()
            page.goto(base_url + "/")
            assert "Every Old Frame card" in page.inner_text("h1")

            page.fill('input[name="q"]', "t:goblin c:r pow>=2")
            page.press('input[name="q"]', "Enter")
            page.wait_for_selector("#count")
            expected = len(open_catalog().search("t:goblin c:r pow>=2"))
            assert page.inner_text("#count").startswith(f"{expected} cards")
            names = page.locator("td.name a").all_inner_texts()
            assert "Goblin Brigand" in names and "Goblin King" not in names

            page.click("th >> text=Cost")
            page.wait_for_url("**order%3Acmc**")
            assert page.input_value('input[name="q"]') == "t:goblin c:r pow>=2 order:cmc"
            catalog = open_catalog()
            costs = [catalog.card(n).cmc for n in page.locator("td.name a").all_inner_texts()]  # type: ignore[union-attr]
            assert costs == sorted(costs)

            with page.expect_download() as download_info:
                page.click("#download-csv")
            download = download_info.value
            assert download.suggested_filename == "oldframe-cards.csv"
            target = tmp_path / "cards.csv"
            download.save_as(target)
            raw = target.read_bytes()
            assert raw.startswith(b"\xef\xbb\xbfname,mana_cost,mana_value,colors,type_line_2003,")
            rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
            assert len(rows) == expected
            brigand = next(r for r in rows if r["name"] == "Goblin Brigand")
            assert brigand["mana_cost"] == "{1}{R}" and brigand["type_line_2003"] == "Creature - Goblin"
            assert (brigand["power"], brigand["toughness"], brigand["first_set"]) == ("2", "2", "SCG")

            page.click("td.name a >> text=Goblin Brigand")
            page.wait_for_url("**/card/Goblin%20Brigand")
            assert page.inner_text("h1").startswith("Goblin Brigand")
            assert "Creature - Goblin" in page.inner_text("section.wording")
            assert page.locator("section.printings tbody tr").count() >= 1
            assert "Premodern" in page.inner_text("section.legality")

            page.fill('input[name="q"]', "t:goblin xx:foo")
            page.press('input[name="q"]', "Enter")
            page.wait_for_selector(".error")
            assert "unknown keyword 'xx:' at position 10" in page.inner_text(".error")
        finally:
            browser.close()
