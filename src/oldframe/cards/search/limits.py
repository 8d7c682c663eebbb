"""Bounds on what one search query may cost, because the web app runs queries strangers type.

Three costs are bounded: the query's length, how deeply it nests (parentheses and ``-``; the parser is
recursive), and regular expressions. A regex is compiled by the ``regex`` module, whose matching takes a
timeout (the standard ``re`` cannot be interrupted), and before compiling we refuse patterns whose
nested repeat counts multiply past :data:`MAX_REPEAT_PRODUCT` (compiling ``(a{999}){999}`` alone takes
about a second). Every regex match in one query shares one time budget, :data:`REGEX_BUDGET_SECONDS`.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

import regex

MAX_QUERY_LENGTH = 5000
MAX_NESTING = 40
MAX_REGEX_LENGTH = 200
MAX_REPEAT_PRODUCT = 1000
REGEX_BUDGET_SECONDS = 1.0
REGEX_FLAGS = regex.IGNORECASE | regex.VERSION0  # VERSION0: the same syntax and meaning as ``re``


_COUNT = re.compile(r"\s*(\d*)\s*(?:,\s*(\d*)\s*)?")


class RegexTooSlow(Exception):
    """A regular expression used up the query's time budget (turned into a QueryError with its span)."""


class BadPattern(ValueError):
    """A pattern refused before compiling; ``offset`` is where in the pattern (0-based)."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


def repeat_product(pattern: str) -> tuple[int, int]:
    """The largest product of nested explicit repeat counts (``{m,n}``), and where it is reached.

    ``(a{10}){20}`` gives 200. Conservative: a count is the larger bound of ``{m,n}``; ``{m,}`` counts m.
    """
    stack: list[int] = [1]  # the largest product inside each open group
    best, where, i, n = 1, 0, 0, len(pattern)
    last_atom = 1  # the value of the atom just before a quantifier (a group's inner product, else 1)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            last_atom, i = 1, i + 2
            continue
        if ch == "[":
            j = i + 1
            if j < n and pattern[j] == "^":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            last_atom, i = 1, j + 1
            continue
        if ch == "(":
            stack.append(1)
            i += 1
            continue
        if ch == ")":
            inner = stack.pop() if len(stack) > 1 else 1
            last_atom = inner
            i += 1
            continue
        if ch == "{":
            close = pattern.find("}", i)
            m = _COUNT.fullmatch(pattern, i + 1, close) if close > 0 else None
            if m is not None and (m.group(1) or m.group(2)):
                value = last_atom * max(int(m.group(1) or 0), int(m.group(2) or 0))
                stack[-1] = max(stack[-1], value)
                if value > best:
                    best, where = value, i
                last_atom, i = 1, close + 1
                continue
        last_atom = 1
        i += 1
    return best, where


def compile_bounded(pattern: str) -> regex.Pattern[str]:
    """Compile a user's pattern, refusing ones too long or too costly to compile; raises
    :class:`BadPattern`, or ``re.error`` for bad syntax (the syntax is Python ``re``'s, whose error
    messages say clearly what is wrong; matching runs on ``regex``, which can time out)."""
    if len(pattern) > MAX_REGEX_LENGTH:
        raise BadPattern(f"regular expression longer than {MAX_REGEX_LENGTH} characters", MAX_REGEX_LENGTH)
    product, where = repeat_product(pattern)
    if product > MAX_REPEAT_PRODUCT:
        raise BadPattern(f"repeat counts multiply to {product} (at most {MAX_REPEAT_PRODUCT})", where)
    re.compile(pattern)
    return regex.compile(pattern, REGEX_FLAGS)


@dataclass
class Budget:
    """The time left for regex matching in one query (shared by all of its regex terms)."""

    deadline: float

    @staticmethod
    def start(seconds: float | None = None) -> Budget:
        return Budget(time.monotonic() + (REGEX_BUDGET_SECONDS if seconds is None else seconds))

    def search(self, pattern: regex.Pattern[str], text: str) -> bool:
        """Whether ``pattern`` occurs in ``text``; :class:`RegexTooSlow` once the budget is spent."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise RegexTooSlow
        try:
            return pattern.search(text, timeout=left) is not None
        except TimeoutError as exc:
            raise RegexTooSlow from exc
