"""Split a query string into tokens that remember where they start (for error carets)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from .errors import QueryError

OPERATORS = ("!=", ">=", "<=", ":", "=", ">", "<")
_KEY = re.compile(r"([A-Za-z]+)(!=|>=|<=|:|=|>|<)")
_STOP = frozenset(" \t\r\n()")


class Kind(Enum):
    WORD = "word"  # bare name word
    PHRASE = "phrase"  # "quoted name phrase"
    REGEX = "regex"  # /name regex/
    EXACT = "exact"  # !name or !"full name"
    TERM = "term"  # key op value
    LPAREN = "("
    RPAREN = ")"
    OR = "or"
    AND = "and"
    NEG = "-"
    END = "end of query"


@dataclass(frozen=True, slots=True)
class Token:
    """One token; ``start``/``end`` are character offsets into the query (0-based, end exclusive)."""

    kind: Kind
    start: int
    end: int
    value: str = ""
    key: str = ""
    op: str = ""
    value_kind: str = "bare"  # bare | quoted | regex
    value_start: int = 0


def _read_quoted(query: str, start: int) -> tuple[str, int]:
    """Read ``"..."`` starting at the quote; backslash escapes a quote. Returns (text, end)."""
    out: list[str] = []
    i = start + 1
    while i < len(query):
        ch = query[i]
        if ch == "\\" and i + 1 < len(query) and query[i + 1] in '"\\':
            out.append(query[i + 1])
            i += 2
            continue
        if ch == '"':
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise QueryError("unterminated quoted string", query, start, len(query) - start)


def _read_regex(query: str, start: int) -> tuple[str, int]:
    """Read ``/.../`` starting at the slash; ``\\/`` is a literal slash. Returns (pattern, end)."""
    out: list[str] = []
    i = start + 1
    while i < len(query):
        ch = query[i]
        if ch == "\\" and i + 1 < len(query):
            out.append(query[i + 1] if query[i + 1] == "/" else query[i : i + 2])
            i += 2
            continue
        if ch == "/":
            if not out:
                raise QueryError("empty regular expression", query, start, 2)
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise QueryError(
        "unterminated regular expression (missing closing '/')", query, start, len(query) - start
    )


def _read_bare(query: str, start: int) -> int:
    i = start
    while i < len(query) and query[i] not in _STOP:
        i += 1
    return i


def _value(query: str, i: int, tok_start: int, key: str, op: str) -> Token:
    """The value after ``key op`` at offset ``i``: quoted, regex or bare."""
    if i < len(query) and query[i] == '"':
        text, end = _read_quoted(query, i)
        kind = "quoted"
    elif i < len(query) and query[i] == "/":
        text, end = _read_regex(query, i)
        kind = "regex"
    else:
        end = _read_bare(query, i)
        text, kind = query[i:end], "bare"
    if kind == "bare" and not text:
        raise QueryError(f"missing value after '{key}{op}'", query, tok_start, i - tok_start)
    return Token(Kind.TERM, tok_start, end, text, key.lower(), op, kind, i)


def tokenize(query: str) -> list[Token]:
    """Every token of ``query`` followed by an END token; raises :class:`QueryError` on bad quoting."""
    tokens: list[Token] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            tokens.append(Token(Kind.LPAREN if ch == "(" else Kind.RPAREN, i, i + 1, ch))
            i += 1
        elif ch == "-" and i + 1 < n and not query[i + 1].isspace():
            tokens.append(Token(Kind.NEG, i, i + 1, ch))
            i += 1
        elif ch == "-":
            raise QueryError("nothing to negate after '-'", query, i)
        elif ch == '"':
            text, end = _read_quoted(query, i)
            tokens.append(Token(Kind.PHRASE, i, end, text, value_kind="quoted", value_start=i))
            i = end
        elif ch == "/":
            text, end = _read_regex(query, i)
            tokens.append(Token(Kind.REGEX, i, end, text, value_kind="regex", value_start=i))
            i = end
        elif ch == "!" and i + 1 < n and not query[i + 1].isspace():
            if query[i + 1] == '"':
                text, end = _read_quoted(query, i + 1)
            else:
                end = _read_bare(query, i + 1)
                text = query[i + 1 : end]
            if not text.strip():
                raise QueryError("missing card name after '!'", query, i, end - i)
            tokens.append(Token(Kind.EXACT, i, end, text, value_start=i + 1))
            i = end
        else:
            m = _KEY.match(query, i)
            if m:
                tok = _value(query, m.end(), i, m.group(1), m.group(2))
            else:
                end = _read_bare(query, i)
                word = query[i:end]
                low = word.lower()
                kind = Kind.OR if low == "or" else Kind.AND if low == "and" else Kind.WORD
                tok = Token(kind, i, end, word, value_start=i)
            tokens.append(tok)
            i = tok.end
    tokens.append(Token(Kind.END, n, n))
    return tokens
