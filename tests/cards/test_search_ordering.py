"""order:/direction: sorting, ties broken by name, missing values last."""

from __future__ import annotations

from itertools import pairwise

import pytest

from oldframe.cards.catalog import Catalog, open_catalog
from oldframe.cards.search.index import color_rank
from oldframe.cards.search.values import fold, numeric


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return open_catalog()


def test_default_order_is_name(catalog: Catalog) -> None:
    got = [c.name for c in catalog.search("t:dragon").cards()]
    assert got == sorted(got, key=lambda n: (fold(n), n))


def test_name_descending(catalog: Catalog) -> None:
    got = [c.name for c in catalog.search("t:dragon order:name direction:desc").cards()]
    assert got == sorted(got, key=lambda n: (fold(n), n), reverse=True)


@pytest.mark.parametrize("direction", ["asc", "desc"])
def test_cmc_order_breaks_ties_by_name(catalog: Catalog, direction: str) -> None:
    cards = catalog.search(f"t:dragon order:cmc direction:{direction}").cards()
    keys = [c.cmc for c in cards]
    assert keys == sorted(keys, reverse=direction == "desc")
    for a, b in pairwise(cards):
        if a.cmc == b.cmc:
            assert fold(a.name) < fold(b.name)


@pytest.mark.parametrize("order", ["power", "toughness"])
def test_missing_power_sorts_last_both_ways(catalog: Catalog, order: str) -> None:
    for direction in ("asc", "desc"):
        cards = catalog.search(f"(t:dragon or t:instant) c:r order:{order} direction:{direction}").cards()
        values = [numeric(c.power if order == "power" else c.toughness) for c in cards]
        present = [v for v in values if v is not None]
        assert values[: len(present)] == sorted(present, reverse=direction == "desc")
        assert all(v is None for v in values[len(present) :]) and len(present) < len(values)


def test_released_order_uses_the_shown_printing(catalog: Catalog) -> None:
    rows = catalog.search("t:djinn order:released direction:desc")
    dates = [h.printing.released for h in rows]
    assert dates == sorted(dates, reverse=True)


def test_set_and_rarity_and_color_orders(catalog: Catalog) -> None:
    rows = catalog.search("s:arn order:set unique:prints")
    numbers = [int("".join(ch for ch in h.printing.number if ch.isdigit())) for h in rows]
    assert numbers == sorted(numbers)
    rarities = [h.printing.rarity for h in catalog.search("t:wall order:rarity")]
    rank = {"common": 0, "uncommon": 1, "rare": 2, "special": 3}
    assert [rank[r] for r in rarities] == sorted(rank[r] for r in rarities)
    ranks = [color_rank(c.colors) for c in catalog.search("t:dragon order:color").cards()]
    assert ranks == sorted(ranks)


def test_unique_prints_default_order_is_name_then_date(catalog: Catalog) -> None:
    rows = catalog.search("t:djinn unique:prints")
    keys = [(fold(h.card.name), h.printing.released) for h in rows]
    assert keys == sorted(keys)


def test_same_query_same_order(catalog: Catalog) -> None:
    a = [(h.card.name, h.printing.set) for h in catalog.search("c:r order:cmc")]
    catalog.index.leaf_cache.clear()
    b = [(h.card.name, h.printing.set) for h in catalog.search("c:r order:cmc")]
    assert a == b
