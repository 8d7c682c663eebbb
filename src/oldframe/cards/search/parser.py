"""Recursive-descent parser: tokens → typed :class:`~.ast.Query`.

Grammar (``or`` binds loosest, juxtaposition is ``and``)::

    query := or_expr END
    or_expr := and_expr ("or" and_expr)*
    and_expr := unary (["and"] unary)*
    unary := "-" unary | "(" or_expr ")" | term
"""

from __future__ import annotations

import re

import regex
from regex import Pattern

from .ast import (
    And,
    ColorMatch,
    Compare,
    ExactName,
    Lookup,
    ManaMatch,
    MatchAll,
    Node,
    Not,
    Or,
    Query,
    Span,
    TextMatch,
)
from .errors import QueryError
from .keys import (
    BORDERS,
    BY_ALIAS,
    DIRECTIONS,
    FRAMES,
    IS_FLAGS,
    NUMERIC_FIELDS,
    ORDER_ALIASES,
    ORDERS,
    RARITIES,
    RARITY_ALIASES,
    UNIQUES,
    Keyword,
)
from .lexer import Kind, Token, tokenize
from .limits import MAX_NESTING, MAX_QUERY_LENGTH, BadPattern, compile_bounded
from .values import BadValue, fold, parse_colors, parse_mana

_NUMBER = re.compile(r"\d+(\.\d+)?")
_DATE = re.compile(r"\d{4}(-\d{2}(-\d{2})?)?")
_SET_CODE = re.compile(r"[a-z0-9]{2,6}")


def parse(text: str) -> Query:
    """Parse ``text``; raises :class:`QueryError` naming the bad token and its position.

    Queries longer than ``MAX_QUERY_LENGTH`` or nested deeper than ``MAX_NESTING`` are refused.
    """
    if len(text) > MAX_QUERY_LENGTH:
        raise QueryError(f"query longer than {MAX_QUERY_LENGTH} characters", text, MAX_QUERY_LENGTH)
    return _Parser(text).parse()


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = tokenize(text)
        self.i = 0
        self.directives: dict[str, str] = {}
        self.depth = 0  # open parentheses and negations around the current token

    # -- token helpers -------------------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def error(self, message: str, tok: Token) -> QueryError:
        return QueryError(message, self.text, tok.start, tok.end - tok.start)

    def value_error(self, tok: Token, exc: BadValue) -> QueryError:
        return QueryError(str(exc), self.text, tok.value_start + exc.offset, exc.length)

    # -- grammar -------------------------------------------------------------------------------
    def parse(self) -> Query:
        root = self.or_expr()
        if self.tok.kind is Kind.RPAREN:
            raise self.error("unmatched ')'", self.tok)
        if self.tok.kind is not Kind.END:  # pragma: no cover - or_expr consumes everything else
            raise self.error(f"unexpected {self.tok.value!r}", self.tok)
        return Query(
            text=self.text,
            root=root if root is not None else MatchAll(),
            order=self.directives.get("order", "name"),
            direction=self.directives.get("direction", "asc"),
            unique=self.directives.get("unique", "cards"),
        )

    def or_expr(self) -> Node | None:
        branches = [self.and_expr()]
        while self.tok.kind is Kind.OR:
            or_tok = self.tok
            if branches[-1] is None:
                raise self.error("expected a search term before 'or'", or_tok)
            self.i += 1
            branches.append(self.and_expr())
            if branches[-1] is None:
                raise self.error("expected a search term after 'or'", or_tok)
        if len(branches) == 1:
            return branches[0]
        return Or(tuple(b for b in branches if b is not None))

    def and_expr(self) -> Node | None:
        parts: list[Node] = []
        while self.tok.kind not in (Kind.OR, Kind.RPAREN, Kind.END):
            if self.tok.kind is Kind.AND:
                and_tok = self.tok
                self.i += 1
                if not parts or self.tok.kind in (Kind.OR, Kind.RPAREN, Kind.END, Kind.AND):
                    raise self.error("'and' needs a search term on both sides", and_tok)
                continue
            node = self.unary()
            if node is not None:
                parts.append(node)
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def unary(self) -> Node | None:
        tok = self.tok
        if tok.kind in (Kind.NEG, Kind.LPAREN):
            if self.depth >= MAX_NESTING:
                raise self.error(f"query nested more than {MAX_NESTING} deep (parentheses and '-')", tok)
            self.depth += 1
            try:
                return self._nested(tok)
            finally:
                self.depth -= 1
        self.i += 1
        return self.term(tok)

    def _nested(self, tok: Token) -> Node | None:
        if tok.kind is Kind.NEG:
            self.i += 1
            if self.tok.kind in (Kind.OR, Kind.AND, Kind.RPAREN, Kind.END, Kind.NEG):
                raise self.error("nothing to negate after '-'", tok)
            if self.tok.kind is Kind.TERM and self._keyword(self.tok).kind == "directive":
                raise self.error(f"'{self.tok.key}:' cannot be negated", self.tok)
            child = self.unary()
            return None if child is None else Not(child)
        if tok.kind is Kind.LPAREN:
            self.i += 1
            inner = self.or_expr()
            if self.tok.kind is not Kind.RPAREN:
                raise self.error("missing ')' for this '('", tok)
            if inner is None:
                raise self.error("empty parentheses", tok)
            self.i += 1
            return inner
        raise AssertionError(tok)  # pragma: no cover - unary sends only '-' and '(' here

    # -- terms ---------------------------------------------------------------------------------
    def term(self, tok: Token) -> Node | None:
        span = Span(tok.start, tok.end)
        if tok.kind is Kind.WORD:
            return TextMatch("name", fold(tok.value), None, span)
        if tok.kind is Kind.PHRASE:
            if not tok.value.strip():
                raise self.error("empty quoted phrase", tok)
            return TextMatch("name", fold(tok.value), None, span)
        if tok.kind is Kind.REGEX:
            return TextMatch("name", "", self.regex(tok), span)
        if tok.kind is Kind.EXACT:
            return ExactName(fold(tok.value.strip()), span)
        kw = self._keyword(tok)
        if tok.op not in kw.ops:
            allowed = " ".join(f"'{tok.key}{op}'" for op in kw.ops)
            raise self.error(f"'{tok.key}' does not take '{tok.op}' (use {allowed})", tok)
        if tok.value_kind == "regex" and kw.kind != "text":
            raise self.error(f"'{tok.key}{tok.op}' does not take a regular expression", tok)
        if tok.value_kind == "quoted" and not tok.value.strip():
            raise self.error(f"empty value after '{tok.key}{tok.op}'", tok)
        builder = getattr(self, f"_{kw.kind}")
        node: Node | None = builder(kw, tok, span)
        return node

    def _keyword(self, tok: Token) -> Keyword:
        kw = BY_ALIAS.get(tok.key)
        if kw is None:
            raise QueryError(
                f"unknown keyword '{tok.key}{tok.op}'", self.text, tok.start, len(tok.key) + len(tok.op)
            )
        return kw

    def regex(self, tok: Token) -> Pattern[str]:
        try:
            return compile_bounded(tok.value)
        except BadPattern as exc:
            where = tok.value_start + 1 + exc.offset
            raise QueryError(f"regular expression refused: {exc}", self.text, where) from exc
        except re.error as exc:
            where = tok.value_start + 1 + (exc.pos or 0)
            raise QueryError(f"bad regular expression /{tok.value}/: {exc.msg}", self.text, where) from exc
        except (regex.error, RecursionError, OverflowError, MemoryError) as exc:
            raise QueryError(f"bad regular expression /{tok.value}/: {exc}", self.text, tok.value_start) from exc

    def _text(self, kw: Keyword, tok: Token, span: Span) -> Node:
        if tok.value_kind == "regex":
            return TextMatch(kw.name, "", self.regex(tok), span)
        return TextMatch(kw.name, fold(tok.value), None, span)

    def _number(self, tok: Token, text: str) -> float:
        if not _NUMBER.fullmatch(text):
            raise QueryError(
                f"expected a number after '{tok.key}{tok.op}', got '{text}'",
                self.text,
                tok.value_start,
                max(1, len(text)),
            )
        return float(text)

    def _compare(self, kw: Keyword, tok: Token, span: Span) -> Node:
        value = tok.value.lower()
        if kw.name == "cn":
            if tok.op in (":", "=", "!="):
                return Lookup("cn", tok.op, value, span)
            digits = re.match(r"\d+", value)
            if digits is None:
                raise self.error(f"'cn{tok.op}' needs a number", tok)
            return Compare("cn", tok.op, float(digits.group()), None, span)
        op = "=" if tok.op == ":" else tok.op
        if kw.name in ("cmc", "pow", "tou", "pt") and value in NUMERIC_FIELDS:
            return Compare(kw.name, op, None, NUMERIC_FIELDS[value], span)
        if kw.name == "pt" and "/" in value and tok.op in (":", "="):
            p, _, t = value.partition("/")
            pw, tw = self._number(tok, p), self._number(tok, t)
            return And((Compare("pow", "=", pw, None, span), Compare("tou", "=", tw, None, span)))
        if kw.name == "year" and not re.fullmatch(r"\d{4}", value):
            raise QueryError(
                f"expected a four-digit year after '{tok.key}{tok.op}', got '{tok.value}'",
                self.text,
                tok.value_start,
                len(tok.value),
            )
        return Compare(kw.name, op, self._number(tok, value), None, span)

    def _color(self, kw: Keyword, tok: Token, span: Span) -> Node:
        value = tok.value.lower()
        default = ">=" if kw.name == "colors" else "<="
        if value in ("m", "multicolor", "multicolored"):
            if tok.op not in (":", "=", "!="):
                raise self.error(f"'{tok.key}{tok.op}{tok.value}': multicolor takes only ':' or '!='", tok)
            node: Node = ColorMatch(kw.name, "=", frozenset(), multicolor=True, span=span)
            return Not(node) if tok.op == "!=" else node
        if value.isdigit():
            return ColorMatch(
                kw.name, "=" if tok.op == ":" else tok.op, frozenset(), count=int(value), span=span
            )
        try:
            colors = parse_colors(value)
        except BadValue as exc:
            raise self.value_error(tok, exc) from exc
        op = tok.op
        if op == ":":
            op = "=" if not colors else default
        return ColorMatch(kw.name, op, colors, span=span)

    def _mana(self, kw: Keyword, tok: Token, span: Span) -> Node:
        try:
            counts = parse_mana(tok.value)
        except BadValue as exc:
            raise self.value_error(tok, exc) from exc
        if not counts:
            raise self.error(f"no mana symbols after '{tok.key}{tok.op}'", tok)
        op = ">=" if tok.op == ":" else tok.op
        return ManaMatch(op, tuple(sorted(counts.items())), span)

    def _choice(self, tok: Token, value: str, choices: tuple[str, ...], what: str) -> None:
        if value not in choices:
            raise QueryError(
                f"unknown {what} '{tok.value}' (known: {', '.join(choices)})",
                self.text,
                tok.value_start,
                max(1, len(tok.value)),
            )

    def _lookup(self, kw: Keyword, tok: Token, span: Span) -> Node:
        value = tok.value.lower().strip()
        op = tok.op
        if kw.name == "rarity":
            value = RARITY_ALIASES.get(value, value)
            self._choice(tok, value, RARITIES, "rarity")
            op = "=" if op == ":" else op
        elif kw.name in ("is", "not"):
            self._choice(tok, value, IS_FLAGS, f"{kw.name}: value")
            node: Node = Lookup("is", "=", value, span)
            return Not(node) if kw.name == "not" else node
        elif kw.name == "frame":
            self._choice(tok, value, FRAMES, "frame")
        elif kw.name == "border":
            self._choice(tok, value, BORDERS, "border")
        elif kw.name in ("set", "in") and not _SET_CODE.fullmatch(value):
            raise QueryError(f"'{tok.value}' is not a set code", self.text, tok.value_start, len(tok.value))
        if op == "!=" and kw.name != "rarity":
            return Not(Lookup(kw.name, "=", value, span))
        return Lookup(kw.name, "=" if op == ":" else op, value, span)

    def _date(self, kw: Keyword, tok: Token, span: Span) -> Node:
        value = tok.value.lower()
        if not (_DATE.fullmatch(value) or _SET_CODE.fullmatch(value)):
            raise QueryError(
                f"expected YYYY, YYYY-MM, YYYY-MM-DD or a set code after 'date{tok.op}', got '{tok.value}'",
                self.text,
                tok.value_start,
                len(tok.value),
            )
        return Lookup("date", "=" if tok.op == ":" else tok.op, value, span)

    def _directive(self, kw: Keyword, tok: Token, span: Span) -> None:
        value = tok.value.lower()
        if kw.name == "order":
            value = ORDER_ALIASES.get(value, value)
            self._choice(tok, value, ORDERS, "order")
        elif kw.name == "direction":
            self._choice(tok, value, DIRECTIONS, "direction")
        else:
            value = {"printings": "prints", "print": "prints", "card": "cards"}.get(value, value)
            self._choice(tok, value, UNIQUES, "unique: value")
        self.directives[kw.name] = value
        return None

