"""Each public ruling scenario runs under every preset its ``Presets`` line names (issue #14): the
union of the ``rules`` parameters of its tests covers :data:`scenario_presets.SCENARIO_PRESETS`.

A scenario's tests are the functions ``test_<AREA>_<NN>_…`` of ``tests/rules/test_scenarios_*.py`` and
the corpus. The Magical War scenarios (MWR-*) are the variant's (``Game(..., variant=...)``), tested
with it, not here.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections import defaultdict
from pathlib import Path

from scenario_presets import SCENARIO_PRESETS

HERE = Path(__file__).resolve().parent
NAME = re.compile(r"^test_([A-Z]+)_(\d+)[a-z]?_")


def _rules_parameters(fn: object) -> set[str]:
    out: set[str] = set()
    for mark in getattr(fn, "pytestmark", []):
        if mark.name == "parametrize" and mark.args and mark.args[0] == "rules":
            out.update(str(v) for v in mark.args[1])
    return out


def _covered() -> dict[str, set[str]]:
    covered: dict[str, set[str]] = defaultdict(set)
    files = [*sorted(HERE.glob("test_scenarios_*.py")), *sorted((HERE / "corpus").glob("test_corpus_*.py"))]
    for folder in (HERE, HERE / "corpus"):  # as pytest's own import (rootdir-relative, prepended)
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    for path in files:
        module = importlib.import_module(path.stem)
        for name, fn in vars(module).items():
            m = NAME.match(name)
            if m and callable(fn):
                covered[f"{m.group(1)}-{m.group(2)}"] |= _rules_parameters(fn)
    return covered


def test_every_public_scenario_runs_under_the_presets_its_line_names() -> None:
    covered = _covered()
    missing = {sid: sorted(set(want) - covered.get(sid, set()))
               for sid, want in SCENARIO_PRESETS.items()
               if not sid.startswith("MWR-") and not set(want) <= covered.get(sid, set())}
    assert missing == {}


def test_every_public_scenario_runs_under_scourge2003() -> None:
    """Every Presets line names scourge2003 (``all three``, ``oldframe, scourge2003`` or ``scourge2003
    only``), so every scenario test set includes it."""
    assert all("scourge2003" in want for want in SCENARIO_PRESETS.values())
    covered = _covered()
    assert sorted(sid for sid in SCENARIO_PRESETS if not sid.startswith("MWR-")
                  and "scourge2003" not in covered.get(sid, set())) == []
