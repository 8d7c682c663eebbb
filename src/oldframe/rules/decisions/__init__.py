"""Decisions: every kind the engine waits for (:mod:`.kinds`) and, for each kind in one table
(:mod:`.table`), its legal answers, why an answer is illegal and how an answer applies.

This package's ``__init__`` imports nothing: ``rules.state`` imports :mod:`.kinds`, and the table
imports the rules modules, so the table is imported by ``rules.engine`` only.
"""
