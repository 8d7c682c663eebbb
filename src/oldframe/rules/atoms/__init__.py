"""Effect atoms beyond the core set in ``rules/effects.py``, one module per family, each registered
with :func:`oldframe.rules.effects.executes`. Import every module here so registration happens."""
from oldframe.rules.atoms import depth  # noqa: F401
