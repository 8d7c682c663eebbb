"""Effect atoms beyond the core set in ``rules/effects.py``, one module per family. Each registers its
executors with :func:`oldframe.rules.effects.executes`; :mod:`oldframe.rules.features` imports every
module here, the one place features join the engine."""
