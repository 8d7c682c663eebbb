"""Formats as data: legality by printing, banned/restricted lists, deck checks."""

from __future__ import annotations

import pytest

from oldframe.cards.data import CardPool, load_pool
from oldframe.cards.formats import FORMATS, check_deck, get_format, legality


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_pool()


def _legal(pool: CardPool, name: str, fmt: str) -> str:
    card = pool.get(name)
    assert card is not None, name
    return legality(card, fmt)


def test_format_codes_and_fields() -> None:
    assert sorted(FORMATS) == [
        "oldframe-legacy",
        "oldframe-vintage",
        "oldschool",
        "premodern",
        "scourge-extended",
    ]
    for f in FORMATS.values():
        assert f.min_deck == 60 and f.max_sideboard == 15 and f.max_copies == 4
        assert f.source and f.as_of and f.sets
    assert FORMATS["oldframe-legacy"].provisional
    assert len(FORMATS["oldframe-vintage"].restricted) == 46
    assert len(FORMATS["scourge-extended"].banned) == 16


def test_every_listed_name_is_in_the_pool(pool: CardPool) -> None:
    missing = sorted(
        (f.code, name)
        for f in FORMATS.values()
        for name in f.banned | f.restricted | f.unlimited
        if name not in pool.cards
    )
    assert missing == []


def test_every_set_code_is_in_the_pool(pool: CardPool) -> None:
    assert sorted(s for f in FORMATS.values() for s in f.sets if s not in pool.sets) == []


@pytest.mark.parametrize(
    ("name", "fmt", "expected"),
    [
        ("Black Lotus", "oldframe-vintage", "restricted"),
        ("Black Lotus", "oldframe-legacy", "banned"),
        ("Black Lotus", "scourge-extended", "not_legal"),
        ("Black Lotus", "oldschool", "restricted"),
        ("Shahrazad", "oldframe-vintage", "banned"),
        ("Dark Ritual", "scourge-extended", "banned"),  # 7ED/TMP/USG… printings make it allowed, then banned
        ("Dark Ritual", "oldframe-vintage", "legal"),
        ("Lightning Bolt", "scourge-extended", "not_legal"),  # last printed in 4ED/5ED, no 6ED–SCG printing
        ("Llanowar Elves", "scourge-extended", "legal"),
        ("Mana Crypt", "oldframe-vintage", "restricted"),  # HarperPrism book promo
        ("Blacker Lotus", "oldframe-vintage", "not_legal"),  # Unglued
        ("Blacker Lotus", "premodern", "not_legal"),
        ("Force of Will", "premodern", "banned"),
        ("Swords to Plowshares", "premodern", "legal"),
        ("Swords to Plowshares", "oldschool", "legal"),
        ("Plague Rats", "oldschool", "legal"),
        ("Mana Drain", "oldschool", "restricted"),
        ("Counterspell", "oldschool", "legal"),
        ("Force of Will", "oldschool", "not_legal"),
    ],
)
def test_legality(pool: CardPool, name: str, fmt: str, expected: str) -> None:
    assert _legal(pool, name, fmt) == expected


def test_memorabilia_only_and_vanguard_cards_not_legal(pool: CardPool) -> None:
    only_memorabilia = [c for c in pool if set(c.sets) <= {"PCEL"}]
    vanguard = [c for c in pool if c.layout == "vanguard"]
    assert only_memorabilia and vanguard
    for card in [*only_memorabilia, *vanguard]:
        assert legality(card, "oldframe-vintage") == "not_legal", card.name


def test_lists_agree_with_data_set_fields(pool: CardPool) -> None:
    for code in ("premodern", "oldschool"):
        f = FORMATS[code]
        assert f.legality_field == code
        assert f.banned == {c.name for c in pool if c.legal.get(code) == "Banned"}
        assert f.restricted == {c.name for c in pool if c.legal.get(code) == "Restricted"}


def test_unknown_format_lists_valid_codes(pool: CardPool) -> None:
    card = pool.get("Black Lotus")
    assert card is not None
    with pytest.raises(KeyError, match="oldframe-vintage"):
        legality(card, "standard")
    with pytest.raises(KeyError, match="premodern"):
        get_format("type-1")


def _basic_deck() -> dict[str, int]:
    return {"Llanowar Elves": 4, "Grizzly Bears": 4, "Giant Growth": 4, "Forest": 48}


def test_legal_deck_has_no_problems(pool: CardPool) -> None:
    assert check_deck(_basic_deck(), {"Naturalize": 3}, "scourge-extended", pool) == []
    assert check_deck(_basic_deck(), {}, "oldframe-vintage", pool) == []


def test_deck_problems(pool: CardPool) -> None:
    main = {"Llanowar Elves": 5, "Black Lotus": 2, "Forest": 20}
    side = dict.fromkeys(["Giant Growth", "Shahrazad", "Not A Card"], 1) | {"Naturalize": 14}
    problems = check_deck(main, side, "oldframe-vintage", pool)
    assert problems == [
        "main deck has 27 cards; Old Frame Vintage needs at least 60",
        "sideboard has 17 cards; Old Frame Vintage allows at most 15",
        "Black Lotus: restricted in Old Frame Vintage (at most 1), deck has 2",
        "Llanowar Elves: 5 copies; at most 4 allowed",
        "Naturalize: 14 copies; at most 4 allowed",
        "Not A Card: no such card in the Old Frame card pool",
        "Shahrazad: banned in Old Frame Vintage",
    ]


def test_copy_limit_counts_sideboard_and_exempts_basics_and_plague_rats(pool: CardPool) -> None:
    main = {"Llanowar Elves": 3, "Forest": 57}
    assert check_deck(main, {"Llanowar Elves": 2}, "premodern", pool) == [
        "Llanowar Elves: 5 copies; at most 4 allowed"
    ]
    rats = {"Plague Rats": 20, "Swamp": 40}
    assert check_deck(rats, {}, "oldschool", pool) == []
    assert check_deck(rats, {}, "oldframe-vintage", pool) == ["Plague Rats: 20 copies; at most 4 allowed"]


def test_not_legal_card_in_deck(pool: CardPool) -> None:
    deck = _basic_deck() | {"Blacker Lotus": 1}
    assert check_deck(deck, {}, "oldframe-vintage", pool) == ["Blacker Lotus: not legal in Old Frame Vintage"]
