"""Tokenizer and parser: every syntax form becomes the expected typed tree (no card data needed)."""

from __future__ import annotations

import pytest

from oldframe.cards.search import parse, with_order
from oldframe.cards.search.ast import (
    And,
    ColorMatch,
    Compare,
    ExactName,
    Lookup,
    ManaMatch,
    MatchAll,
    Not,
    Or,
    TextMatch,
)
from oldframe.cards.search.keys import BY_ALIAS, KEYWORDS
from oldframe.cards.search.lexer import Kind, tokenize


def test_tokens_remember_positions() -> None:
    toks = tokenize('t:goblin -"war lord" (a or b)')
    kinds = [t.kind for t in toks]
    assert kinds == [Kind.TERM, Kind.NEG, Kind.PHRASE, Kind.LPAREN, Kind.WORD, Kind.OR, Kind.WORD,
                     Kind.RPAREN, Kind.END]
    assert (toks[0].key, toks[0].op, toks[0].value, toks[0].start, toks[0].end) == ("t", ":", "goblin", 0, 8)
    assert (toks[2].value, toks[2].start) == ("war lord", 10)


def test_bare_words_phrase_exact_and_regex() -> None:
    q = parse('goblin "war lord" !"Fire // Ice" /^sol/')
    assert isinstance(q.root, And)
    word, phrase, exact, rx = q.root.children
    assert isinstance(word, TextMatch) and (word.field, word.text) == ("name", "goblin")
    assert isinstance(phrase, TextMatch) and phrase.text == "war lord"
    assert isinstance(exact, ExactName) and exact.name == "fire // ice"
    assert isinstance(rx, TextMatch) and rx.regex is not None and rx.regex.pattern == "^sol"


def test_words_are_folded() -> None:
    q = parse("Juzám ÆTHER")
    assert isinstance(q.root, And)
    assert [c.text for c in q.root.children if isinstance(c, TextMatch)] == ["juzam", "aether"]


def test_or_binds_looser_than_and_and_parentheses_group() -> None:
    q = parse("a b or c")
    assert isinstance(q.root, Or)
    assert isinstance(q.root.children[0], And)
    q2 = parse("a (b or c)")
    assert isinstance(q2.root, And) and isinstance(q2.root.children[1], Or)
    q3 = parse("a and b")
    assert isinstance(q3.root, And) and len(q3.root.children) == 2


def test_negation() -> None:
    q = parse("-t:creature -(c:r or c:g)")
    assert isinstance(q.root, And)
    assert all(isinstance(c, Not) for c in q.root.children)


def test_empty_query_matches_all() -> None:
    assert isinstance(parse("").root, MatchAll)
    assert isinstance(parse("   order:cmc").root, MatchAll)


@pytest.mark.parametrize(
    ("text", "field", "op", "colors"),
    [
        ("c:rg", "colors", ">=", {"R", "G"}),
        ("c=rg", "colors", "=", {"R", "G"}),
        ("c<=wu", "colors", "<=", {"W", "U"}),
        ("c>r", "colors", ">", {"R"}),
        ("c<g", "colors", "<", {"G"}),
        ("c!=b", "colors", "!=", {"B"}),
        ("c:c", "colors", "=", set()),
        ("c:boros", "colors", ">=", {"R", "W"}),
        ("id:g", "identity", "<=", {"G"}),
        ("id>=wub", "identity", ">=", {"W", "U", "B"}),
    ],
)
def test_color_terms(text: str, field: str, op: str, colors: set[str]) -> None:
    node = parse(text).root
    assert isinstance(node, ColorMatch)
    assert (node.field, node.op, set(node.colors)) == (field, op, colors)


def test_multicolor_and_count() -> None:
    node = parse("c:m").root
    assert isinstance(node, ColorMatch) and node.multicolor
    neg = parse("c!=m").root
    assert isinstance(neg, Not)
    count = parse("c>=2").root
    assert isinstance(count, ColorMatch) and (count.count, count.op) == (2, ">=")


@pytest.mark.parametrize(
    ("text", "field", "op", "number", "other"),
    [
        ("mv>=7", "cmc", ">=", 7.0, None),
        ("cmc:3", "cmc", "=", 3.0, None),
        ("pow>tou", "pow", ">", None, "tou"),
        ("tou<=cmc", "tou", "<=", None, "cmc"),
        ("pt!=4", "pt", "!=", 4.0, None),
        ("year<1995", "year", "<", 1995.0, None),
        ("cn>=300", "cn", ">=", 300.0, None),
        ("power<2.5", "pow", "<", 2.5, None),
    ],
)
def test_numeric_terms(text: str, field: str, op: str, number: float | None, other: str | None) -> None:
    node = parse(text).root
    assert isinstance(node, Compare)
    assert (node.field, node.op, node.number, node.other) == (field, op, number, other)


def test_pt_slash_is_power_and_toughness() -> None:
    node = parse("pt:2/3").root
    assert isinstance(node, And)
    assert [(c.field, c.number) for c in node.children if isinstance(c, Compare)] == [("pow", 2.0), ("tou", 3.0)]


def test_mana_terms() -> None:
    node = parse("m:{2}{R}{R}").root
    assert isinstance(node, ManaMatch) and node.op == ">=" and dict(node.symbols) == {"#": 2, "R": 2}
    same = parse("m:2rr").root
    assert isinstance(same, ManaMatch) and same.symbols == node.symbols
    exact = parse("m={x}{r}").root
    assert isinstance(exact, ManaMatch) and exact.op == "=" and dict(exact.symbols) == {"X": 1, "R": 1}


@pytest.mark.parametrize(
    ("text", "field", "op", "value"),
    [
        ("r:c", "rarity", "=", "common"),
        ("rarity>=uncommon", "rarity", ">=", "uncommon"),
        ("s:LEA", "set", "=", "lea"),
        ("e:arn", "set", "=", "arn"),
        ("set:4ed", "set", "=", "4ed"),
        ("in:lea", "in", "=", "lea"),
        ("in:rare", "in", "=", "rare"),
        ("b:tempest", "block", "=", "tempest"),
        ("is:reserved", "is", "=", "reserved"),
        ("frame:1993", "frame", "=", "1993"),
        ("border:white", "border", "=", "white"),
        ("f:premodern", "format", "=", "premodern"),
        ("legal:oldschool", "format", "=", "oldschool"),
        ("banned:premodern", "banned", "=", "premodern"),
        ("restricted:oldschool", "restricted", "=", "oldschool"),
        ("date>=1995-06", "date", ">=", "1995-06"),
        ("date<ice", "date", "<", "ice"),
        ("cn:10a", "cn", ":", "10a"),
    ],
)
def test_lookup_terms(text: str, field: str, op: str, value: str) -> None:
    node = parse(text).root
    assert isinstance(node, Lookup)
    assert (node.field, node.op, node.value) == (field, op, value)


def test_not_is_and_set_inequality_are_negations() -> None:
    assert isinstance(parse("not:reserved").root, Not)
    assert isinstance(parse("s!=lea").root, Not)


@pytest.mark.parametrize(
    ("key", "field"),
    [("o", "oracle"), ("oracle", "oracle"), ("mo", "modern"), ("pr", "printed"), ("ft", "flavor"),
     ("t", "type"), ("mt", "mtype"), ("prt", "ptype"), ("a", "artist"), ("name", "name")],
)
def test_text_keys(key: str, field: str) -> None:
    node = parse(f'{key}:"comes into play"').root
    assert isinstance(node, TextMatch) and (node.field, node.text) == (field, "comes into play")
    rx = parse(f"{key}:/draw (a|two)/").root
    assert isinstance(rx, TextMatch) and rx.regex is not None and rx.regex.flags & 2  # re.IGNORECASE


def test_directives() -> None:
    q = parse("t:dragon order:cmc direction:desc unique:prints")
    assert (q.order, q.direction, q.unique) == ("cmc", "desc", "prints")
    assert isinstance(q.root, TextMatch)
    assert parse("order:mv").order == "cmc"
    assert parse("x order:name order:power").order == "power"  # last one wins
    assert (parse("x").order, parse("x").direction, parse("x").unique) == ("name", "asc", "cards")


def test_keyword_table_is_consistent() -> None:
    aliases = [a for kw in KEYWORDS for a in kw.aliases]
    assert len(aliases) == len(set(aliases)), "an alias is used twice"
    assert set(BY_ALIAS) == set(aliases)
    for kw in KEYWORDS:
        assert kw.summary and kw.examples, kw.name
        for example, _ in kw.examples:
            parse(example)


def test_with_order_replaces_sort_terms() -> None:
    assert with_order("t:goblin order:cmc direction:desc", "power", "asc") == "t:goblin order:power"
    assert with_order("t:goblin", "name", "desc") == "t:goblin order:name direction:desc"
    assert with_order("", "cmc", "asc") == "order:cmc"
    assert with_order('"unterminated', "cmc", "asc") == '"unterminated'
