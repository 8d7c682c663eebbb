"""The web app answers hostile search queries with a 400 page naming the problem, never a 500."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from urllib.parse import quote

import pytest

from oldframe.cards.catalog import open_catalog
from oldframe.cards.search.limits import MAX_NESTING
from oldframe.play.web import create_app

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(open_catalog())) as c:
        yield c


@pytest.mark.parametrize(
    ("query", "message"),
    [("(" * 2000 + "goblin" + ")" * 2000, f"nested more than {MAX_NESTING} deep"),
     ("o:/(a{999}){999}/", "repeat counts multiply to 998001"),
     ("x" * 6000, "query longer than")],
)
@pytest.mark.parametrize("path", ["/", "/cards.csv", "/printings.csv"])
def test_hostile_query_is_a_400_with_the_reason(client: TestClient, path: str, query: str, message: str) -> None:
    r = client.get(f"{path}?q={quote(query)}")
    assert r.status_code == 400
    assert message in r.text
