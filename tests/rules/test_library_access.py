"""Effects and costs reach a library only through ``GameState.library(player)``.

A variant may share one library among all players (Magical War's stock, MW 1.2): an atom that read
``state.players[p].library`` would see an empty list there and a search would find nothing. This test
reads the source of every module that carries out card text and lists each direct use of a player's
library list, so a new template cannot bring the mistake back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import oldframe.rules

RULES = Path(oldframe.rules.__file__).parent
#: Modules that own the library lists themselves: the state, its JSON, the views and positions, the
#: sampled worlds of a search, and the variant that shares them.
OWNERS = {"state.py", "serialize.py", "view.py", "loops.py", "determinize.py"}


def direct_uses(path: Path) -> list[int]:
    """Lines where ``<something>.library`` is read as a list rather than called as a method."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    return sorted(n.lineno for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and n.attr == "library" and id(n) not in called)


def test_effects_reach_libraries_through_the_state_accessor() -> None:
    files = [p for p in sorted(RULES.rglob("*.py"))
             if p.name not in OWNERS and "magical_war" not in p.parts]
    assert len(files) > 50  # the atoms, costs and zones are all read
    found = {str(p.relative_to(RULES)): lines for p in files if (lines := direct_uses(p))}
    assert found == {}, f"use GameState.library(player) instead of a player's library list: {found}"


def test_the_check_sees_a_direct_use(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(state, p):\n    a = state.library(p)\n    return state.players[p].library\n")
    assert direct_uses(sample) == [3]
