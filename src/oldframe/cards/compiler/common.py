"""Values the template modules pass between grammar rules while building model constructs."""

from __future__ import annotations

from dataclasses import dataclass

from oldframe.rules.mana import Mana
from oldframe.rules.model.cards import Effect, TargetSpec

#: Placeholder reference for "the target this clause chose"; numbered when clauses are joined.
THIS_TARGET = "target:?"


@dataclass(frozen=True, slots=True)
class Thing:
    """An object a clause names: the card itself or a target."""

    ref: str
    spec: TargetSpec | None = None


@dataclass(frozen=True, slots=True)
class Clause:
    """One sentence of effects with the targets it introduces (at most one per clause)."""

    effects: tuple[Effect, ...]
    specs: tuple[TargetSpec, ...] = ()
    mana_choice: tuple[Mana, ...] = ()  # "Add {R} or {G}." / "Add one mana of any color."


@dataclass(frozen=True, slots=True)
class ExileSelfMarker(Effect):
    """"Exile CARDNAME." as a sentence: only a following sentence that says when it returns gives it a
    meaning (compiler/flicker.py amends it); alone it has no rendering, so no line compiles to it."""


@dataclass(frozen=True, slots=True)
class KickedMarker(Effect):
    """"If this spell was kicked, …" while a spell's sentences are joined; ``spell_line`` replaces it
    by the kicked spell (compiler/spell_lines.py). Never reaches the engine."""

    clause: Clause
    instead: bool = False


@dataclass(frozen=True, slots=True)
class Amends(Effect):
    """A sentence that changes the instruction before it rather than adding one ("If that spell is
    countered this way, put it on top of its owner's library instead …"; "It's still a land." after
    "CARDNAME becomes a 2/2 … creature until end of turn."): ``EffectTemplates.effects`` replaces that
    instruction by :meth:`amend`'s, which raises ValueError if it isn't one it changes. Never reaches
    the engine."""

    def amend(self, last: Effect) -> Effect:
        raise ValueError(f"{type(self).__name__} amends nothing before it")
