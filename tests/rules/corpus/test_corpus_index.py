"""The corpus index (docs/scenarios-corpus.md) lists exactly the scenario ids the corpus tests.

Regenerate it with ``python scripts/corpus_index.py`` after adding or renaming scenarios.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "rules" / "corpus"
NAME = re.compile(r"^def test_([A-Z]+)_(\d+)_", re.MULTILINE)
ROW = re.compile(r"^\| ([A-Z]+-\d+) \|", re.MULTILINE)


def test_index_lists_every_corpus_scenario_and_nothing_else() -> None:
    tested = {f"{a}-{n}" for p in CORPUS.glob("test_corpus_*.py") for a, n in NAME.findall(p.read_text())}
    listed = ROW.findall((ROOT / "docs" / "scenarios-corpus.md").read_text())
    assert len(listed) == len(set(listed)), "an id is listed twice"
    assert set(listed) == tested, f"missing: {sorted(tested - set(listed))}, stale: {sorted(set(listed) - tested)}"


def test_every_scenario_id_is_unique_across_modules() -> None:
    seen: dict[str, str] = {}
    for p in sorted(CORPUS.glob("test_corpus_*.py")):
        for a, n in set(NAME.findall(p.read_text())):
            sid = f"{a}-{n}"
            assert seen.setdefault(sid, p.name) == p.name, f"{sid} is used in {seen[sid]} and {p.name}"
