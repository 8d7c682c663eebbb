"""The examples in the README and in docstrings run (house style: examples are doctests)."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Modules whose docstrings hold examples.
MODULES = ["oldframe.game", "oldframe.board", "oldframe.rules.mana", "oldframe.cards.oracle2003.normalise"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{name} has no examples left: drop it from MODULES"
    assert result.failed == 0


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False,
                              optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0
