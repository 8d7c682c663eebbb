"""Malformed queries: each raises QueryError naming the bad token and its 1-based position."""

from __future__ import annotations

import pytest

from oldframe.cards.catalog import Catalog, open_catalog
from oldframe.cards.search import QueryError, parse


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return open_catalog()


def test_unknown_keyword_message_and_caret() -> None:
    with pytest.raises(QueryError) as info:
        parse("t:goblin c:r xx:foo")
    err = info.value
    assert str(err) == "unknown keyword 'xx:' at position 14"
    assert err.position == 14 and err.offset == 13
    assert err.caret() == "t:goblin c:r xx:foo\n             ^~~"
    assert err.render().startswith("unknown keyword 'xx:' at position 14\n")


@pytest.mark.parametrize(
    ("query", "message", "position"),
    [
        ('goblin "war lord', "unterminated quoted string", 8),
        ("o:/draw", "unterminated regular expression (missing closing '/')", 3),
        ("//", "empty regular expression", 1),
        ("o:/(draw/", "bad regular expression /(draw/: missing ), unterminated subpattern", 4),
        ("(t:goblin", "missing ')' for this '('", 1),
        ("t:goblin)", "unmatched ')'", 9),
        ("()", "empty parentheses", 1),
        ("or t:goblin", "expected a search term before 'or'", 1),
        ("t:goblin or", "expected a search term after 'or'", 10),
        ("t:goblin and", "'and' needs a search term on both sides", 10),
        ("t:goblin -", "nothing to negate after '-'", 10),
        ("-)", "nothing to negate after '-'", 1),
        ("t:", "missing value after 't:'", 1),
        ('o:""', "empty value after 'o:'", 1),
        ("c:rx", "unknown color 'x' in 'rx' (use letters wubrg, c, m or a color name)", 4),
        ("c>m", "'c>m': multicolor takes only ':' or '!='", 1),
        ("m:{2}q", "'q' is not a mana symbol", 6),
        ("m:{}", "empty mana symbol '{}'", 3),
        ("mv>=abc", "expected a number after 'mv>=', got 'abc'", 5),
        ("pow>bogus", "expected a number after 'pow>', got 'bogus'", 5),
        ("year=95", "expected a four-digit year after 'year=', got '95'", 6),
        ("cn>abc", "'cn>' needs a number", 1),
        ("r:mythic", "unknown rarity 'mythic' (known: common, uncommon, rare, special)", 3),
        ("is:shiny", "unknown is: value 'shiny'", 4),
        ("frame:2003", "unknown frame '2003' (known: 1993, 1997)", 7),
        ("border:blue", "unknown border 'blue'", 8),
        ("order:flavor", "unknown order 'flavor'", 7),
        ("direction:up", "unknown direction 'up' (known: asc, desc)", 11),
        ("unique:art", "unknown unique: value 'art' (known: cards, prints)", 8),
        ("-order:cmc", "'order:' cannot be negated", 2),
        ("s>lea", "'s' does not take '>' (use 's:' 's=' 's!=')", 1),
        ("t>goblin", "'t' does not take '>' (use 't:' 't=')", 1),
        ("c:/r/", "'c:' does not take a regular expression", 1),
        ("date:yesterday!", "expected YYYY, YYYY-MM, YYYY-MM-DD or a set code after 'date:'", 6),
        ("s:l$a", "'l$a' is not a set code", 3),
    ],
)
def test_parse_errors(query: str, message: str, position: int) -> None:
    with pytest.raises(QueryError) as info:
        parse(query)
    assert message in str(info.value)
    assert str(info.value).endswith(f"at position {position}")
    assert info.value.position == position


@pytest.mark.parametrize(
    ("query", "message", "position"),
    [
        ("t:goblin s:zzz", "unknown set code 'zzz' at position 10", 10),
        ("in:qqq", "unknown set code 'qqq' at position 1", 1),
        ("f:modern", "unknown format 'modern' (known: ", 1),
        ("banned:standard", "unknown format 'standard'", 1),
        ("b:kamigawa", "unknown block 'kamigawa' (known: ", 1),
        ("b:arn", "set 'arn' is not part of a block", 1),
        ("date<zzz", "unknown set code 'zzz' in date", 1),
    ],
)
def test_evaluation_errors(catalog: Catalog, query: str, message: str, position: int) -> None:
    with pytest.raises(QueryError) as info:
        catalog.search(query)
    assert message in str(info.value)
    assert info.value.position == position


def test_error_positions_point_at_the_token(catalog: Catalog) -> None:
    query = "c:r t:goblin s:zzz"
    with pytest.raises(QueryError) as info:
        catalog.search(query)
    assert query[info.value.offset :].startswith("s:zzz")
    assert info.value.caret().splitlines()[1] == " " * 13 + "^~~~~"
