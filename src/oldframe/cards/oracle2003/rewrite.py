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
    template: str | None = None  # only for cards last printed under this template (see templates.py)

    def apply(self, text: str) -> str:
        return self.pattern.sub(self.repl, text)


def rule(
    pattern: str, repl: Replacement, example: tuple[str, str], flags: int = 0, template: str | None = None
) -> Rule:
    """Build a :class:`Rule` (compiles ``pattern``)."""
    return Rule(re.compile(pattern, flags), repl, example, template)


def apply_rules(text: str, rules: tuple[Rule, ...], template: str) -> str:
    """Apply, in order, every rule that is for all templates or for ``template``."""
    for r in rules:
        if r.template is None or r.template == template:
            text = r.apply(text)
    return text
