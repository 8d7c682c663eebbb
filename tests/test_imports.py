"""Every module imports on its own, and the import contracts hold (docs/architecture.md, "Layers").

A module that works only because something else happened to import its dependencies first breaks
the moment a line moves; so each module is imported first, alone, in a fresh interpreter.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"


def _modules() -> list[str]:
    out = []
    for path in sorted((SRC / "oldframe").rglob("*.py")):
        parts = path.relative_to(SRC).with_suffix("").parts
        out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def _import_alone(module: str) -> tuple[str, str]:
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    last = done.stderr.strip().splitlines()[-1:] if done.returncode else []
    return module, last[0] if last else ""


def test_every_module_imports_first_in_a_fresh_interpreter() -> None:
    modules = _modules()
    assert "oldframe.rules.engine" in modules and "oldframe.rules.atoms.restricted" in modules
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        failures = [f"{m}: {err}" for m, err in pool.map(_import_alone, modules) if err]
    assert not failures, "modules that fail when imported first:\n" + "\n".join(failures)


def _contracts() -> configparser.ConfigParser:
    config = configparser.ConfigParser()
    config.read(ROOT / ".importlinter")
    return config


def test_the_import_contracts_hold() -> None:
    lint = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert lint is not None, "import-linter is a dev dependency (pip install -e '.[dev]')"
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run([lint, "--config", str(ROOT / ".importlinter")], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "core-imports-no-feature" in " ".join(_contracts().sections())


def test_the_core_imports_no_feature_without_exceptions() -> None:
    section = _contracts()["importlinter:contract:core-imports-no-feature"]
    allowed = [line for line in section.get("ignore_imports", "").splitlines() if line.strip()]
    assert allowed == []


def test_the_engine_refuses_to_run_without_its_features() -> None:
    """The core alone plays nothing: a game driven through ``rules.engine`` without
    ``rules.features.register()`` stops with an error that says so, rather than failing later on an
    atom with no rules."""
    code = ("from oldframe.rules import engine, ruleset, state\n"
            "s = state.GameState(ruleset.OLDFRAME, 2, 1)\n"
            "try:\n    engine.run(s)\nexcept RuntimeError as e:\n    print(e)\n")
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                          check=True)
    assert "oldframe.rules.features.register()" in done.stdout
