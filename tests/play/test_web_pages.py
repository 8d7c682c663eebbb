"""Web pages and CSV endpoints through FastAPI's TestClient."""

from __future__ import annotations

import csv
import html
import io
import re
import warnings
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.cards.search import KEYWORDS, SYNTAX
from oldframe.play.web import create_app
from oldframe.play.web.render import search_url

with warnings.catch_warnings():  # starlette's notice about the httpx backend is not ours to fix
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(open_catalog())) as c:
        yield c


def csv_rows(body: bytes) -> list[dict[str, str]]:
    assert body.startswith(b"\xef\xbb\xbf")
    return list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"), newline="")))


def result_names(page: str) -> list[str]:
    return [html.unescape(n) for n in re.findall(r'<td class="name"><a href="/card/[^"]+">([^<]+)</a>', page)]


def test_home_page(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert "6370 cards, 13397 printings" in r.text
    assert 'href="/?q=t%3Agoblin+c%3Ar+pow%3E%3D2"' in r.text
    assert '<link rel="stylesheet" href="/static/style.css">' in r.text


def test_search_results(client: TestClient) -> None:
    r = client.get("/", params={"q": "t:goblin c:r pow>=2"})
    assert r.status_code == 200
    expected = len(open_catalog().search("t:goblin c:r pow>=2"))  # 2003 type lines come from the generator
    assert expected > 40 and f'<p id="count">{expected} cards' in r.text
    names = result_names(r.text)
    assert len(names) == expected and "Goblin Brigand" in names and "Goblin King" not in names
    assert names == sorted(names)
    assert '<a href="/card/Goblin%20Brigand">Goblin Brigand</a>' in r.text
    assert 'value="t:goblin c:r pow&gt;=2"' in r.text


def test_paging(client: TestClient) -> None:
    first = client.get("/", params={"q": "c:m"})
    assert "325 cards" in first.text and "showing 1–60" in first.text and "Page 1 of 6" in first.text
    second = client.get("/", params={"q": "c:m", "page": "2"})
    assert "showing 61–120" in second.text and "Page 2 of 6" in second.text
    assert set(result_names(first.text)).isdisjoint(result_names(second.text))
    assert 'rel="next" href="/?q=c%3Am&amp;page=3"' in second.text
    assert 'rel="prev" href="/?q=c%3Am"' in second.text
    last = client.get("/", params={"q": "c:m", "page": "99"})
    assert "Page 6 of 6" in last.text and "showing 301–325" in last.text
    assert "Page 1 of 6" in client.get("/", params={"q": "c:m", "page": "abc"}).text


def test_column_headers_sort(client: TestClient) -> None:
    r = client.get("/", params={"q": "t:dragon"})
    assert 'href="/?q=t%3Adragon+order%3Acmc">Cost</a>' in r.text
    assert 'href="/?q=t%3Adragon+order%3Aname+direction%3Adesc">Name</a> ▲' in r.text
    by_cmc = client.get("/", params={"q": "t:dragon order:cmc"})
    assert 'href="/?q=t%3Adragon+order%3Acmc+direction%3Adesc">Cost</a> ▲' in by_cmc.text
    desc = client.get("/", params={"q": "t:dragon order:cmc direction:desc"})
    assert 'href="/?q=t%3Adragon+order%3Acmc">Cost</a> ▼' in desc.text
    cat = open_catalog()
    cmcs = [cat.card(n).cmc for n in result_names(desc.text)]  # type: ignore[union-attr]
    assert cmcs == sorted(cmcs, reverse=True)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("t:goblin xx:foo", "unknown keyword &#39;xx:&#39; at position 10"),
        ("(t:goblin", "missing &#39;)&#39; for this &#39;(&#39; at position 1"),
        ("s:zzz", "unknown set code &#39;zzz&#39; at position 1"),
        ("o:/(/", "bad regular expression"),
        ('"open', "unterminated quoted string"),
        ("f:modern", "unknown format &#39;modern&#39;"),
    ],
)
def test_bad_query_shows_message(client: TestClient, query: str, message: str) -> None:
    r = client.get("/", params={"q": query})
    assert r.status_code == 400
    assert 'role="alert"' in r.text and message in r.text
    assert '<pre class="caret">' in r.text


def test_no_500_for_odd_input(client: TestClient) -> None:
    for q in ["-", "!", "or", ")(", "c:", "m:{", "pow>", "order:", "<script>alert(1)</script>", "a" * 500,
              "\x00", "é", "//", "/[/", "t:\"", "-(-(-(x)))", "year>=99999", "cn:", "date>=2003-13-45"]:
        r = client.get("/", params={"q": q})
        assert r.status_code in (200, 400), q
        assert "<script>alert" not in r.text
        c = client.get("/cards.csv", params={"q": q})
        assert c.status_code in (200, 400), q


def test_help_documents_every_operator(client: TestClient) -> None:
    r = client.get("/help")
    assert r.status_code == 200
    for kw in KEYWORDS:
        assert f'id="kw-{kw.name}"' in r.text
        for alias in kw.aliases:
            assert f"<code>{alias}</code>" in r.text
    for example in [e for kw in KEYWORDS for e, _ in kw.examples] + [e for r in SYNTAX for e, _ in r.examples]:
        assert f'href="{html.escape(search_url(example))}"' in r.text, example
    for word in ("order:", "direction:", "unique:", "oldframe-vintage", "premodern", "oldschool"):
        assert word in r.text


def test_help_examples_all_find_cards() -> None:
    cat = open_catalog()
    for kw in KEYWORDS:
        for example, _ in kw.examples:
            assert len(cat.search(example)) > 0, example
    for rule in SYNTAX:
        for example, _ in rule.examples:
            assert len(cat.search(example)) > 0, example


def test_card_page(client: TestClient) -> None:
    r = client.get("/card/Goblin%20King")
    assert r.status_code == 200
    text = r.text
    assert "<h1>Goblin King" in text
    assert '<p class="type">Creature - Lord</p>' in text
    assert "All Goblins get +1/+1 and have mountainwalk." in text
    assert "Source: era printing (8ED)" in text
    assert "Other Goblins get +1/+1 and have mountainwalk." in text  # modern Oracle
    assert "Printings (14)" in text
    assert "Limited Edition Alpha</a> <small>LEA</small>" in text and "Jesper Myrfors" in text
    assert "Goblins in play gain mountainwalk and +1/+1 while this card remains in play." in text
    for fmt in open_catalog().formats:
        assert f"<th>{fmt.name}</th>" in text
    assert '<abbr class="mana mana-r" title="{R}">R</abbr>' in text


def test_card_page_split_and_accents(client: TestClient) -> None:
    r = client.get("/card/" + quote("Fire // Ice", safe=""))
    assert r.status_code == 200 and "<h1>Fire // Ice" in r.text
    assert client.get("/card/juzam%20djinn").status_code == 200


def test_unknown_card_404(client: TestClient) -> None:
    r = client.get("/card/Goblin%20Kin")
    assert r.status_code == 404
    assert "no card named “Goblin Kin”" in r.text.replace("There is no", "no")
    assert '<a href="/card/Goblin%20King">Goblin King</a>' in r.text


def test_cards_csv_whole_pool(client: TestClient) -> None:
    r = client.get("/cards.csv")
    assert r.status_code == 200
    assert r.headers["content-type"] == "text/csv; charset=utf-8"
    assert r.headers["content-disposition"] == 'attachment; filename="oldframe-cards.csv"'
    rows = csv_rows(r.content)
    assert len(rows) == 6370


def test_cards_csv_for_query(client: TestClient) -> None:
    rows = csv_rows(client.get("/cards.csv", params={"q": "t:goblin c:r pow>=2"}).content)
    assert len(rows) == len(open_catalog().search("t:goblin c:r pow>=2"))
    brigand: dict[str, Any] = next(r for r in rows if r["name"] == "Goblin Brigand")
    assert brigand["type_line_2003"] == "Creature - Goblin" and brigand["mana_cost"] == "{1}{R}"


def test_printings_csv(client: TestClient) -> None:
    rows = csv_rows(client.get("/printings.csv", params={"q": "s:lea"}).content)
    assert len(rows) == 295 and {r["set"] for r in rows} == {"LEA"}
    every = csv_rows(client.get("/printings.csv").content)
    assert len(every) == 13397


def test_csv_bad_query_is_400(client: TestClient) -> None:
    for path in ("/cards.csv", "/printings.csv"):
        r = client.get(path, params={"q": "t:goblin xx:foo"})
        assert r.status_code == 400
        assert r.text.startswith("bad query: unknown keyword 'xx:' at position 10\n")


def test_static_css(client: TestClient) -> None:
    r = client.get("/static/style.css")
    assert r.status_code == 200 and "abbr.mana" in r.text
