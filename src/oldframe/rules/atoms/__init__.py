"""Effect atoms beyond the core set in ``rules/effects.py``, one module per family, each registered
with :func:`oldframe.rules.effects.executes`. Import every module here so registration happens."""
from oldframe.rules import evasion  # noqa: F401
from oldframe.rules.atoms import (
    compiled,  # noqa: F401
    depth,  # noqa: F401
)
