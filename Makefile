# Two entry points for a fresh machine: `make demo` (the main job) and `make test` (the suite).
# Everything the project needs is installed here, into ./.venv (VENV=... to change).
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup demo test lint typecheck unit browser bench serve

setup: $(STAMP)

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,ray]'
	touch $(STAMP)

browser: setup
	bash scripts/setup-browser.sh $(VENV)

demo: setup
	$(VENV)/bin/oldframe selfplay --seed 1 --games 1 --log

serve: setup
	$(VENV)/bin/oldframe serve

lint: setup
	$(VENV)/bin/ruff check src tests bench

typecheck: setup
	$(VENV)/bin/mypy

unit: setup
	$(VENV)/bin/pytest -q -n 2

test: browser lint typecheck unit

bench: setup
	$(PY) bench/run_peers.py
