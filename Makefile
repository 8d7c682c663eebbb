# Two entry points for a fresh machine: `make demo` (the main job) and `make test` (the suite).
# Everything the project needs is installed here, into ./.venv (VENV=... to change).
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup demo test lint typecheck unit browser postgres bench serve

setup: $(STAMP)

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,ray]'
	touch $(STAMP)

browser: setup
	bash scripts/setup-browser.sh $(VENV)

postgres:
	bash scripts/setup-postgres.sh

demo: setup
	$(VENV)/bin/oldframe selfplay --seed 1 --games 1 --log

serve: setup
	$(VENV)/bin/oldframe serve

lint: setup
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/lint-imports  # the import contracts in .importlinter (docs/architecture.md, "Layers")

typecheck: setup
	$(VENV)/bin/mypy

unit: setup
	$(VENV)/bin/pytest -q -n 2

test: browser postgres lint typecheck unit

bench: setup
	$(PY) bench/run_peers.py
