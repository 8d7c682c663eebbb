#!/usr/bin/env bash
# Headless Chromium for the browser tests: Debian's chromium (browser downloads are not possible
# here), driven by the Playwright Python package installed in the venv (first argument, default .venv).
# Fails loudly when the browser cannot be installed or cannot render a page.
set -euo pipefail
VENV="${1:-.venv}"
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
command -v chromium
# Smoke test: the browser starts headless and renders a page.
if ! chromium --headless --no-sandbox --disable-gpu --no-first-run --dump-dom 'data:text/html,<p>ok</p>' \
    2>/dev/null | grep -q '<p>ok</p>'; then
  echo "setup-browser: chromium is installed but cannot render a page headless" >&2
  exit 1
fi
if [ -x "$VENV/bin/python" ] && ! "$VENV/bin/python" -c "import playwright.sync_api" 2>/dev/null; then
  echo "setup-browser: the playwright package is missing from $VENV (pip install -e '.[dev]')" >&2
  exit 1
fi
echo "setup-browser: chromium ready"
