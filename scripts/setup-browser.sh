#!/usr/bin/env bash
# Headless Chromium for the browser tests: Debian's chromium (browser downloads are not possible
# here), driven by the Playwright Python package installed in the venv.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
command -v chromium
