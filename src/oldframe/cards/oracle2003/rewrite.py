"""The rewrite machinery: an ordered table of small regex rules, each with a worked example."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

Replacement = str | Callable[[re.Match[str]], str]


@dataclass(frozen=True, slots=True)
class Rule:
    """One rewrite: ``pattern`` → ``repl`` (re.sub semantics); ``example`` = (before, after), tested."""

    pattern: re.Pattern[str]
    repl: Replacement
    example: tuple[str, str]
    #: only for cards last printed under this template, or (a set of codes) last printed in one of those
    #: era sets (see templates.py)
    template: str | frozenset[str] | None = None

    def apply(self, text: str) -> str:
        return self.pattern.sub(self.repl, text)


def rule(
    pattern: str,
    repl: Replacement,
    example: tuple[str, str],
    flags: int = 0,
    template: str | frozenset[str] | None = None,
) -> Rule:
    """Build a :class:`Rule` (compiles ``pattern``)."""
    return Rule(re.compile(pattern, flags), repl, example, template)


def applies(r: Rule, tags: frozenset[str]) -> bool:
    """Whether rule ``r`` is for every card or for one of ``tags`` (template name, era set code)."""
    if r.template is None:
        return True
    if isinstance(r.template, str):
        return r.template in tags
    return bool(r.template & tags)


def apply_rules(text: str, rules: tuple[Rule, ...], tags: frozenset[str]) -> str:
    """Apply, in order, every rule that is for all templates or for one of ``tags``."""
    for r in rules:
        if applies(r, tags):
            text = r.apply(text)
    return text
